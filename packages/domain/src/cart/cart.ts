/** The most of one variant a bag line may hold (PRODUCT.md §3). */
export const MAX_LINE_QUANTITY = 99;
/** The least: a line with no units is removed instead. */
export const MIN_LINE_QUANTITY = 1;

/** One line of a bag: a variant (by SKU) and how many of it. */
export interface CartLine {
  readonly sku: string;
  readonly quantity: number;
}

export type QuantityErrorReason = 'not_whole' | 'below_minimum' | 'above_maximum';

/** A quantity outside the whole numbers 1–99, with the reason and the offending value. */
export class QuantityError extends RangeError {
  override readonly name = 'QuantityError';
  readonly reason: QuantityErrorReason;
  readonly quantity: number;

  constructor(quantity: number, reason: QuantityErrorReason) {
    super(
      reason === 'not_whole'
        ? `A quantity must be a whole number, got ${String(quantity)}`
        : `A quantity must be from ${String(MIN_LINE_QUANTITY)} to ${String(MAX_LINE_QUANTITY)}, got ${String(quantity)}`,
    );
    this.quantity = quantity;
    this.reason = reason;
  }
}

/** Throws QuantityError unless the quantity is a whole number from 1 to 99. */
export function assertLineQuantity(quantity: number): void {
  if (!Number.isSafeInteger(quantity)) throw new QuantityError(quantity, 'not_whole');
  if (quantity < MIN_LINE_QUANTITY) throw new QuantityError(quantity, 'below_minimum');
  if (quantity > MAX_LINE_QUANTITY) throw new QuantityError(quantity, 'above_maximum');
}

/**
 * Adds units of a variant: to its line when the bag has one, else as a new last line.
 * Throws QuantityError when the added quantity is not a whole number from 1 to 99, or when the
 * line would then hold more than 99 (the bag is left as it was; the shopper is told the limit).
 */
export function addToCart(lines: readonly CartLine[], sku: string, quantity = 1): readonly CartLine[] {
  assertLineQuantity(quantity);
  const existing = lines.find((line) => line.sku === sku);
  if (existing === undefined) return [...lines, { sku, quantity }];
  const total = existing.quantity + quantity;
  assertLineQuantity(total);
  return lines.map((line) => (line.sku === sku ? { sku, quantity: total } : line));
}

/**
 * Sets a line's quantity (the bag's stepper). A variant not yet in the bag is added as a new
 * last line. Throws QuantityError for anything but a whole number from 1 to 99; removing a line
 * is `removeLine`, not a quantity of 0.
 */
export function setQuantity(lines: readonly CartLine[], sku: string, quantity: number): readonly CartLine[] {
  assertLineQuantity(quantity);
  if (!lines.some((line) => line.sku === sku)) return [...lines, { sku, quantity }];
  return lines.map((line) => (line.sku === sku ? { sku, quantity } : line));
}

/** The bag without the variant's line (unchanged when it has none). */
export function removeLine(lines: readonly CartLine[], sku: string): readonly CartLine[] {
  return lines.filter((line) => line.sku !== sku);
}

/**
 * The account's bag after a guest signs in (PRODUCT.md §3): per variant the quantities add, capped
 * at 99. The account's lines keep their order, the guest's new variants follow in theirs.
 * Lines a browser may have stored broken (a quantity below 1 or not a whole number) are dropped,
 * quantities above 99 count as 99, and repeated SKUs within one bag add up — so merging is
 * associative and every line of the result holds 1–99.
 */
export function mergeCarts(account: readonly CartLine[], guest: readonly CartLine[]): readonly CartLine[] {
  const merged = new Map<string, number>();
  for (const { sku, quantity } of [...account, ...guest]) {
    if (!Number.isSafeInteger(quantity) || quantity < MIN_LINE_QUANTITY) continue;
    merged.set(sku, Math.min(MAX_LINE_QUANTITY, (merged.get(sku) ?? 0) + quantity));
  }
  return Array.from(merged, ([sku, quantity]) => ({ sku, quantity }));
}
