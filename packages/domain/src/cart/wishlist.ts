import type { CartLine } from './cart.ts';

/** A wishlist is a list of variant SKUs, newest last, each at most once. */
export type Wishlist = readonly string[];

/** The wishlist with the variant added (unchanged when it is already there). */
export function addToWishlist(wishlist: Wishlist, sku: string): Wishlist {
  return wishlist.includes(sku) ? wishlist : [...wishlist, sku];
}

export function removeFromWishlist(wishlist: Wishlist, sku: string): Wishlist {
  return wishlist.filter((entry) => entry !== sku);
}

/** The account's wishlist after sign-in: its entries, then the guest's new ones, no repeats. */
export function mergeWishlists(account: Wishlist, guest: Wishlist): Wishlist {
  return [...new Set([...account, ...guest])];
}

/** "Move to wishlist" from the bag: the line leaves the bag and its variant joins the wishlist. */
export function moveToWishlist(
  cart: readonly CartLine[],
  wishlist: Wishlist,
  sku: string,
): { readonly cart: readonly CartLine[]; readonly wishlist: Wishlist } {
  if (!cart.some((line) => line.sku === sku)) return { cart, wishlist };
  return { cart: cart.filter((line) => line.sku !== sku), wishlist: addToWishlist(wishlist, sku) };
}
