import type { Bag, ProductDetail } from '@juicyin/contract';
import { addToCart, bagTotals, itemCount } from '@juicyin/domain';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api.ts';
import { accountKeys } from '../account/keys.ts';
import { useApiClient } from '../api-client.tsx';
import { productQuery } from '../catalogue/queries.ts';
import { addToGuestBag, type GuestBag, guestBag, removeFromGuestBag, setGuestQuantity } from './guest-bag.ts';
import { catalogueItem, type ShopperCollection, useShopperCollection } from './shopper-collection.ts';

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
 * either; the line totals, count and sub total come from the domain's `bagTotals`, as the
 * server's do. Lines whose product or variant the catalogue no longer has are left out.
 */
export function priceGuestBag(bag: GuestBag, products: ReadonlyMap<string, ProductDetail>): Bag {
  return bagTotals(
    bag.lines.flatMap(({ sku, quantity }) => {
      const found = catalogueItem(products, bag.slugs[sku], sku);
      if (!found) return [];
      const { item, variant } = found;
      return [{ ...item, quantity, unitPrice: variant.price, oldUnitPrice: variant.oldPrice }];
    }),
  );
}

const bagCollection: ShopperCollection<GuestBag, Bag, ReturnType<typeof accountKeys.bag>> = {
  topic: 'bag',
  query: bagQuery,
  store: guestBag,
  price: priceGuestBag,
  count: { server: (bag) => bag.itemCount, guest: (bag) => itemCount(bag.lines) },
};

/**
 * The shopper's bag: a guest's lives in the browser (priced through the catalogue), a signed-in
 * shopper's on the server. `count` (units in the bag) is known before the prices are; `add` keeps
 * the domain's limit of 99 per line (it throws QuantityError past it). Other tabs follow changes.
 * With `priced: false` (the header's count) a guest's lines are not priced.
 */
export function useBag({ priced = true }: { readonly priced?: boolean } = {}) {
  const collection = useShopperCollection(bagCollection, priced);
  const { client, change } = collection;

  const setLine = (sku: string, quantity: number) => () =>
    client.request('setBagLine', { params: { sku }, body: { quantity } });

  /** Adds units of a variant to its line (or a new line). */
  const add = ({ sku, slug, quantity }: BagItem): Promise<void> =>
    change(
      (bag) => addToGuestBag(bag, sku, slug, quantity),
      async () => {
        const current = await collection.current();
        const lines = addToCart(
          current.lines.map((line) => ({ sku: line.sku, quantity: line.quantity })),
          sku,
          quantity,
        );
        return setLine(sku, lines.find((line) => line.sku === sku)?.quantity ?? quantity)();
      },
    );

  const setQuantity = (sku: string, quantity: number): Promise<void> =>
    change((bag) => setGuestQuantity(bag, sku, quantity), setLine(sku, quantity));

  const remove = (sku: string): Promise<void> =>
    change(
      (bag) => removeFromGuestBag(bag, sku),
      () => client.request('removeBagLine', { params: { sku } }),
    );

  return {
    bag: collection.view,
    status: collection.status,
    count: collection.count,
    isSignedIn: collection.isSignedIn,
    isUpdating: collection.isUpdating,
    add,
    setQuantity,
    remove,
    retry: collection.retry,
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
