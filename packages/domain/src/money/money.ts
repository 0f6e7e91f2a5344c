/**
 * Money in integer halalas (1 SAR = 100 halalas). Never a float.
 *
 * Every operation that divides rounds exactly once, half away from zero ("half-up" for the
 * positive amounts a shop deals in), using integer arithmetic so no binary fraction creeps in.
 */
declare const halalasBrand: unique symbol;

/** An amount of money in halalas: an integer, branded so a plain number is not taken by mistake. */
export type Money = number & { readonly [halalasBrand]: true };

export const HALALAS_PER_SAR = 100;

/** The standard Saudi VAT rate, in percent. */
export const VAT_RATE_PERCENT = 15;

export class MoneyError extends RangeError {
  override readonly name = 'MoneyError';
}

/** Wraps an integer number of halalas; throws for fractions, NaN and unsafe integers. */
export function halalas(amount: number): Money {
  if (!Number.isSafeInteger(amount)) {
    throw new MoneyError(`Money must be a whole number of halalas, got ${String(amount)}`);
  }
  return (amount === 0 ? 0 : amount) as Money; // never -0
}

export const ZERO: Money = halalas(0);

/**
 * Parses a SAR amount written in decimal ("12.5", "12.50", "-3") into halalas, exactly.
 * More than two decimals is an error: a price has no fraction of a halala.
 */
export function sar(amount: string): Money {
  const match = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) {
    throw new MoneyError(`"${amount}" is not a SAR amount with at most two decimals`);
  }
  const [, minus, whole = '0', fraction = ''] = match;
  const value = Number(whole) * HALALAS_PER_SAR + Number(fraction.padEnd(2, '0'));
  return halalas(minus ? -value : value);
}

/** Sum of any number of amounts. */
export function add(...amounts: readonly Money[]): Money {
  let total = 0;
  for (const amount of amounts) total += amount;
  return halalas(total);
}

export function subtract(minuend: Money, subtrahend: Money): Money {
  return halalas(minuend - subtrahend);
}

/** Unit price × quantity; the quantity must be a whole number. */
export function multiply(amount: Money, quantity: number): Money {
  if (!Number.isSafeInteger(quantity)) {
    throw new MoneyError(`A quantity must be a whole number, got ${String(quantity)}`);
  }
  return halalas(amount * quantity);
}

/**
 * numerator / denominator rounded half away from zero, for integers. The one rounding
 * primitive every money computation uses.
 */
export function divideRounded(numerator: number, denominator: number): Money {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator === 0) {
    throw new MoneyError(`Cannot divide ${String(numerator)} by ${String(denominator)}`);
  }
  const negative = numerator < 0 !== denominator < 0;
  const n = Math.abs(numerator);
  const d = Math.abs(denominator);
  const rounded = Math.floor((2 * n + d) / (2 * d));
  return halalas(negative ? -rounded : rounded);
}

/** `percent` % of an amount, rounded once. `percent` may have up to two decimals (12.5 %). */
export function percentage(amount: Money, percent: number): Money {
  const hundredths = Math.round(percent * 100);
  if (Math.abs(hundredths - percent * 100) > 1e-6) {
    throw new MoneyError(`A percentage may have at most two decimals, got ${String(percent)}`);
  }
  return divideRounded(amount * hundredths, 100 * 100);
}

/**
 * The VAT contained in a VAT-inclusive amount: amount × rate / (100 + rate), rounded once.
 * SAR 115.00 at 15 % contains SAR 15.00.
 */
export function vatContained(amountInclusive: Money, ratePercent: number = VAT_RATE_PERCENT): Money {
  if (!Number.isSafeInteger(ratePercent) || ratePercent < 0) {
    throw new MoneyError(`A VAT rate must be a whole, non-negative percent, got ${String(ratePercent)}`);
  }
  return divideRounded(amountInclusive * ratePercent, 100 + ratePercent);
}
