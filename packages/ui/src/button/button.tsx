import { cva, type VariantProps } from 'class-variance-authority';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import '../theme/tokens.css';
import './button.css';

export const buttonStyles = cva('jui-button', {
  variants: {
    variant: {
      primary: 'jui-button--primary',
      secondary: 'jui-button--secondary',
      ghost: 'jui-button--ghost',
      danger: 'jui-button--danger',
    },
    size: { sm: 'jui-button--sm', md: 'jui-button--md', lg: 'jui-button--lg' },
    fullWidth: { true: 'jui-button--full', false: '' },
  },
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
});

type ButtonVariants = VariantProps<typeof buttonStyles>;

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'style'>, ButtonVariants {
  readonly className?: string;
}

/**
 * A button: react-aria's Button does the behaviour (press, keyboard, focus-visible, pending) and
 * exposes its state as `data-*` attributes, which the look in `button.css` follows.
 */
export function Button({ variant, size, fullWidth, className, ...props }: ButtonProps) {
  return (
    <AriaButton
      {...props}
      data-slot="button"
      data-variant={variant ?? 'primary'}
      className={buttonStyles({ variant, size, fullWidth, className })}
    />
  );
}
