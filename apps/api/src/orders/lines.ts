import type { OrderDetail } from '@juicyin/contract';
import { pointsEarnedPerLine } from '@juicyin/domain';
import { sql } from 'drizzle-orm';
import { productImages } from '../catalogue/read-model.ts';
import type { Database } from '../database.ts';
import type { Row } from '../db/rows.ts';
import type { orderLines, variants } from '../db/schema.ts';
import { query } from './sql.ts';

/** An order line as stored, with its variant's SKU (null once the variant has left the catalogue). */
export type LineRow = Pick<
  Row<typeof orderLines>,
  'order_id' | 'product_slug' | 'name_en' | 'name_ar' | 'size' | 'unit_price' | 'quantity' | 'line_total'
> & {
  sku: Row<typeof variants>['sku'] | null;
  /** A copy of the variant's material, which the database checks there, not here. */
  material: Row<typeof variants>['material'];
};

/** The lines of these orders, in order, by order id (at most `limit` per order). */
export async function linesOf(
  db: Database,
  orderIds: readonly string[],
  limit?: number,
): Promise<Map<string, LineRow[]>> {
  const byOrder = new Map<string, LineRow[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await query<LineRow>(
    db,
    sql`select l.order_id, v.sku, l.product_slug, l.name_en, l.name_ar, l.material, l.size, l.unit_price,
               l.quantity, l.line_total
        from order_lines l left join variants v on v.id = l.variant_id
        where l.order_id in (${sql.join(
          orderIds.map((id) => sql`${id}`),
          sql`, `,
        )})
        order by l.order_id, l.position`,
  );
  for (const row of rows) {
    const list = byOrder.get(row.order_id) ?? [];
    if (limit === undefined || list.length < limit) list.push(row);
    byOrder.set(row.order_id, list);
  }
  return byOrder;
}

/** An order's lines as the shopper sees them, each with its share of the order's points earned. */
export function linesView(pointsEarned: number, rows: readonly LineRow[]): OrderDetail['lines'] {
  const points = pointsEarnedPerLine(
    pointsEarned,
    rows.map((row) => row.line_total),
  );
  return rows.map((row, index) => lineView(row, points[index] ?? 0));
}

function lineView(row: LineRow, pointsEarned: number): OrderDetail['lines'][number] {
  return {
    sku: row.sku ?? 'UNKNOWN',
    slug: row.product_slug,
    name: { en: row.name_en, ar: row.name_ar },
    image: productImages(row.product_slug, row.material)[0] ?? '',
    material: row.material,
    size: row.size as OrderDetail['lines'][number]['size'],
    unitPrice: row.unit_price,
    quantity: row.quantity,
    lineTotal: row.line_total,
    pointsEarned,
  };
}
