import { cva, type VariantProps } from 'class-variance-authority';
import type { CSSProperties } from 'react';
import '../theme/tokens.css';
import './skeleton.css';

export const skeletonStyles = cva('jui-skeleton', {
  variants: {
    shape: { text: 'jui-skeleton--text', rect: 'jui-skeleton--rect', circle: 'jui-skeleton--circle' },
  },
  defaultVariants: { shape: 'text' },
});

export interface SkeletonProps extends VariantProps<typeof skeletonStyles> {
  /** A CSS length (e.g. `12rem`, `60%`); text lines fill their container by default. */
  readonly inlineSize?: string | undefined;
  readonly blockSize?: string | undefined;
  readonly className?: string | undefined;
}

/**
 * A grey placeholder for content that is loading. It is decorative (hidden from assistive
 * technology): mark the loading region `aria-busy` and announce it (e.g. with Spinner).
 */
export function Skeleton({ shape, inlineSize, blockSize, className }: SkeletonProps) {
  const style: CSSProperties = {};
  if (inlineSize) style.inlineSize = inlineSize;
  if (blockSize) style.blockSize = blockSize;
  return (
    <span
      aria-hidden="true"
      data-slot="skeleton"
      data-variant={shape ?? 'text'}
      className={skeletonStyles({ shape, className })}
      style={style}
    />
  );
}
