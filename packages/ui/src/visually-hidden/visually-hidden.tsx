import { VisuallyHidden as RadixVisuallyHidden } from 'radix-ui';
import type { ComponentPropsWithoutRef } from 'react';

export interface VisuallyHiddenProps extends ComponentPropsWithoutRef<'span'> {
  /** Merge onto the single child element instead of rendering a `<span>`. */
  readonly asChild?: boolean | undefined;
}

/**
 * Text for screen readers only (radix's VisuallyHidden): e.g. "Sale price" before a price, which
 * sighted shoppers understand from the layout.
 */
export function VisuallyHidden(props: VisuallyHiddenProps) {
  return <RadixVisuallyHidden.Root data-slot="visually-hidden" {...props} />;
}
