import { addToWishlist, removeFromWishlist, type Wishlist } from '@juicyin/domain';
import { createLocalStore, isJsonObject, isSlugTable, isTextOfLength } from '../bag/local-store.ts';

/** A guest's wishlist in the browser: variant SKUs (newest last) and each SKU's product slug. */
export interface GuestWishlist {
  readonly skus: Wishlist;
  readonly slugs: Readonly<Record<string, string>>;
}

export const GUEST_WISHLIST_KEY = 'juicyin.wishlist';

const emptyWishlist: GuestWishlist = { skus: [], slugs: {} };

const isSku = (value: unknown): value is string => isTextOfLength(value, 1, 64);

/** Reads what a browser stored; SKUs without a product are dropped, and so is a repeated one. */
export function parseGuestWishlist(stored: unknown): GuestWishlist {
  if (!isJsonObject(stored)) return emptyWishlist;
  const { skus, slugs } = stored;
  if (!Array.isArray(skus) || !skus.every(isSku) || !isSlugTable(slugs)) return emptyWishlist;
  const kept = [...new Set(skus.filter((sku) => slugs[sku] !== undefined))];
  return { skus: kept, slugs: Object.fromEntries(kept.map((sku) => [sku, slugs[sku] ?? ''])) };
}

export const guestWishlist = createLocalStore(GUEST_WISHLIST_KEY, parseGuestWishlist, emptyWishlist);

export function addToGuestWishlist(wishlist: GuestWishlist, sku: string, slug: string): GuestWishlist {
  return { skus: addToWishlist(wishlist.skus, sku), slugs: { ...wishlist.slugs, [sku]: slug } };
}

export function removeFromGuestWishlist(wishlist: GuestWishlist, sku: string): GuestWishlist {
  const slugs = Object.fromEntries(Object.entries(wishlist.slugs).filter(([key]) => key !== sku));
  return { skus: removeFromWishlist(wishlist.skus, sku), slugs };
}
