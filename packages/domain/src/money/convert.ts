import { divideRounded, type Money, MoneyError } from './money.ts';

/** The currencies a price may be shown in. The shopper is always charged in SAR. */
export const DISPLAY_CURRENCIES = ['SAR', 'USD', 'EUR'] as const;
export type DisplayCurrency = (typeof DISPLAY_CURRENCIES)[number];

/** The riyal's peg: USD 1 = SAR 3.75. */
export const SAR_PER_USD = 3.75;
/** The store's default euro rate: SAR 1 = EUR 0.24 (a store setting). */
export const DEFAULT_EUR_PER_SAR = 0.24;

/** A rate is kept to six decimals and applied in integers. */
const RATE_SCALE = 1_000_000;

/** An amount shown in another currency: minor units (cents) of that currency, and whether it is approximate. */
export interface ConvertedAmount {
  readonly currency: DisplayCurrency;
  /** Minor units of `currency` (cents for USD and EUR, halalas for SAR); pass to `formatMoney` with the currency. */
  readonly minor: number;
  /** True for USD and EUR: the UI marks the amount with "≈" and says the charge is in SAR. */
  readonly approximate: boolean;
}

/** Halalas in US cents at the peg (× 100 / 375), rounded half up once. */
export function toUsd(amount: Money): number {
  return divideRounded(amount * 4, 15);
}

/** Halalas in euro cents at the store's rate (EUR per SAR, up to six decimals), rounded half up once. */
export function toEur(amount: Money, eurPerSar: number = DEFAULT_EUR_PER_SAR): number {
  const scaled = Math.round(eurPerSar * RATE_SCALE);
  if (!(eurPerSar > 0) || Math.abs(scaled - eurPerSar * RATE_SCALE) > 1e-3) {
    throw new MoneyError(`A EUR rate must be positive with at most six decimals, got ${String(eurPerSar)}`);
  }
  return divideRounded(amount * scaled, RATE_SCALE);
}

/** A SAR amount for display in the chosen currency. */
export function convertForDisplay(
  amount: Money,
  currency: DisplayCurrency,
  options: { readonly eurPerSar?: number } = {},
): ConvertedAmount {
  switch (currency) {
    case 'SAR':
      return { currency, minor: amount, approximate: false };
    case 'USD':
      return { currency, minor: toUsd(amount), approximate: true };
    case 'EUR':
      return { currency, minor: toEur(amount, options.eurPerSar), approximate: true };
  }
}
