import { sql } from 'drizzle-orm';
import type { Database } from '../../database.ts';
import type { Row } from '../../db/rows.ts';
import type { variants } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { query } from '../../orders/sql.ts';
import type { PricedLine } from '../pricing.ts';

/**
 * Takes each line's quantity from its variant's stock, variants in ascending id (their place in
 * the lock order: see place-order.ts). Refuses with 409 out_of_stock when a variant has fewer
 * left. Answers whether the order took some variant's last unit (the catalogue then shows it out
 * of stock).
 */
export async function takeStock(
  tx: Database,
  lines: readonly Pick<PricedLine, 'variantId' | 'quantity' | 'nameEn' | 'material' | 'size' | 'sku'>[],
): Promise<{ soldOut: boolean }> {
  let soldOut = false;
  const byVariant = [...lines].sort((a, b) => a.variantId - b.variantId);
  for (const line of byVariant) {
    const [taken] = await query<Pick<Row<typeof variants>, 'stock'>>(
      tx,
      sql`update variants set stock = stock - ${line.quantity}
          where id = ${line.variantId} and stock >= ${line.quantity} returning stock`,
    );
    if (!taken) {
      throw new HttpError(
        409,
        'out_of_stock',
        `${line.nameEn} (${line.material}, ${line.size}) has fewer than ${String(line.quantity)} left; change the quantity`,
        { [`lines.${line.sku}`]: 'Not enough in stock' },
      );
    }
    if (taken.stock === 0) soldOut = true;
  }
  return { soldOut };
}
