import { numberFormat } from '../locale/intl-formats.ts';
import { HALALAS_PER_SAR, type Money } from './money.ts';

export type Numerals = 'latn' | 'arab';

export interface FormatMoneyOptions {
  /** A BCP 47 locale: `en-SA`, `ar-SA` (or `en`, `ar`). */
  readonly locale: string;
  /** Latin digits by default, also in Arabic; `arab` for Arabic-Indic digits. */
  readonly numerals?: Numerals;
  /** ISO 4217 code of the amount's currency; the amount is in its minor unit. Default SAR. */
  readonly currency?: 'SAR' | 'USD' | 'EUR';
}

export interface FormattedMoney {
  /** What a person reads, formatted by Intl for the locale (it may contain bidi marks). */
  readonly text: string;
  /** The raw amount in minor units, for `<data value>` and for tests. */
  readonly value: number;
}

/** The cached Intl.NumberFormat (`numberFormat`) for the locale, numbering system and currency. */
export function moneyFormatter(options: FormatMoneyOptions): Intl.NumberFormat {
  return numberFormat(`${options.locale}-u-nu-${options.numerals ?? 'latn'}`, {
    style: 'currency',
    currency: options.currency ?? 'SAR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
}

/**
 * Formats an amount in minor units (halalas for SAR) through Intl, never by hand: Intl places the
 * currency, the digits and the minus sign for the locale.
 */
export function formatMoney(amount: Money | number, options: FormatMoneyOptions): FormattedMoney {
  const minor = Number(amount);
  // Dividing by 100 here is exact for display: Intl rounds to two decimals of a value that is
  // already a whole number of minor units.
  return { text: moneyFormatter(options).format(minor / HALALAS_PER_SAR), value: minor };
}
