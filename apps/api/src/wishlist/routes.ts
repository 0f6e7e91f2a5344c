import { addWishlistItem, getWishlist, mergeWishlist, removeWishlistItem, type WishlistView } from '@juicyin/contract';
import { mergeWishlists } from '@juicyin/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../area.ts';
import { shopperVariants, variantItem } from '../catalogue/shopper-variants.ts';
import { wishlistItems } from '../db/schema.ts';
import { registerEndpoint } from '../http/route.ts';

export function wishlistRoutes(app: FastifyInstance, deps: Pick<AppDeps, 'db' | 'catalogue' | 'resolve'>): void {
  const { db, catalogue, resolve } = deps;
  const collection = shopperVariants(db, catalogue, wishlistItems);

  async function skus(shopperId: string): Promise<string[]> {
    return (await collection.rows(shopperId, {})).map((row) => row.sku);
  }

  /** The wishlist priced now from the catalogue. */
  async function wishlist(shopperId: string): Promise<WishlistView> {
    const items = await collection.view(await collection.rows(shopperId, {}), (_row, entry) => ({
      ...variantItem(entry),
      price: entry.variant.price,
      oldPrice: entry.variant.oldPrice,
    }));
    return { items };
  }

  async function put(shopperId: string, ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return;
    await db
      .insert(wishlistItems)
      .values(ids.map((variantId) => ({ shopperId, variantId })))
      .onConflictDoNothing();
  }

  registerEndpoint(app, getWishlist, resolve, async ({ shopperId }) => wishlist(shopperId));

  registerEndpoint(app, addWishlistItem, resolve, async ({ params, shopperId }) => {
    await put(shopperId, [await collection.variantId(params.sku)]);
    return wishlist(shopperId);
  });

  registerEndpoint(app, removeWishlistItem, resolve, async ({ params, shopperId }) => {
    await collection.remove(shopperId, params.sku);
    return wishlist(shopperId);
  });

  registerEndpoint(app, mergeWishlist, resolve, async ({ body, shopperId }) => {
    const current = await skus(shopperId);
    const ids = await collection.knownIds([...current, ...body.skus]);
    const merged = mergeWishlists(
      current,
      body.skus.filter((sku) => ids.has(sku)),
    );
    await put(
      shopperId,
      merged.flatMap((sku) => {
        const id = ids.get(sku);
        return id === undefined ? [] : [id];
      }),
    );
    return wishlist(shopperId);
  });
}
