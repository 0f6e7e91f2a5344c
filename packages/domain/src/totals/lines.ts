import { add, halalas, type Money, multiply } from '../money/index.ts';

/** One priced line: a VAT-inclusive unit price in halalas and a whole number of units. */
export interface PriceableLine {
  /** VAT-inclusive unit price in halalas. */
  readonly unitPrice: number;
  /** A whole number of units, at least 1. */
  readonly quantity: number;
}

/** A line with its total. */
export type WithLineTotal<T> = T & { readonly lineTotal: Money };

/** The figures of a bag: each line with its total, the units in it and the sub total (VAT included). */
export interface BagTotals<T> {
  readonly lines: WithLineTotal<T>[];
  readonly itemCount: number;
  readonly subTotal: Money;
}

export class TotalsError extends RangeError {
  override readonly name = 'TotalsError';
}

/** Throws TotalsError for a negative amount; the amount otherwise. */
export function nonNegative(name: string, amount: Money): Money {
  if (amount < 0) throw new TotalsError(`${name} cannot be negative, got ${String(amount)}`);
  return amount;
}

/** Throws TotalsError unless the value is a whole number of at least 1. */
export function positiveWhole(name: string, value: number): number {
  if (!Number.isSafeInteger(value) || value < 1)
    throw new TotalsError(`${name} must be a whole number of at least 1, got ${String(value)}`);
  return value;
}

/**
 * A line's total: unit price × quantity, in halalas, VAT included as the price is. Throws
 * TotalsError for a negative price or a quantity that is not a whole number of at least 1, and
 * MoneyError for a price that is not a whole number of halalas.
 */
export function lineTotal(line: PriceableLine): Money {
  return multiply(nonNegative('A unit price', halalas(line.unitPrice)), positiveWhole('A quantity', line.quantity));
}

/** How many units the lines hold (the bag's count). Throws TotalsError for a broken quantity. */
export function itemCount(lines: readonly Pick<PriceableLine, 'quantity'>[]): number {
  return lines.reduce((sum, line) => sum + positiveWhole('A quantity', line.quantity), 0);
}

/**
 * The one place a bag is added up — the server's bag, a guest's bag in the browser and an order's
 * sub total: every line with its `lineTotal` (its other fields kept), the units and the sub total.
 * Throws as `lineTotal` does.
 */
export function bagTotals<T extends PriceableLine>(lines: readonly T[]): BagTotals<T> {
  const priced = lines.map((line) => ({ ...line, lineTotal: lineTotal(line) }));
  return {
    lines: priced,
    itemCount: itemCount(priced),
    subTotal: add(...priced.map((line) => line.lineTotal)),
  };
}
