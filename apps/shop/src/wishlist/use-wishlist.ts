import type { ProductDetail, WishlistView } from '@juicyin/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ApiClient } from '../api.ts';
import { broadcast } from '../account/cross-tab.ts';
import { accountKeys } from '../account/keys.ts';
import { meQuery, useSession } from '../account/session.ts';
import { useApiClient } from '../api-client.tsx';
import { useLocalStore } from '../bag/local-store.ts';
import { useGuestProducts } from '../catalogue/use-guest-products.ts';
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
  const items: WishlistView['items'] = [];
  for (const sku of wishlist.skus) {
    const product = products.get(wishlist.slugs[sku] ?? '');
    const variant = product?.variants.find((candidate) => candidate.sku === sku);
    if (!product || !variant) continue;
    items.push({
      sku,
      slug: product.slug,
      name: product.name,
      description: product.description,
      image: product.images[variant.material][0] ?? product.image,
      material: variant.material,
      size: variant.size,
      price: variant.price,
      oldPrice: variant.oldPrice,
      inStock: variant.inStock,
    });
  }
  return { items };
}

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
  const client = useApiClient();
  const queryClient = useQueryClient();
  const session = useSession();
  const isSignedIn = session.status === 'signed-in';
  const isGuest = session.status === 'signed-out' || session.status === 'error';
  const local = useLocalStore(guestWishlist);

  const server = useQuery({ ...wishlistQuery(client), enabled: isSignedIn });
  const slugs = [...new Set(local.skus.map((sku) => local.slugs[sku] ?? ''))].filter(Boolean);
  const products = useGuestProducts(client, slugs, isGuest && priced);

  const save = useCallback(
    (wishlist: WishlistView) => {
      queryClient.setQueryData(accountKeys.wishlist(), wishlist);
      broadcast('wishlist');
    },
    [queryClient],
  );
  const addItem = useMutation({
    mutationFn: (sku: string) => client.request('addWishlistItem', { params: { sku } }),
    onSuccess: save,
  });
  const removeItem = useMutation({
    mutationFn: (sku: string) => client.request('removeWishlistItem', { params: { sku } }),
    onSuccess: save,
  });

  let wishlist: WishlistView | undefined;
  let status: 'loading' | 'ready' | 'error';
  if (isSignedIn) {
    wishlist = server.data;
    status = server.isError ? 'error' : wishlist ? 'ready' : 'loading';
  } else if (isGuest) {
    status = products.failed ? 'error' : products.pending ? 'loading' : 'ready';
    wishlist = status === 'ready' && priced ? priceGuestWishlist(local, products.products) : undefined;
  } else {
    status = 'loading';
  }

  /** Where each SKU of the wishlist belongs (known before prices are). */
  const entries: readonly { sku: string; slug: string }[] = isSignedIn
    ? (server.data?.items ?? [])
    : isGuest
      ? local.skus.map((sku) => ({ sku, slug: local.slugs[sku] ?? '' }))
      : [];
  const count = isSignedIn ? server.data?.items.length : isGuest ? local.skus.length : undefined;

  /** Whether a change goes to the server: while the session is still loading, it waits for it. */
  const toServer = async (): Promise<boolean> => {
    if (session.status !== 'loading') return isSignedIn;
    const shopper = await queryClient.query(meQuery(client)).catch(() => null);
    return shopper !== null;
  };

  const add = async (sku: string, slug: string): Promise<void> => {
    if (!(await toServer())) {
      guestWishlist.set(addToGuestWishlist(guestWishlist.get(), sku, slug));
      return;
    }
    await addItem.mutateAsync(sku);
  };

  const remove = async (sku: string): Promise<void> => {
    if (!(await toServer())) {
      guestWishlist.set(removeFromGuestWishlist(guestWishlist.get(), sku));
      return;
    }
    await removeItem.mutateAsync(sku);
  };

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
    wishlist,
    status,
    count,
    isSignedIn,
    isUpdating: addItem.isPending || removeItem.isPending,
    hasProduct,
    has: (sku: string) => entries.some((entry) => entry.sku === sku),
    add,
    remove,
    toggle,
    retry: () => {
      void (isSignedIn ? server.refetch() : products.refetch());
    },
  };
}

export type WishlistState = ReturnType<typeof useWishlist>;
