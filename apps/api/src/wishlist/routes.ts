import { addWishlistItem, getWishlist, mergeWishlist, removeWishlistItem, type WishlistView } from '@juicyin/contract';
import { mergeWishlists } from '@juicyin/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { CatalogueService } from '../catalogue/service.ts';
import type { Database } from '../database.ts';
import { variants, wishlistItems } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import { registerEndpoint, type SessionResolver } from '../http/route.ts';

export function registerWishlistRoutes(
  app: FastifyInstance,
  db: Database,
  catalogue: CatalogueService,
  resolve: SessionResolver,
): void {
  async function skus(shopperId: string): Promise<string[]> {
    const rows = await db
      .select({ sku: variants.sku })
      .from(wishlistItems)
      .innerJoin(variants, eq(variants.id, wishlistItems.variantId))
      .where(eq(wishlistItems.shopperId, shopperId))
      .orderBy(asc(wishlistItems.addedAt), asc(variants.sku));
    return rows.map((row) => row.sku);
  }

  async function wishlist(shopperId: string): Promise<WishlistView> {
    const snapshot = await catalogue.snapshot();
    return {
      items: (await skus(shopperId)).flatMap((sku) => {
        const entry = snapshot.bySku.get(sku);
        if (!entry) return [];
        const { product, variant } = entry;
        return [
          {
            sku,
            slug: product.slug,
            name: product.summary.name,
            description: product.summary.description,
            image: product.detail.images[variant.material][0] ?? product.summary.image,
            material: variant.material,
            size: variant.size,
            price: variant.price,
            oldPrice: variant.oldPrice,
            inStock: variant.inStock,
          },
        ];
      }),
    };
  }

  registerEndpoint(app, getWishlist, resolve, async ({ shopperId }) => wishlist(shopperId));

  registerEndpoint(app, addWishlistItem, resolve, async ({ params, shopperId }) => {
    const entry = (await catalogue.snapshot()).bySku.get(params.sku);
    if (!entry) throw notFound('No product variant has this SKU');
    await db.insert(wishlistItems).values({ shopperId, variantId: entry.variant.id }).onConflictDoNothing();
    return wishlist(shopperId);
  });

  registerEndpoint(app, removeWishlistItem, resolve, async ({ params, shopperId }) => {
    await db
      .delete(wishlistItems)
      .where(
        and(
          eq(wishlistItems.shopperId, shopperId),
          eq(wishlistItems.variantId, sql`(select id from variants where sku = ${params.sku})`),
        ),
      );
    return wishlist(shopperId);
  });

  registerEndpoint(app, mergeWishlist, resolve, async ({ body, shopperId }) => {
    const snapshot = await catalogue.snapshot();
    const merged = mergeWishlists(
      await skus(shopperId),
      body.skus.filter((sku) => snapshot.bySku.has(sku)),
    );
    const ids = merged.flatMap((sku) => {
      const id = snapshot.bySku.get(sku)?.variant.id;
      return id === undefined ? [] : [id];
    });
    if (ids.length > 0) {
      await db
        .insert(wishlistItems)
        .values(ids.map((variantId) => ({ shopperId, variantId })))
        .onConflictDoNothing();
    }
    return wishlist(shopperId);
  });
}
