import { type CartLine, mergeCarts } from '../cart/index.ts';

/**
 * "Re-order": the order's lines go into the bag (quantities add, capped at 99), priced at today's
 * prices when the bag is shown. Variants no longer sold or out of stock are left out and listed,
 * so the shop can say which.
 */
export function reorder(
  bag: readonly CartLine[],
  orderLines: readonly CartLine[],
  isAvailable: (sku: string) => boolean,
): { readonly bag: readonly CartLine[]; readonly unavailable: readonly string[] } {
  const available = orderLines.filter((line) => isAvailable(line.sku));
  const unavailable = [...new Set(orderLines.filter((line) => !isAvailable(line.sku)).map((line) => line.sku))];
  return { bag: mergeCarts(bag, available), unavailable };
}
