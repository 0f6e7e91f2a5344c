import type { DatabaseHandle } from '../database.ts';
import type { Row } from '../db/rows.ts';
import type { coPurchases, productSales, specials as specialsTable } from '../db/schema.ts';
import { riyadhDay } from './periods.ts';
import {
  buildProduct,
  type CatalogueProduct,
  type CatalogueSnapshot,
  type ProductRow,
  type UploadedImageRow,
  type VariantRow,
} from './read-model.ts';

/** Reads the whole catalogue into memory: the read model every catalogue request is served from. */
export async function loadCatalogue(database: DatabaseHandle, now: Date): Promise<CatalogueSnapshot> {
  const day = riyadhDay(now);
  const since = riyadhDay(new Date(now.getTime() - 29 * 86_400_000));
  const productRows = await database.rows<ProductRow>('select * from products order by id');
  const variantRows = await database.rows<VariantRow>(
    'select id, product_id, sku, material, size, price, old_price, stock from variants order by product_id, position',
  );
  const imageRows = await database.rows<UploadedImageRow>(
    'select product_id, material, alt_en, alt_ar, hash from product_images where product_id is not null order by product_id, material, position, id',
  );
  const sales = await database.rows<Pick<Row<typeof productSales>, 'product_id' | 'units'>>(
    'select product_id, sum(units)::int as units from product_sales where day between $1 and $2 group by product_id',
    [since, day],
  );
  const pairs = await database.rows<Pick<Row<typeof coPurchases>, 'product_id' | 'other_product_id'>>(
    'select product_id, other_product_id from co_purchases order by product_id, orders desc, other_product_id',
  );
  const specialRows = await database.rows<Pick<Row<typeof specialsTable>, 'period' | 'product_id'>>(
    'select period, product_id from specials where period >= $1 or kind = $2 order by period, product_id',
    [since, 'week'],
  );
  const variantsByProduct = new Map<number, VariantRow[]>();
  for (const row of variantRows) {
    const list = variantsByProduct.get(row.product_id) ?? [];
    list.push(row);
    variantsByProduct.set(row.product_id, list);
  }
  const imagesByProduct = new Map<number, UploadedImageRow[]>();
  for (const row of imageRows) {
    const list = imagesByProduct.get(row.product_id) ?? [];
    list.push(row);
    imagesByProduct.set(row.product_id, list);
  }
  const products: CatalogueProduct[] = [];
  const archived = new Map<string, CatalogueProduct>();
  const flavourNames = new Map<string, { en: string; ar: string }>();
  for (const row of productRows) {
    const product = buildProduct(row, variantsByProduct.get(row.id) ?? [], imagesByProduct.get(row.id));
    if (!product) continue;
    // Archived: out of the shop (listings, search, its page, the bag, checkout); its pictures stay for orders.
    if (row.archived_at !== null) {
      archived.set(product.slug, product);
      continue;
    }
    products.push(product);
    if (!flavourNames.has(row.flavour)) flavourNames.set(row.flavour, { en: row.flavour_en, ar: row.flavour_ar });
  }
  const bySku = new Map<string, { product: CatalogueProduct; variant: CatalogueProduct['variants'][number] }>();
  for (const product of products) for (const variant of product.variants) bySku.set(variant.sku, { product, variant });
  const alsoBought = new Map<number, number[]>();
  for (const pair of pairs) {
    const list = alsoBought.get(pair.product_id) ?? [];
    list.push(pair.other_product_id);
    alsoBought.set(pair.product_id, list);
  }
  const specials = new Map<string, number[]>();
  for (const row of specialRows) {
    const list = specials.get(row.period) ?? [];
    list.push(row.product_id);
    specials.set(row.period, list);
  }
  return {
    products,
    bySlug: new Map(products.map((product) => [product.slug, product])),
    archived,
    bySku,
    unitsSold: new Map(sales.map((row) => [row.product_id, row.units])),
    alsoBought,
    specials,
    day,
    flavourNames,
  };
}
