import { cva, type VariantProps } from 'class-variance-authority';
import type { ReactNode } from 'react';
import '../theme/tokens.css';
import './empty-state.css';

export const emptyStateStyles = cva('jui-empty-state', {
  variants: { size: { sm: 'jui-empty-state--sm', md: 'jui-empty-state--md' } },
  defaultVariants: { size: 'md' },
});

export interface EmptyStateProps extends VariantProps<typeof emptyStateStyles> {
  /** A decorative icon from the kit (aria-hidden). */
  readonly icon?: ReactNode;
  readonly title: ReactNode;
  readonly description?: ReactNode;
  /** What to do next: a Link or Button ("Continue shopping"). */
  readonly action?: ReactNode;
  /** The heading level of the title, to fit the page's outline. */
  readonly headingLevel?: 2 | 3 | 4 | undefined;
  readonly className?: string | undefined;
}

/** What a list says when it has nothing in it (an empty bag, no orders, no results). */
export function EmptyState({ icon, title, description, action, headingLevel = 2, size, className }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section data-slot="empty-state" data-variant={size ?? 'md'} className={emptyStateStyles({ size, className })}>
      {icon ? <span className="jui-empty-state__icon">{icon}</span> : null}
      <Heading className="jui-empty-state__title">{title}</Heading>
      {description ? <p className="jui-empty-state__description">{description}</p> : null}
      {action ? <div className="jui-empty-state__action">{action}</div> : null}
    </section>
  );
}
