import { cva, type VariantProps } from 'class-variance-authority';
import { useEffect, useId } from 'react';
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

/** react-aria adds a page's first announcement this long after it is asked (for Safari's sake). */
const FIRST_ANNOUNCEMENT_DELAY_MS = 100;

/**
 * react-aria announces a focused button going pending with an image labelled by the button's id, kept
 * in its live region for seconds. When the button goes away first (a dialog's submit that closes it)
 * that image is left with no name, which screen readers read as an unlabelled image (and axe flags):
 * a button takes its announcements with it.
 */
function forgetPendingAnnouncements(buttonId: string): void {
  // The later sweep may outlive the page (a test environment torn down meanwhile).
  if (typeof document === 'undefined') return;
  for (const node of document.querySelectorAll('[aria-live] > [role="img"][aria-labelledby]')) {
    if (node.getAttribute('aria-labelledby')?.split(' ').includes(buttonId)) node.remove();
  }
}

/**
 * A button: react-aria's Button does the behaviour (press, keyboard, focus-visible, pending) and
 * exposes its state as `data-*` attributes, which the look in `button.css` follows.
 */
export function Button({ variant, size, fullWidth, className, id, ...props }: ButtonProps) {
  const ownId = useId();
  const buttonId = id ?? ownId;
  useEffect(
    () => () => {
      forgetPendingAnnouncements(buttonId);
      // The first announcement of a page is added late; a timer set now runs after react-aria's.
      setTimeout(() => forgetPendingAnnouncements(buttonId), FIRST_ANNOUNCEMENT_DELAY_MS);
    },
    [buttonId],
  );
  return (
    <AriaButton
      {...props}
      id={buttonId}
      data-slot="button"
      data-variant={variant ?? 'primary'}
      className={buttonStyles({ variant, size, fullWidth, className })}
    />
  );
}
