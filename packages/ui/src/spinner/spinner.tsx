import { cva, type VariantProps } from 'class-variance-authority';
import { ProgressBar } from 'react-aria-components';
import { type MessageTable, useMessages } from '../messages/messages.ts';
import '../theme/tokens.css';
import './spinner.css';

export interface SpinnerMessages {
  readonly loading: string;
}

export const spinnerMessages: MessageTable<SpinnerMessages, 'spinner'> = {
  name: 'spinner',
  en: { loading: 'Loading' },
  ar: { loading: 'جارٍ التحميل' },
};

export const spinnerStyles = cva('jui-spinner', {
  variants: { size: { sm: 'jui-spinner--sm', md: 'jui-spinner--md', lg: 'jui-spinner--lg' } },
  defaultVariants: { size: 'md' },
});

export interface SpinnerProps extends VariantProps<typeof spinnerStyles> {
  /** What is loading ("Loading your bag"); "Loading" by default. */
  readonly label?: string | undefined;
  /** Shows the label beside the spinner instead of only naming it. */
  readonly showLabel?: boolean | undefined;
  readonly className?: string | undefined;
}

/** An indeterminate progress indicator (react-aria's ProgressBar), named for screen readers. */
export function Spinner({ label, showLabel = false, size, className }: SpinnerProps) {
  const strings = useMessages(spinnerMessages);
  const name = label ?? strings.loading;
  return (
    <ProgressBar
      isIndeterminate
      aria-label={name}
      data-slot="spinner"
      data-variant={size ?? 'md'}
      className={spinnerStyles({ size, className })}
    >
      <svg className="jui-spinner__circle" viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="12" cy="12" r="9" fill="none" strokeWidth="3" className="jui-spinner__rail" />
        <path d="M12 3a9 9 0 0 1 9 9" fill="none" strokeWidth="3" strokeLinecap="round" className="jui-spinner__arc" />
      </svg>
      {showLabel ? (
        <span className="jui-spinner__label" aria-hidden="true">
          {name}
        </span>
      ) : null}
    </ProgressBar>
  );
}
