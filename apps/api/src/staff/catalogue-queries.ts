import type { StaffProduct, StaffProductList, StaffProductSummary } from '@juicyin/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import type { Row } from '../db/rows.ts';
import type { products, variants as variantsTable } from '../db/schema.ts';
import { pageOf, type PageQuery, pageWindow } from '../http/pagination.ts';
import { query } from '../orders/sql.ts';
import { likeContaining } from './queue.ts';

export interface StaffProductFilters extends PageQuery {
  readonly q?: string | undefined;
  readonly category?: StaffProductSummary['category'] | undefined;
  readonly stock?: StaffProductSummary['stock'] | undefined;
  readonly sale?: boolean | undefined;
  readonly archived?: boolean | undefined;
}

/** `category` has no check in the database; the seed and staff write only the contract's categories. */
type ProductColumns = Pick<
  Row<typeof products>,
  | 'id'
  | 'slug'
  | 'name_en'
  | 'name_ar'
  | 'description_en'
  | 'description_ar'
  | 'highlights_en'
  | 'highlights_ar'
  | 'flavour'
  | 'flavour_en'
  | 'flavour_ar'
  | 'refill_price'
  | 'archived_at'
  | 'version'
> & {
  category: StaffProduct['category'];
  seasons: StaffProduct['seasons'];
};

interface SummaryRow extends Pick<ProductColumns, 'slug' | 'name_en' | 'name_ar' | 'category' | 'version'> {
  archived: boolean;
  variant_count: number;
  min_price: number;
  max_price: number;
  all_in: boolean;
  any_in: boolean;
  on_sale: boolean;
  total: number;
}

const stockOf = (row: Pick<SummaryRow, 'all_in' | 'any_in'>): StaffProductSummary['stock'] =>
  row.all_in ? 'in' : row.any_in ? 'some' : 'out';

/** The catalogue as staff see it: one row per product with its variants' prices, stock and sale, by English name. */
export async function staffProducts(db: Database, filters: StaffProductFilters): Promise<StaffProductList> {
  const where: SQL[] = [sql`true`];
  if (filters.q) {
    const pattern = likeContaining(filters.q);
    where.push(
      sql`(p.name_en ilike ${pattern} escape '\\' or p.name_ar ilike ${pattern} escape '\\' or p.slug ilike ${pattern} escape '\\'
           or exists (select 1 from variants s where s.product_id = p.id and s.sku ilike ${pattern} escape '\\'))`,
    );
  }
  if (filters.category) where.push(sql`p.category = ${filters.category}`);
  if (filters.archived !== undefined) where.push(sql`(p.archived_at is not null) = ${filters.archived}`);
  const having: SQL[] = [sql`true`];
  if (filters.stock === 'in') having.push(sql`bool_and(v.stock > 0)`);
  if (filters.stock === 'out') having.push(sql`not bool_or(v.stock > 0)`);
  if (filters.stock === 'some') having.push(sql`bool_or(v.stock > 0) and not bool_and(v.stock > 0)`);
  if (filters.sale !== undefined) {
    having.push(sql`coalesce(bool_or(v.old_price > v.price), false) = ${filters.sale}`);
  }
  const { limit, offset } = pageWindow(filters);
  const rows = await query<SummaryRow>(
    db,
    sql`select p.slug, p.name_en, p.name_ar, p.category, p.version, p.archived_at is not null as archived,
               count(v.id)::int as variant_count, min(v.price)::int as min_price, max(v.price)::int as max_price,
               bool_and(v.stock > 0) as all_in, bool_or(v.stock > 0) as any_in,
               coalesce(bool_or(v.old_price > v.price), false) as on_sale,
               (count(*) over ())::int as total
          from products p join variants v on v.product_id = p.id
         where ${sql.join(where, sql` and `)}
         group by p.id
        having ${sql.join(having, sql` and `)}
         order by p.name_en, p.id
         limit ${limit} offset ${offset}`,
  );
  // Past the last page there are no rows to carry the total: count again (rare).
  const total =
    rows[0]?.total ?? (offset === 0 ? 0 : (await staffProducts(db, { ...filters, page: 1, pageSize: 1 })).total);
  const items = rows.map((row) => ({
    slug: row.slug,
    name: { en: row.name_en, ar: row.name_ar },
    category: row.category,
    variantCount: row.variant_count,
    minPrice: row.min_price,
    maxPrice: row.max_price,
    stock: stockOf(row),
    onSale: row.on_sale,
    archived: row.archived,
    version: row.version,
  }));
  return pageOf(items, filters, total);
}

type VariantRow = Pick<Row<typeof variantsTable>, 'sku' | 'material' | 'size' | 'price' | 'old_price' | 'stock'> & {
  ordered: boolean;
};

/** One product as staff edit it, or null when there is none by that slug; `lock` takes its row for update. */
export async function staffProduct(
  db: Database,
  slug: string,
  lock = false,
): Promise<(StaffProduct & { readonly id: number }) | null> {
  const [product] = await query<ProductColumns>(
    db,
    sql`select id, slug, name_en, name_ar, description_en, description_ar, highlights_en, highlights_ar, category,
               flavour, flavour_en, flavour_ar, seasons, refill_price, archived_at, version
          from products where slug = ${slug}
        ${lock ? sql`for update` : sql``}`,
  );
  if (!product) return null;
  const variants = await query<VariantRow>(
    db,
    sql`select v.sku, v.material, v.size, v.price, v.old_price, v.stock,
               exists (select 1 from order_lines l where l.variant_id = v.id) as ordered
          from variants v where v.product_id = ${product.id} order by v.position, v.id`,
  );
  return {
    id: product.id,
    slug: product.slug,
    name: { en: product.name_en, ar: product.name_ar },
    description: { en: product.description_en, ar: product.description_ar },
    highlights: product.highlights_en.map((en, index) => ({ en, ar: product.highlights_ar[index] ?? en })),
    category: product.category,
    flavour: { key: product.flavour, en: product.flavour_en, ar: product.flavour_ar },
    seasons: product.seasons,
    refillPrice: product.refill_price,
    archivedAt: product.archived_at === null ? null : new Date(product.archived_at).toISOString(),
    version: product.version,
    variants: variants.map((variant) => ({
      sku: variant.sku,
      material: variant.material,
      size: variant.size,
      price: variant.price,
      oldPrice: variant.old_price,
      stock: variant.stock,
      ordered: variant.ordered,
    })),
  };
}
