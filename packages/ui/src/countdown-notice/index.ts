export {
  CountdownNotice,
  countdownNoticeMessages,
  type CountdownNoticeMessages,
  type CountdownNoticeProps,
  countdownNoticeStyles,
  everySecond,
  type Ticker,
} from './countdown-notice.tsx';
