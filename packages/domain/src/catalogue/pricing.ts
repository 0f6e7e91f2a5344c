import { divideRounded, type Money } from '../money/index.ts';

/**
 * The discount badge: round((old − price) / old × 100) %, half up, computed in integers.
 * Undefined when there is no old price, when the old price is not above the price, or when the
 * discount rounds to 0 % (a "−0 %" badge would tell the shopper nothing).
 */
export function discountPercent(price: Money, oldPrice?: Money): number | undefined {
  if (oldPrice === undefined || oldPrice <= price) return undefined;
  const percent = divideRounded((oldPrice - price) * 100, oldPrice);
  return percent > 0 ? percent : undefined;
}

export interface PriceRange {
  readonly min: Money;
  readonly max: Money;
}

/**
 * The lowest and highest price among a product's variants ("SAR 12.00 – SAR 30.00" on a card),
 * or undefined for a product without variants.
 */
export function priceRange(variants: readonly { readonly price: Money }[]): PriceRange | undefined {
  const [first, ...rest] = variants;
  if (first === undefined) return undefined;
  let min = first.price;
  let max = first.price;
  for (const { price } of rest) {
    if (price < min) min = price;
    if (price > max) max = price;
  }
  return { min, max };
}
