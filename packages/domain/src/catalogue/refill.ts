import type { Money } from '../money/index.ts';

/** What a shopper may refill of one product (PRODUCT.md §3). */
export interface RefillAllowance {
  readonly productId: string;
  /** Glass units delivered to the shopper, over all their delivered orders. */
  readonly glassDelivered: number;
  /** Refill units already ordered (in orders not cancelled). */
  readonly refillsOrdered: number;
  /** Refill units they may still order. */
  readonly available: number;
}

/**
 * The REFILL NOW list: for each product the shopper has received in Glass, how many refills they
 * may still order — glass units delivered minus refills already ordered, never below zero.
 * Products with nothing left to refill are left out. Order follows `glassDelivered`.
 */
export function refillAllowances(
  glassDelivered: ReadonlyMap<string, number>,
  refillsOrdered: ReadonlyMap<string, number>,
): RefillAllowance[] {
  const allowances: RefillAllowance[] = [];
  for (const [productId, delivered] of glassDelivered) {
    const ordered = refillsOrdered.get(productId) ?? 0;
    const available = Math.max(0, delivered - ordered);
    if (available > 0) allowances.push({ productId, glassDelivered: delivered, refillsOrdered: ordered, available });
  }
  return allowances;
}

export type RefillRejection = 'not_received_in_glass' | 'more_than_allowed' | 'no_refill_price';

/**
 * Whether a refill of `quantity` units of a product may be ordered: the shopper must have
 * received it in Glass, have that many refills left, and the product must have a refill price
 * below its Glass price (a store figure).
 */
export function checkRefill(
  allowance: RefillAllowance | undefined,
  quantity: number,
  prices: { readonly refillPrice?: Money | undefined; readonly glassPrice: Money },
): { readonly ok: true; readonly unitPrice: Money } | { readonly ok: false; readonly reason: RefillRejection } {
  if (prices.refillPrice === undefined || prices.refillPrice >= prices.glassPrice)
    return { ok: false, reason: 'no_refill_price' };
  if (allowance === undefined) return { ok: false, reason: 'not_received_in_glass' };
  if (!Number.isSafeInteger(quantity) || quantity < 1 || quantity > allowance.available) {
    return { ok: false, reason: 'more_than_allowed' };
  }
  return { ok: true, unitPrice: prices.refillPrice };
}
