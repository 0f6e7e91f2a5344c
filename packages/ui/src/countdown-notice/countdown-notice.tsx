import { cva, type VariantProps } from 'class-variance-authority';
import { type ReactNode, useEffect, useEffectEvent, useState } from 'react';
import { Link } from 'react-aria-components';
import { useLocale } from '../locale-provider/locale-provider.tsx';
import { buttonStyles } from '../button/index.ts';
import { type MessageTable, plural, type PluralForms, useMessages } from '../messages/index.ts';
import { VisuallyHidden } from '../visually-hidden/index.ts';
import '../theme/tokens.css';
import './countdown-notice.css';

export interface CountdownNoticeMessages {
  /** The visible countdown, per plural category of the seconds left. */
  readonly redirectIn: PluralForms;
  readonly redirectingNow: string;
  readonly goHome: string;
}

export const countdownNoticeMessages: MessageTable<CountdownNoticeMessages, 'countdownNotice'> = {
  name: 'countdownNotice',
  en: {
    redirectIn: {
      one: (n) => `You will be redirected to the homepage in ${n} second`,
      other: (n) => `You will be redirected to the homepage in ${n} seconds`,
    },
    redirectingNow: 'Taking you to the homepage now',
    goHome: 'Go to homepage',
  },
  ar: {
    redirectIn: {
      zero: () => 'سيتم تحويلك إلى الصفحة الرئيسية الآن',
      one: () => 'سيتم تحويلك إلى الصفحة الرئيسية خلال ثانية واحدة',
      two: () => 'سيتم تحويلك إلى الصفحة الرئيسية خلال ثانيتين',
      few: (n) => `سيتم تحويلك إلى الصفحة الرئيسية خلال ${n} ثوانٍ`,
      many: (n) => `سيتم تحويلك إلى الصفحة الرئيسية خلال ${n} ثانية`,
      other: (n) => `سيتم تحويلك إلى الصفحة الرئيسية خلال ${n} ثانية`,
    },
    redirectingNow: 'جارٍ نقلك إلى الصفحة الرئيسية الآن',
    goHome: 'اذهب إلى الصفحة الرئيسية',
  },
};

/** Calls `tick` once a second until the returned function is called. */
export type Ticker = (tick: () => void) => () => void;

/** The real clock: one tick a second. */
export const everySecond: Ticker = (tick) => {
  const id = setInterval(tick, 1000);
  return () => {
    clearInterval(id);
  };
};

export const countdownNoticeStyles = cva('jui-countdown-notice', {
  variants: { tone: { neutral: 'jui-countdown-notice--neutral', brand: 'jui-countdown-notice--brand' } },
  defaultVariants: { tone: 'neutral' },
});

export interface CountdownNoticeProps extends VariantProps<typeof countdownNoticeStyles> {
  /** Seconds to count down from (default 20, as the not-found page does). */
  readonly seconds?: number;
  /** Called once when the countdown reaches zero (the page then goes home). */
  readonly onDone?: () => void;
  /** Where "Go to homepage" leads (default `/`). */
  readonly homeHref?: string;
  /** Called when the shopper leaves at once through "Go to homepage". */
  readonly onGoHome?: () => void;
  /** The clock; tests pass one they advance by hand. */
  readonly ticker?: Ticker;
  /** Seconds left at which the polite live region speaks (besides the start and the end). */
  readonly announceAt?: readonly number[];
  readonly messages?: Partial<CountdownNoticeMessages>;
  /** Shown above the countdown, e.g. the not-found message. */
  readonly children?: ReactNode;
  readonly className?: string;
}

/**
 * The not-found page's countdown: the seconds left are shown every second (as a `timer`, which
 * screen readers do not read out on each change) and announced politely at the start, at the
 * `announceAt` marks and at the end, so a screen-reader user hears it without being flooded.
 */
export function CountdownNotice({
  seconds = 20,
  onDone,
  homeHref = '/',
  onGoHome,
  ticker = everySecond,
  announceAt = [10, 5],
  tone,
  messages: overrides,
  children,
  className,
}: CountdownNoticeProps) {
  const { locale } = useLocale();
  const messages = useMessages(countdownNoticeMessages, overrides);
  const [left, setLeft] = useState(seconds);
  const [announced, setAnnounced] = useState(seconds);
  const finish = useEffectEvent(() => {
    onDone?.();
  });
  const isAnnounced = useEffectEvent((remaining: number) => remaining === 0 || announceAt.includes(remaining));

  // A new `seconds` or `ticker` restarts the clock; give the notice a new `key` to restart it
  // from the top with fresh state.
  useEffect(() => {
    let remaining = seconds;
    const stop = ticker(() => {
      if (remaining <= 0) return;
      remaining -= 1;
      setLeft(remaining);
      if (isAnnounced(remaining)) setAnnounced(remaining);
      if (remaining === 0) {
        stop();
        finish();
      }
    });
    return stop;
  }, [seconds, ticker]);

  const text = (count: number) => (count === 0 ? messages.redirectingNow : plural(locale, count, messages.redirectIn));

  return (
    <div
      data-slot="countdown-notice"
      data-variant={tone ?? 'neutral'}
      className={countdownNoticeStyles({ tone, className })}
    >
      {children}
      <p className="jui-countdown-notice__timer" role="timer" aria-atomic="true" data-seconds={left}>
        {text(left)}
      </p>
      <VisuallyHidden role="status" aria-live="polite" data-seconds={announced}>
        {text(announced)}
      </VisuallyHidden>
      <Link href={homeHref} onPress={onGoHome} className={buttonStyles({ variant: 'primary' })} data-slot="button">
        {messages.goHome}
      </Link>
    </div>
  );
}
