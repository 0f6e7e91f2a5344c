import { cva, type VariantProps } from 'class-variance-authority';
import type { ReactNode, Ref } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import '../theme/tokens.css';
import './icon-button.css';

export const iconButtonStyles = cva('jui-icon-button', {
  variants: {
    variant: {
      ghost: 'jui-icon-button--ghost',
      solid: 'jui-icon-button--solid',
      outline: 'jui-icon-button--outline',
      danger: 'jui-icon-button--danger',
    },
    size: { sm: 'jui-icon-button--sm', md: 'jui-icon-button--md', lg: 'jui-icon-button--lg' },
  },
  defaultVariants: { variant: 'ghost', size: 'md' },
});

export interface IconButtonProps
  extends
    Omit<AriaButtonProps, 'className' | 'style' | 'children' | 'aria-label'>,
    VariantProps<typeof iconButtonStyles> {
  /** The button's accessible name; an icon alone is not one. */
  readonly label: string;
  /** The icon (one of the kit's icons, which are aria-hidden). */
  readonly children: ReactNode;
  /** A count shown on the button (wishlist, bag); announced as part of `label` by the caller. */
  readonly count?: number | undefined;
  readonly className?: string | undefined;
  readonly ref?: Ref<HTMLButtonElement> | undefined;
}

/** A button that shows only an icon and is named by `label` (react-aria's Button). */
export function IconButton({ label, children, count, variant, size, className, ...props }: IconButtonProps) {
  return (
    <AriaButton
      {...props}
      aria-label={label}
      data-slot="icon-button"
      data-variant={variant ?? 'ghost'}
      className={iconButtonStyles({ variant, size, className })}
    >
      {children}
      {count === undefined ? null : (
        <span className="jui-icon-button__count" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </AriaButton>
  );
}
