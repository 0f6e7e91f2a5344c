import type { Bag, ProductDetail } from '@juicyin/contract';
import { addToCart } from '@juicyin/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ApiClient } from '../api.ts';
import { broadcast } from '../account/cross-tab.ts';
import { accountKeys } from '../account/keys.ts';
import { meQuery, useSession } from '../account/session.ts';
import { useApiClient } from '../api-client.tsx';
import { productQuery } from '../catalogue/queries.ts';
import { useGuestProducts } from '../catalogue/use-guest-products.ts';
import { addToGuestBag, type GuestBag, guestBag, removeFromGuestBag, setGuestQuantity } from './guest-bag.ts';
import { useLocalStore } from './local-store.ts';

export function bagQuery(client: ApiClient) {
  return queryOptions({
    queryKey: accountKeys.bag(),
    queryFn: ({ signal }) => client.request('getBag', { signal }),
  });
}

/** What goes in the bag: a variant of a product and how many. */
export interface BagItem {
  readonly sku: string;
  readonly slug: string;
  readonly quantity: number;
}

/**
 * Prices a guest's bag from the catalogue, in the shape of the API's bag, so one screen shows
 * either. Lines whose product or variant the catalogue no longer has are left out.
 */
export function priceGuestBag(bag: GuestBag, products: ReadonlyMap<string, ProductDetail>): Bag {
  const lines: Bag['lines'] = [];
  for (const { sku, quantity } of bag.lines) {
    const product = products.get(bag.slugs[sku] ?? '');
    const variant = product?.variants.find((candidate) => candidate.sku === sku);
    if (!product || !variant) continue;
    lines.push({
      sku,
      slug: product.slug,
      name: product.name,
      description: product.description,
      image: product.images[variant.material][0] ?? product.image,
      material: variant.material,
      size: variant.size,
      quantity,
      unitPrice: variant.price,
      oldUnitPrice: variant.oldPrice,
      lineTotal: variant.price * quantity,
      inStock: variant.inStock,
    });
  }
  return {
    lines,
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    subTotal: lines.reduce((sum, line) => sum + line.lineTotal, 0),
  };
}

/**
 * The shopper's bag: a guest's lives in the browser (priced through the catalogue), a signed-in
 * shopper's on the server. `count` (units in the bag) is known before the prices are; `add` keeps
 * the domain's limit of 99 per line (it throws QuantityError past it). Other tabs follow changes.
 * With `priced: false` (the header's count) a guest's lines are not priced.
 */
export function useBag({ priced = true }: { readonly priced?: boolean } = {}) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const session = useSession();
  const isSignedIn = session.status === 'signed-in';
  const isGuest = session.status === 'signed-out' || session.status === 'error';
  const local = useLocalStore(guestBag);

  const server = useQuery({ ...bagQuery(client), enabled: isSignedIn });
  const slugs = [...new Set(local.lines.map((line) => local.slugs[line.sku] ?? ''))].filter(Boolean);
  const products = useGuestProducts(client, slugs, isGuest && priced);

  const save = useCallback(
    (bag: Bag) => {
      queryClient.setQueryData(accountKeys.bag(), bag);
      broadcast('bag');
    },
    [queryClient],
  );
  const setLine = useMutation({
    mutationFn: ({ sku, quantity }: { sku: string; quantity: number }) =>
      client.request('setBagLine', { params: { sku }, body: { quantity } }),
    onSuccess: save,
  });
  const removeLine = useMutation({
    mutationFn: (sku: string) => client.request('removeBagLine', { params: { sku } }),
    onSuccess: save,
  });

  let bag: Bag | undefined;
  let status: 'loading' | 'ready' | 'error';
  if (isSignedIn) {
    bag = server.data;
    status = server.isError ? 'error' : bag ? 'ready' : 'loading';
  } else if (isGuest) {
    status = products.failed ? 'error' : products.pending ? 'loading' : 'ready';
    bag = status === 'ready' && priced ? priceGuestBag(local, products.products) : undefined;
  } else {
    status = 'loading';
  }
  const count = isSignedIn
    ? server.data?.itemCount
    : isGuest
      ? local.lines.reduce((sum, line) => sum + line.quantity, 0)
      : undefined;

  /** Whether a change goes to the server: while the session is still loading, it waits for it. */
  const toServer = async (): Promise<boolean> => {
    if (session.status !== 'loading') return isSignedIn;
    const shopper = await queryClient.query(meQuery(client)).catch(() => null);
    return shopper !== null;
  };

  /** Adds units of a variant to its line (or a new line). */
  const add = async ({ sku, slug, quantity }: BagItem): Promise<void> => {
    if (!(await toServer())) {
      guestBag.set(addToGuestBag(guestBag.get(), sku, slug, quantity));
      return;
    }
    const current = server.data ?? (await queryClient.query(bagQuery(client)));
    const lines = addToCart(
      current.lines.map((line) => ({ sku: line.sku, quantity: line.quantity })),
      sku,
      quantity,
    );
    const next = lines.find((line) => line.sku === sku)?.quantity ?? quantity;
    await setLine.mutateAsync({ sku, quantity: next });
  };

  const setQuantity = async (sku: string, quantity: number): Promise<void> => {
    if (!(await toServer())) {
      guestBag.set(setGuestQuantity(guestBag.get(), sku, quantity));
      return;
    }
    await setLine.mutateAsync({ sku, quantity });
  };

  const remove = async (sku: string): Promise<void> => {
    if (!(await toServer())) {
      guestBag.set(removeFromGuestBag(guestBag.get(), sku));
      return;
    }
    await removeLine.mutateAsync(sku);
  };

  return {
    bag,
    status,
    count,
    isSignedIn,
    isUpdating: setLine.isPending || removeLine.isPending,
    add,
    setQuantity,
    remove,
    retry: () => {
      void (isSignedIn ? server.refetch() : products.refetch());
    },
  };
}

export type BagState = ReturnType<typeof useBag>;

/** Add to cart from a list that knows only the product (the mega menu): one unit of its leading variant. */
export function useAddToCartBySlug(): (slug: string) => void {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const bag = useBag({ priced: false });
  return (slug) => {
    void queryClient
      .query(productQuery(client, slug))
      .then((product) => bag.add({ sku: product.defaultVariant.sku, slug, quantity: 1 }))
      .catch(() => undefined);
  };
}
