import {
  getStaffProduct,
  listStaffProducts,
  type StaffProduct,
  type StaffVariant,
  updateStaffVariants,
} from '@juicyin/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../database.ts';
import { HttpError } from '../http/errors.ts';
import { registerEndpoint } from '../http/route.ts';
import { recordStaffAction } from './actions.ts';
import { staffProduct, staffProducts } from './catalogue-queries.ts';
import { staffIdOf } from './guard.ts';
import type { StaffDeps } from './deps.ts';

type VariantChange = Pick<StaffVariant, 'sku' | 'price' | 'oldPrice' | 'stock'>;

const noProduct = (slug: string) => new HttpError(404, 'not_found', `No product ${slug}`);

/** What a save changes: per SKU, each field's value before and after; variants left as they were are not named. */
function differences(before: readonly StaffVariant[], changes: readonly VariantChange[]) {
  const bySku = new Map(before.map((variant) => [variant.sku, variant]));
  const changed: Record<string, Record<string, [number | null, number | null]>> = {};
  for (const change of changes) {
    const old = bySku.get(change.sku);
    if (!old) continue;
    const fields: Record<string, [number | null, number | null]> = {};
    for (const field of ['price', 'oldPrice', 'stock'] as const) {
      if (old[field] !== change[field]) fields[field] = [old[field], change[field]];
    }
    if (Object.keys(fields).length > 0) changed[change.sku] = fields;
  }
  return changed;
}

/**
 * Sets variants' price, old price and stock, in the transaction `tx`: the product's row is locked
 * first, so two saves of one product run one after the other, and the second, made from the
 * version the first replaced, is refused (409) instead of overwriting it. A save that changes
 * nothing keeps the version and records nothing.
 */
export async function saveVariants(
  tx: Database,
  staffId: string,
  slug: string,
  body: { readonly version: number; readonly variants: readonly VariantChange[] },
  now: Date,
): Promise<{ readonly product: StaffProduct; readonly changed: boolean }> {
  const product = await staffProduct(tx, slug, true);
  if (!product) throw noProduct(slug);
  if (product.version !== body.version) {
    throw new HttpError(
      409,
      'version_conflict',
      `Someone else saved ${product.name.en} since you opened it: reload it to see their change, then make yours again`,
    );
  }
  const known = new Set(product.variants.map((variant) => variant.sku));
  const unknown = body.variants.findIndex((variant) => !known.has(variant.sku));
  if (unknown !== -1) {
    throw new HttpError(422, 'unknown_variant', `${body.variants[unknown]?.sku ?? ''} is not a variant of ${slug}`, {
      [`variants.${String(unknown)}.sku`]: 'Not a variant of this product',
    });
  }
  const changed = differences(product.variants, body.variants);
  if (Object.keys(changed).length === 0) return { product: withoutId(product), changed: false };
  for (const variant of body.variants) {
    if (!(variant.sku in changed)) continue;
    await tx.execute(
      sql`update variants set price = ${variant.price}, old_price = ${variant.oldPrice}, stock = ${variant.stock}
           where product_id = ${product.id} and sku = ${variant.sku}`,
    );
  }
  await tx.execute(sql`update products set version = version + 1 where id = ${product.id}`);
  await recordStaffAction(
    tx,
    staffId,
    'product.variants',
    `product:${slug}`,
    { version: product.version + 1, changed },
    now,
  );
  const saved = await staffProduct(tx, slug);
  if (!saved) throw noProduct(slug);
  return { product: withoutId(saved), changed: true };
}

function withoutId({ id: _id, ...product }: StaffProduct & { readonly id: number }): StaffProduct {
  return product;
}

/** The catalogue as staff manage it: list, open and save a product's variants (issue 21). */
export function staffCatalogueRoutes(
  app: FastifyInstance,
  deps: Pick<StaffDeps, 'db' | 'resolve' | 'catalogue' | 'clock'>,
): void {
  const { db, resolve, catalogue, clock } = deps;

  registerEndpoint(app, listStaffProducts, resolve, async ({ query, request }) => {
    staffIdOf(request);
    return staffProducts(db, query);
  });

  registerEndpoint(app, getStaffProduct, resolve, async ({ params, request }) => {
    staffIdOf(request);
    const product = await staffProduct(db, params.slug);
    if (!product) throw noProduct(params.slug);
    return withoutId(product);
  });

  registerEndpoint(app, updateStaffVariants, resolve, async ({ params, body, request }) => {
    const staff = staffIdOf(request);
    const saved = await db.transaction((tx) => saveVariants(tx, staff, params.slug, body, clock()));
    // After the commit: every process (and the rendered pages) reloads the catalogue with the new figures.
    if (saved.changed) await catalogue.invalidate();
    return saved.product;
  });
}
