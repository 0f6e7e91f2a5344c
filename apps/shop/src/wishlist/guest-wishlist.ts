import { addToWishlist, removeFromWishlist, type Wishlist } from '@juicyin/domain';
import { z } from 'zod';
import { createLocalStore } from '../bag/local-store.ts';

/** A guest's wishlist in the browser: variant SKUs (newest last) and each SKU's product slug. */
export interface GuestWishlist {
  readonly skus: Wishlist;
  readonly slugs: Readonly<Record<string, string>>;
}

export const GUEST_WISHLIST_KEY = 'juicyin.wishlist';

const emptyWishlist: GuestWishlist = { skus: [], slugs: {} };

const storedSchema = z.object({
  skus: z.array(z.string().min(1).max(64)),
  slugs: z.record(z.string(), z.string().min(1).max(120)),
});

export function parseGuestWishlist(stored: unknown): GuestWishlist {
  const parsed = storedSchema.safeParse(stored);
  if (!parsed.success) return emptyWishlist;
  const skus = [...new Set(parsed.data.skus.filter((sku) => parsed.data.slugs[sku] !== undefined))];
  return { skus, slugs: Object.fromEntries(skus.map((sku) => [sku, parsed.data.slugs[sku] ?? ''])) };
}

export const guestWishlist = createLocalStore(GUEST_WISHLIST_KEY, parseGuestWishlist, emptyWishlist);

export function addToGuestWishlist(wishlist: GuestWishlist, sku: string, slug: string): GuestWishlist {
  return { skus: addToWishlist(wishlist.skus, sku), slugs: { ...wishlist.slugs, [sku]: slug } };
}

export function removeFromGuestWishlist(wishlist: GuestWishlist, sku: string): GuestWishlist {
  const slugs = Object.fromEntries(Object.entries(wishlist.slugs).filter(([key]) => key !== sku));
  return { skus: removeFromWishlist(wishlist.skus, sku), slugs };
}
