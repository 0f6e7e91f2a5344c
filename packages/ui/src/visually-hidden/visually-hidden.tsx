import type { ComponentPropsWithoutRef, CSSProperties } from 'react';

export type VisuallyHiddenProps = ComponentPropsWithoutRef<'span'>;

/**
 * The usual screen-reader-only rules (Bootstrap's visually-hidden mixin, as radix's VisuallyHidden
 * has them), with clip-path for the deprecated clip: a 1 px box that paints nothing.
 */
const hidden: CSSProperties = {
  position: 'absolute',
  border: 0,
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  wordWrap: 'normal',
};

/**
 * Text for screen readers only: e.g. "Sale price" before a price, which sighted shoppers understand
 * from the layout. A plain `<span>` rather than radix's (whose Slot is 1 KB of every first paint).
 */
export function VisuallyHidden({ style, ...props }: VisuallyHiddenProps) {
  return <span data-slot="visually-hidden" {...props} style={{ ...hidden, ...style }} />;
}
