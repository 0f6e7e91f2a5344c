import { and, asc, eq, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Database } from '../database.ts';
import { bagLines, variants, wishlistItems } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import type { CatalogueSnapshot } from './read-model.ts';
import type { CatalogueService } from './service.ts';

/** A table of a shopper's variants: one row per shopper and variant, with when it was added. */
export type ShopperVariantTable = typeof bagLines | typeof wishlistItems;

type CatalogueEntry = NonNullable<ReturnType<CatalogueSnapshot['bySku']['get']>>;

/** What the bag and the wishlist show of a variant, from the catalogue (prices are each one's own). */
export function variantItem({ product, variant }: CatalogueEntry) {
  return {
    sku: variant.sku,
    slug: product.slug,
    name: product.summary.name,
    description: product.summary.description,
    image: product.detail.images[variant.material][0] ?? product.summary.image,
    material: variant.material,
    size: variant.size,
    inStock: variant.inStock,
  };
}

/**
 * A shopper's collection of variants kept in `table` (the bag, the wishlist): its rows oldest
 * first, each priced now from the catalogue (the server never takes a price from the client and
 * never stores one with the row), the variant of a SKU, and taking a SKU out.
 */
export function shopperVariants(db: Database, catalogue: CatalogueService, table: ShopperVariantTable) {
  return {
    /** The shopper's rows, oldest first (ties by SKU): the SKU and the `fields` asked for. */
    rows<T extends SelectedFields>(shopperId: string, fields: T) {
      return db
        .select({ sku: variants.sku, ...fields })
        .from(table)
        .innerJoin(variants, eq(variants.id, table.variantId))
        .where(eq(table.shopperId, shopperId))
        .orderBy(asc(table.addedAt), asc(variants.sku));
    },

    /** Each row whose SKU the catalogue still has, as `view` shows it; the others are left out. */
    async view<R extends { readonly sku: string }, V>(
      rows: readonly R[],
      view: (row: R, entry: CatalogueEntry) => V,
    ): Promise<V[]> {
      const snapshot = await catalogue.snapshot();
      return rows.flatMap((row) => {
        const entry = snapshot.bySku.get(row.sku);
        return entry ? [view(row, entry)] : [];
      });
    },

    /** The id of the variant with this SKU; 404 when the catalogue has none. */
    async variantId(sku: string): Promise<number> {
      const entry = (await catalogue.snapshot()).bySku.get(sku);
      if (!entry) throw notFound('No product variant has this SKU');
      return entry.variant.id;
    },

    /** The variant id of each of these SKUs that the catalogue knows (a merge drops the others). */
    async knownIds(skus: readonly string[]): Promise<ReadonlyMap<string, number>> {
      const snapshot = await catalogue.snapshot();
      return new Map(
        skus.flatMap((sku) => {
          const id = snapshot.bySku.get(sku)?.variant.id;
          return id === undefined ? [] : [[sku, id] as const];
        }),
      );
    },

    /** Takes the variant with this SKU out of the shopper's collection (nothing when it is not in it). */
    async remove(shopperId: string, sku: string): Promise<void> {
      await db
        .delete(table)
        .where(
          and(eq(table.shopperId, shopperId), eq(table.variantId, sql`(select id from variants where sku = ${sku})`)),
        );
    },
  };
}
