import type { ProductDetail } from '@juicyin/contract';
import { type QueryKey, useMutation, useQuery, useQueryClient, type UseQueryOptions } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ApiClient } from '../api.ts';
import { broadcast, type SyncTopic } from '../account/cross-tab.ts';
import { meQuery, useSession } from '../account/session.ts';
import { useApiClient } from '../api-client.tsx';
import { useGuestProducts } from '../catalogue/use-guest-products.ts';
import { type LocalStore, useLocalStore } from './local-store.ts';

/** What a guest keeps in the browser for a collection: each SKU's product slug (to price it). */
export interface GuestCollection {
  readonly slugs: Readonly<Record<string, string>>;
}

/** How one collection (the bag, the wishlist) is kept: on the server for a shopper, in the browser for a guest. */
export interface ShopperCollection<Local extends GuestCollection, View, Key extends QueryKey = QueryKey> {
  /** The cross-tab topic and the query of the signed-in shopper's collection. */
  readonly topic: Extract<SyncTopic, 'bag' | 'wishlist'>;
  readonly query: (client: ApiClient) => UseQueryOptions<View, Error, View, Key> & { queryKey: Key };
  readonly store: LocalStore<Local>;
  /** The guest's collection in the server's shape, priced from the catalogue's products. */
  readonly price: (local: Local, products: ReadonlyMap<string, ProductDetail>) => View;
  /** How many the header shows: from the server's answer, or from the browser's copy before any price is known. */
  readonly count: { readonly server: (view: View) => number; readonly guest: (local: Local) => number };
}

/**
 * A variant of a guest's collection as the catalogue describes it (what the server's bag and
 * wishlist answer with for it); undefined when the catalogue no longer has the product or variant.
 */
export function catalogueItem(products: ReadonlyMap<string, ProductDetail>, slug: string | undefined, sku: string) {
  const product = products.get(slug ?? '');
  const variant = product?.variants.find((candidate) => candidate.sku === sku);
  if (!product || !variant) return undefined;
  return {
    item: {
      sku,
      slug: product.slug,
      name: product.name,
      description: product.description,
      image: product.images[variant.material][0] ?? product.image,
      material: variant.material,
      size: variant.size,
      inStock: variant.inStock,
    },
    variant,
  };
}

/**
 * The one shape of the shopper's bag and wishlist: a guest's lives in `store` (priced through the
 * catalogue unless `priced` is false), a signed-in shopper's on the server. `change` applies a
 * change to whichever holds it — while the session is still loading it waits to know — and tells
 * the other tabs. `view` is the collection in the server's shape once it is known.
 */
export function useShopperCollection<Local extends GuestCollection, View, Key extends QueryKey>(
  collection: ShopperCollection<Local, View, Key>,
  priced: boolean,
) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const session = useSession();
  const isSignedIn = session.status === 'signed-in';
  const isGuest = session.status === 'signed-out' || session.status === 'error';
  const local = useLocalStore(collection.store);
  const query = collection.query(client);

  const server = useQuery({ ...query, enabled: isSignedIn });
  const slugs = [...new Set(Object.values(local.slugs))];
  const products = useGuestProducts(client, slugs, isGuest && priced);

  const save = useCallback(
    (view: View) => {
      queryClient.setQueryData<View>(query.queryKey, view);
      broadcast(collection.topic);
    },
    [queryClient, query.queryKey, collection.topic],
  );
  const mutation = useMutation({ mutationFn: (send: () => Promise<View>) => send(), onSuccess: save });

  let view: View | undefined;
  let status: 'loading' | 'ready' | 'error';
  if (isSignedIn) {
    view = server.data;
    status = server.isError ? 'error' : view ? 'ready' : 'loading';
  } else if (isGuest) {
    status = products.failed ? 'error' : products.pending ? 'loading' : 'ready';
    view = status === 'ready' && priced ? collection.price(local, products.products) : undefined;
  } else {
    status = 'loading';
  }

  /** Whether a change goes to the server: while the session is still loading, it waits for it. */
  const toServer = async (): Promise<boolean> => {
    if (session.status !== 'loading') return isSignedIn;
    const shopper = await queryClient.query(meQuery(client)).catch(() => null);
    return shopper !== null;
  };

  /** Applies a change: `guest` to the browser's copy, or `send` (the request answering the new collection). */
  const change = async (guest: (current: Local) => Local, send: () => Promise<View>): Promise<void> => {
    if (!(await toServer())) {
      collection.store.set(guest(collection.store.get()));
      return;
    }
    await mutation.mutateAsync(send);
  };

  const count = isSignedIn
    ? server.data === undefined
      ? undefined
      : collection.count.server(server.data)
    : isGuest
      ? collection.count.guest(local)
      : undefined;

  /** The server's collection now: the cached one, or fetched. */
  const current = async (): Promise<View> => server.data ?? (await queryClient.query(query));

  return {
    client,
    local,
    /** The signed-in shopper's collection as the server last answered (undefined for a guest). */
    server: isSignedIn ? server.data : undefined,
    view,
    status,
    /** The header's count: undefined until known. */
    count,
    isSignedIn,
    isGuest,
    isUpdating: mutation.isPending,
    change,
    current,
    retry: () => {
      void (isSignedIn ? server.refetch() : products.refetch());
    },
  };
}
