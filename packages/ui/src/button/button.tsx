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

/** How long react-aria keeps an announcement in its live region (its LIVEREGION_TIMEOUT_DELAY). */
const ANNOUNCEMENT_LIFETIME_MS = 7000;

/**
 * react-aria announces a focused button going pending (and done) with an image labelled by the
 * button's id, kept in its live region for seconds. When the button goes away first (a dialog's
 * submit that closes it, a form replaced by the saved version's) that image is left with no name,
 * which screen readers read as an unlabelled image (and axe flags): a button takes its
 * announcements with it — those there now, and those react-aria adds later (a page's first
 * announcement waits 100 ms, longer on a busy machine), for as long as react-aria would keep them.
 */
function forgetPendingAnnouncements(buttonId: string): void {
  const sweep = () => {
    for (const node of document.querySelectorAll(`[aria-live]>[role=img][aria-labelledby~="${buttonId}"]`))
      node.remove();
  };
  sweep();
  const observer = new MutationObserver(sweep);
  observer.observe(document.body, { childList: true, subtree: true });
  setTimeout(() => observer.disconnect(), ANNOUNCEMENT_LIFETIME_MS);
}

/**
 * A button: react-aria's Button does the behaviour (press, keyboard, focus-visible, pending) and
 * exposes its state as `data-*` attributes, which the look in `button.css` follows.
 */
export function Button({ variant, size, fullWidth, className, id, ...props }: ButtonProps) {
  const ownId = useId();
  const buttonId = id ?? ownId;
  // Only a button that can be pending (it takes `isPending`) has announcements to take with it.
  const canBePending = props.isPending !== undefined;
  useEffect(
    () => () => {
      if (canBePending) forgetPendingAnnouncements(buttonId);
    },
    [buttonId, canBePending],
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
