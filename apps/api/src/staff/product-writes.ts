import type { NewVariant, StaffProduct, StaffProductCreateBody, StaffProductDetailsBody } from '@juicyin/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { HttpError } from '../http/errors.ts';
import { query } from '../orders/sql.ts';
import { recordStaffAction } from './actions.ts';
import { staffProduct } from './catalogue-queries.ts';
import { changedFields } from './changed-fields.ts';

// A product's writes as staff make them (issue 21), each in the caller's transaction, each
// recorded in the staff actions log, each (but create) from the version the product was opened at.

type Details = Omit<Exclude<StaffProductDetailsBody, undefined>, 'version'>;
type Locked = StaffProduct & { readonly id: number };

/** The colour a new product's generated pictures are drawn in when no product of its flavour has one. */
const DEFAULT_COLOUR = '#f59e0b';

export const productSubject = (slug: string) => `product:${slug}`;
export const noProduct = (slug: string) => new HttpError(404, 'not_found', `No product ${slug}`);

/** The product's row locked for the change, or 404; 409 when it changed since `version`. */
export async function lockedProduct(tx: Database, slug: string, version?: number): Promise<Locked> {
  const product = await staffProduct(tx, slug, true);
  if (!product) throw noProduct(slug);
  if (version !== undefined && product.version !== version) {
    throw new HttpError(
      409,
      'version_conflict',
      `Someone else saved ${product.name.en} since you opened it: reload it to see their change, then make yours again`,
    );
  }
  return product;
}

/** The details as the log compares them. */
function comparable(details: Details | StaffProduct) {
  return {
    name: { en: details.name.en, ar: details.name.ar },
    description: { en: details.description.en, ar: details.description.ar },
    highlights: details.highlights.map(({ en, ar }) => ({ en, ar })),
    category: details.category,
    flavour: { key: details.flavour.key, en: details.flavour.en, ar: details.flavour.ar },
    seasons: [...details.seasons],
    refillPrice: details.refillPrice,
  };
}

const bump = (tx: Database, id: number) => tx.execute(sql`update products set version = version + 1 where id = ${id}`);

/** Sets a product's details from the version it was opened at; false when nothing changed (the version stays). */
export async function updateDetails(
  tx: Database,
  staffId: string,
  slug: string,
  body: Exclude<StaffProductDetailsBody, undefined>,
  now: Date,
): Promise<boolean> {
  const product = await lockedProduct(tx, slug, body.version);
  const after = comparable(body);
  const changed = changedFields(comparable(product), after);
  if (Object.keys(changed).length === 0) return false;
  await tx.execute(
    sql`update products set name_en = ${after.name.en}, name_ar = ${after.name.ar},
           description_en = ${after.description.en}, description_ar = ${after.description.ar},
           highlights_en = ${textArray(after.highlights.map((item) => item.en))},
           highlights_ar = ${textArray(after.highlights.map((item) => item.ar))},
           category = ${after.category}, flavour = ${after.flavour.key}, flavour_en = ${after.flavour.en},
           flavour_ar = ${after.flavour.ar}, seasons = ${textArray(after.seasons)}, refill_price = ${after.refillPrice},
           version = version + 1
         where id = ${product.id}`,
  );
  await recordStaffAction(
    tx,
    staffId,
    'product.update',
    productSubject(slug),
    { version: product.version + 1, changed },
    now,
  );
  return true;
}

/** A text[] parameter (drivers differ in how they send a JS array). */
function textArray(values: readonly string[]) {
  return values.length === 0
    ? sql`'{}'::text[]`
    : sql`array[${sql.join(
        values.map((value) => sql`${value}`),
        sql`, `,
      )}]::text[]`;
}

/** Inserts a variant at the end of the product's; 409 `sku_taken` or `variant_exists` (field `fieldPrefix`.sku / .size). */
async function insertVariant(tx: Database, productId: number, variant: NewVariant, fieldPrefix: string) {
  const inserted = await query<{ id: number }>(
    tx,
    sql`insert into variants (product_id, sku, material, size, price, old_price, stock, position)
        values (${productId}, ${variant.sku}, ${variant.material}, ${variant.size}, ${variant.price},
                ${variant.oldPrice}, ${variant.stock},
                (select coalesce(max(position), 0) + 1 from variants where product_id = ${productId}))
        on conflict do nothing returning id`,
  );
  if (inserted.length > 0) return;
  const [taken] = await query<{ id: number }>(tx, sql`select id from variants where sku = ${variant.sku}`);
  if (taken) {
    throw new HttpError(409, 'sku_taken', `A variant has the SKU ${variant.sku} already: choose another`, {
      [`${fieldPrefix}.sku`]: 'Another variant has this SKU',
    });
  }
  throw new HttpError(409, 'variant_exists', 'The product has a variant of this material and size already', {
    [`${fieldPrefix}.size`]: 'This material and size exist already',
  });
}

const variantFields = (variant: Omit<NewVariant, 'material' | 'size'> & { material: string; size: string }) => ({
  sku: variant.sku,
  material: variant.material,
  size: variant.size,
  price: variant.price,
  oldPrice: variant.oldPrice,
  stock: variant.stock,
});

/** Adds a variant to a product from the version it was opened at. */
export async function addVariant(
  tx: Database,
  staffId: string,
  slug: string,
  body: { readonly version: number; readonly variant: NewVariant },
  now: Date,
): Promise<void> {
  const product = await lockedProduct(tx, slug, body.version);
  await insertVariant(tx, product.id, body.variant, 'variant');
  await bump(tx, product.id);
  const details = { version: product.version + 1, variant: variantFields(body.variant) };
  await recordStaffAction(tx, staffId, 'product.variant.add', productSubject(slug), details, now);
}

/** Removes a variant no order names; a product keeps at least one. */
export async function removeVariant(
  tx: Database,
  staffId: string,
  slug: string,
  sku: string,
  version: number,
  now: Date,
): Promise<void> {
  const product = await lockedProduct(tx, slug, version);
  const variant = product.variants.find((each) => each.sku === sku);
  if (!variant) throw new HttpError(404, 'not_found', `${sku} is not a variant of ${slug}`);
  if (variant.ordered) {
    throw new HttpError(409, 'variant_ordered', `An order names ${sku}: it stays (set its stock to 0 instead)`);
  }
  if (product.variants.length === 1) {
    throw new HttpError(409, 'last_variant', 'A product keeps at least one variant: add another first');
  }
  await tx.execute(sql`delete from variants where product_id = ${product.id} and sku = ${sku}`);
  await bump(tx, product.id);
  const details = { version: product.version + 1, variant: variantFields(variant) };
  await recordStaffAction(tx, staffId, 'product.variant.remove', productSubject(slug), details, now);
}

/** Creates a product with its variants; 409 `product_slug_taken` or `sku_taken` (nothing is created then). */
export async function createProduct(
  tx: Database,
  staffId: string,
  body: Exclude<StaffProductCreateBody, undefined>,
  now: Date,
): Promise<void> {
  const details = comparable(body);
  const inserted = await query<{ id: number }>(
    tx,
    sql`insert into products (slug, name_en, name_ar, description_en, description_ar, highlights_en, highlights_ar,
                              category, flavour, flavour_en, flavour_ar, seasons, refill_price, colour, created_at)
        values (${body.slug}, ${details.name.en}, ${details.name.ar}, ${details.description.en},
                ${details.description.ar}, ${textArray(details.highlights.map((item) => item.en))},
                ${textArray(details.highlights.map((item) => item.ar))}, ${details.category}, ${details.flavour.key},
                ${details.flavour.en}, ${details.flavour.ar}, ${textArray(details.seasons)}, ${details.refillPrice},
                coalesce((select colour from products where flavour = ${details.flavour.key} order by id limit 1),
                         ${DEFAULT_COLOUR}),
                ${now})
        on conflict (slug) do nothing returning id`,
  );
  const [product] = inserted;
  if (!product) {
    throw new HttpError(409, 'product_slug_taken', `There is a product ${body.slug} already: choose another slug`, {
      slug: 'A product has this slug already',
    });
  }
  for (const [index, variant] of body.variants.entries()) {
    await insertVariant(tx, product.id, variant, `variants.${String(index)}`);
  }
  const logged = { ...details, version: 1, variants: body.variants.map(variantFields) };
  await recordStaffAction(tx, staffId, 'product.create', productSubject(body.slug), logged, now);
}

/** Takes the product out of the shop (`archived`) or puts it back; false when it already was so. */
export async function setArchived(
  tx: Database,
  staffId: string,
  slug: string,
  archived: boolean,
  now: Date,
): Promise<boolean> {
  const product = await lockedProduct(tx, slug);
  if ((product.archivedAt !== null) === archived) return false;
  await tx.execute(
    sql`update products set archived_at = ${archived ? now : null}, version = version + 1 where id = ${product.id}`,
  );
  const action = archived ? 'product.archive' : 'product.unarchive';
  await recordStaffAction(tx, staffId, action, productSubject(slug), { version: product.version + 1 }, now);
  return true;
}
