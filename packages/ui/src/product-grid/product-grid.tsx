import { cva, type VariantProps } from 'class-variance-authority';
import { Children, type ReactNode, useId } from 'react';
import '../theme/tokens.css';
import './product-grid.css';

export const productGridStyles = cva('jui-product-grid', {
  variants: {
    /** Cards a row at full width: four on desktop as the design has; fewer as the space narrows. */
    columns: { 3: 'jui-product-grid--3', 4: 'jui-product-grid--4' },
  },
  defaultVariants: { columns: 4 },
});

export interface ProductGridProps extends VariantProps<typeof productGridStyles> {
  /** The section's heading ("Top selling juice"). */
  readonly title?: string;
  /** Heading level of the title (default 2). */
  readonly headingLevel?: 2 | 3;
  /** A link or button beside the title ("View All"). */
  readonly action?: ReactNode;
  /** The cards (ProductCard), one per list item. */
  readonly children: ReactNode;
  /** Shown instead of the grid when there are no cards. */
  readonly empty?: ReactNode;
  readonly className?: string;
}

/**
 * A list of product cards: a CSS grid that shows four a row on a wide container and fewer as it
 * narrows (container queries, so it fits the space it is placed in, not only the window).
 */
export function ProductGrid({
  title,
  headingLevel = 2,
  action,
  children,
  empty,
  columns,
  className,
}: ProductGridProps) {
  const titleId = useId();
  const items = Children.toArray(children);
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <section
      data-slot="product-grid"
      data-variant={String(columns ?? 4)}
      className={productGridStyles({ columns, className })}
      {...(title ? { 'aria-labelledby': titleId } : {})}
    >
      {title || action ? (
        <div className="jui-product-grid__header">
          {title ? (
            <Heading id={titleId} className="jui-product-grid__title">
              {title}
            </Heading>
          ) : null}
          {action}
        </div>
      ) : null}
      {items.length === 0 ? (
        <div className="jui-product-grid__empty">{empty}</div>
      ) : (
        <ul className="jui-product-grid__list">
          {items.map((item, index) => (
            <li key={index} className="jui-product-grid__item">
              {item}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
