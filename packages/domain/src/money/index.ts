export { allocate } from './allocate.ts';
export {
  type ConvertedAmount,
  convertForDisplay,
  DEFAULT_EUR_PER_SAR,
  DISPLAY_CURRENCIES,
  type DisplayCurrency,
  SAR_PER_USD,
  toEur,
  toUsd,
} from './convert.ts';
export { type FormatMoneyOptions, type FormattedMoney, formatMoney, moneyFormatter, type Numerals } from './format.ts';
export {
  add,
  divideRounded,
  HALALAS_PER_SAR,
  halalas,
  type Money,
  MoneyError,
  multiply,
  percentage,
  sar,
  subtract,
  VAT_RATE_PERCENT,
  vatContained,
  ZERO,
} from './money.ts';
