import { addToCart, type CartLine, MAX_LINE_QUANTITY, removeLine, setQuantity } from '@juicyin/domain';
import { createLocalStore, isJsonObject, isSlugTable, isTextOfLength } from './local-store.ts';

/** A guest's bag in the browser: the lines (variant SKU and quantity) and each SKU's product slug. */
export interface GuestBag {
  readonly lines: readonly CartLine[];
  /** The product of each SKU, to price the line through the catalogue. */
  readonly slugs: Readonly<Record<string, string>>;
}

export const GUEST_BAG_KEY = 'juicyin.bag';

const emptyBag: GuestBag = { lines: [], slugs: {} };

interface StoredLine {
  readonly sku: string;
  readonly quantity: number;
}

function isStoredLine(value: unknown): value is StoredLine {
  return isJsonObject(value) && isTextOfLength(value['sku'], 1, 64) && typeof value['quantity'] === 'number';
}

/** Reads what a browser stored; lines without a product or with a broken quantity are dropped. */
export function parseGuestBag(stored: unknown): GuestBag {
  if (!isJsonObject(stored)) return emptyBag;
  const { lines, slugs } = stored;
  if (!Array.isArray(lines) || !lines.every(isStoredLine) || !isSlugTable(slugs)) return emptyBag;
  const kept = lines.filter(
    (line) =>
      slugs[line.sku] !== undefined &&
      Number.isSafeInteger(line.quantity) &&
      line.quantity >= 1 &&
      line.quantity <= MAX_LINE_QUANTITY,
  );
  return {
    lines: kept.map(({ sku, quantity }) => ({ sku, quantity })),
    slugs: Object.fromEntries(kept.map((line) => [line.sku, slugs[line.sku] ?? ''])),
  };
}

export const guestBag = createLocalStore(GUEST_BAG_KEY, parseGuestBag, emptyBag);

/** Adds units of a variant (domain rules: 1–99 per line; throws QuantityError past 99). */
export function addToGuestBag(bag: GuestBag, sku: string, slug: string, quantity: number): GuestBag {
  return { lines: addToCart(bag.lines, sku, quantity), slugs: { ...bag.slugs, [sku]: slug } };
}

export function setGuestQuantity(bag: GuestBag, sku: string, quantity: number): GuestBag {
  if (bag.slugs[sku] === undefined) return bag;
  return { lines: setQuantity(bag.lines, sku, quantity), slugs: bag.slugs };
}

export function removeFromGuestBag(bag: GuestBag, sku: string): GuestBag {
  const slugs = Object.fromEntries(Object.entries(bag.slugs).filter(([key]) => key !== sku));
  return { lines: removeLine(bag.lines, sku), slugs };
}
