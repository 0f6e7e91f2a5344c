import type { ProductDetail, WishlistView } from '@juicyin/contract';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api.ts';
import { accountKeys } from '../account/keys.ts';
import { catalogueItem, type ShopperCollection, useShopperCollection } from '../bag/shopper-collection.ts';
import { addToGuestWishlist, type GuestWishlist, guestWishlist, removeFromGuestWishlist } from './guest-wishlist.ts';

export function wishlistQuery(client: ApiClient) {
  return queryOptions({
    queryKey: accountKeys.wishlist(),
    queryFn: ({ signal }) => client.request('getWishlist', { signal }),
  });
}

/** A guest's wishlist priced from the catalogue, in the API's shape (unknown variants left out). */
export function priceGuestWishlist(
  wishlist: GuestWishlist,
  products: ReadonlyMap<string, ProductDetail>,
): WishlistView {
  return {
    items: wishlist.skus.flatMap((sku) => {
      const found = catalogueItem(products, wishlist.slugs[sku], sku);
      if (!found) return [];
      const { item, variant } = found;
      return [{ ...item, price: variant.price, oldPrice: variant.oldPrice }];
    }),
  };
}

const wishlistCollection: ShopperCollection<GuestWishlist, WishlistView, ReturnType<typeof accountKeys.wishlist>> = {
  topic: 'wishlist',
  query: wishlistQuery,
  store: guestWishlist,
  price: priceGuestWishlist,
  count: { server: (wishlist) => wishlist.items.length, guest: (wishlist) => wishlist.skus.length },
};

/** A product as a card knows it: its slug and the variant its heart adds. */
export interface WishlistProduct {
  readonly slug: string;
  readonly defaultVariant: { readonly sku: string };
}

/**
 * The shopper's wishlist: a guest's in the browser, a signed-in shopper's on the server.
 * `hasProduct` tells a card's heart whether any variant of the product is in it; `toggle` adds the
 * card's variant or takes every variant of the product out. Other tabs follow changes.
 */
export function useWishlist({ priced = true }: { readonly priced?: boolean } = {}) {
  const collection = useShopperCollection(wishlistCollection, priced);
  const { client, local, change } = collection;

  /** Where each SKU of the wishlist belongs (known before prices are). */
  const entries: readonly { sku: string; slug: string }[] = collection.isSignedIn
    ? (collection.server?.items ?? [])
    : collection.isGuest
      ? local.skus.map((sku) => ({ sku, slug: local.slugs[sku] ?? '' }))
      : [];

  const add = (sku: string, slug: string): Promise<void> =>
    change(
      (wishlist) => addToGuestWishlist(wishlist, sku, slug),
      () => client.request('addWishlistItem', { params: { sku } }),
    );

  const remove = (sku: string): Promise<void> =>
    change(
      (wishlist) => removeFromGuestWishlist(wishlist, sku),
      () => client.request('removeWishlistItem', { params: { sku } }),
    );

  const hasProduct = (slug: string): boolean => entries.some((entry) => entry.slug === slug);

  const toggle = async (product: WishlistProduct): Promise<void> => {
    const inList = entries.filter((entry) => entry.slug === product.slug);
    if (inList.length === 0) {
      await add(product.defaultVariant.sku, product.slug);
      return;
    }
    for (const entry of inList) await remove(entry.sku);
  };

  return {
    wishlist: collection.view,
    status: collection.status,
    count: collection.count,
    isSignedIn: collection.isSignedIn,
    isUpdating: collection.isUpdating,
    hasProduct,
    has: (sku: string) => entries.some((entry) => entry.sku === sku),
    add,
    remove,
    toggle,
    retry: collection.retry,
  };
}

export type WishlistState = ReturnType<typeof useWishlist>;
