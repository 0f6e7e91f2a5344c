import { cva, type VariantProps } from 'class-variance-authority';
import { useLocale } from '../locale-provider/locale-provider.tsx';
import { CheckIcon } from '../icons/index.ts';
import { formatNumber, type MessageTable, useMessages } from '../messages/index.ts';
import '../theme/tokens.css';
import './progress-steps.css';

export interface ProgressStepsMessages {
  readonly label: string;
  readonly done: string;
  readonly current: string;
  readonly upcoming: string;
}

export const progressStepsMessages: MessageTable<ProgressStepsMessages, 'progressSteps'> = {
  name: 'progressSteps',
  en: { label: 'Progress', done: 'done', current: 'current step', upcoming: 'not yet' },
  ar: { label: 'التقدّم', done: 'مكتملة', current: 'الخطوة الحالية', upcoming: 'لم تبدأ بعد' },
};

export const progressStepsStyles = cva('jui-progress-steps', {
  variants: { size: { md: 'jui-progress-steps--md', sm: 'jui-progress-steps--sm' } },
  defaultVariants: { size: 'md' },
});

export interface ProgressStep {
  readonly id: string;
  readonly label: string;
}

export interface ProgressStepsProps extends VariantProps<typeof progressStepsStyles> {
  readonly steps: readonly ProgressStep[];
  /** The index of the step the user is on; steps before it are done. Past the last: all done. */
  readonly current: number;
  readonly messages?: Partial<ProgressStepsMessages>;
  readonly className?: string;
}

/**
 * Where a user is in a short process (checkout's SIGN IN → SHIPPING AND PAYMENT → ORDER COMPLETE):
 * an ordered list in a labelled nav, the current step marked `aria-current="step"`, each step's
 * state also said in words for screen readers. It only shows; it does not navigate.
 */
export function ProgressSteps({ steps, current, size, messages: overrides, className }: ProgressStepsProps) {
  const messages = useMessages(progressStepsMessages, overrides);
  const { locale } = useLocale();
  return (
    <nav
      data-slot="progress-steps"
      data-variant={size ?? 'md'}
      aria-label={messages.label}
      className={progressStepsStyles({ size, className })}
    >
      <ol className="jui-progress-steps__list">
        {steps.map((step, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'upcoming';
          return (
            <li
              key={step.id}
              className="jui-progress-steps__step"
              data-state={state}
              {...(state === 'current' ? { 'aria-current': 'step' as const } : {})}
            >
              <span className="jui-progress-steps__marker" aria-hidden="true">
                {state === 'done' ? <CheckIcon size="sm" /> : formatNumber(locale, index + 1)}
              </span>
              <span className="jui-progress-steps__label">{step.label}</span>
              <span className="jui-progress-steps__state">{messages[state]}</span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
