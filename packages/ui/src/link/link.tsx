import { cva, type VariantProps } from 'class-variance-authority';
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import '../theme/tokens.css';
import './link.css';

export const linkStyles = cva('jui-link', {
  variants: {
    variant: {
      /** Underlined, inside running text. */
      inline: 'jui-link--inline',
      /** On its own ("Read More", footer links): underlined on hover. */
      standalone: 'jui-link--standalone',
      /** Looks like the primary button ("Secure Checkout" as a navigation). */
      button: 'jui-link--button',
    },
  },
  defaultVariants: { variant: 'inline' },
});

export interface LinkProps extends Omit<AriaLinkProps, 'className' | 'style'>, VariantProps<typeof linkStyles> {
  readonly className?: string | undefined;
}

/**
 * A link: react-aria's Link (a real `<a>` with an href; client-side routing through react-aria's
 * RouterProvider in the app).
 */
export function Link({ variant, className, ...props }: LinkProps) {
  return (
    <AriaLink
      {...props}
      data-slot="link"
      data-variant={variant ?? 'inline'}
      className={linkStyles({ variant, className })}
    />
  );
}
