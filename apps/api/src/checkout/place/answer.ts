import type { OrderDetail } from '@juicyin/contract';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../database.ts';
import { completeKeyStatement } from '../../idempotency/keys.ts';
import { inOneStatement } from '../../orders/sql.ts';
import { orderDetailFrom, type OrderRow, type PaymentRow } from '../../orders/view.ts';
import type { PricedLine } from '../pricing.ts';

/** The answer from what was just written: the same shape GET /api/me/orders/:number reads back. */
export function placedOrderDetail(
  order: OrderRow,
  written: { lines: readonly PricedLine[]; payment: PaymentRow | undefined; invoiceNumber: number; now: Date },
): OrderDetail {
  return orderDetailFrom(order, {
    lines: written.lines.map((line) => ({
      order_id: order.id,
      sku: line.sku,
      product_slug: line.slug,
      name_en: line.nameEn,
      name_ar: line.nameAr,
      material: line.material,
      size: line.size,
      unit_price: line.unitPrice,
      quantity: line.quantity,
      line_total: line.lineTotal,
    })),
    payment: written.payment,
    invoiceNumber: written.invoiceNumber,
    events: [{ status: 'placed', at: written.now }],
  });
}

/**
 * Stores the answer (201) under the idempotency key, marking it done in the order's transaction,
 * in one statement with the charge's record (when the card was charged) and the live streams'
 * 'placed' event. That statement takes the order events' lock (see `orderEventStatement`), so it is
 * the transaction's last.
 */
export async function storeAnswer(
  tx: Database,
  key: { shopperId: string; key: string },
  detail: OrderDetail,
  writes: { payment: SQL | undefined; event: SQL },
): Promise<void> {
  const complete = completeKeyStatement({ ...key, status: 201, body: detail });
  await inOneStatement(tx, [...(writes.payment ? [writes.payment] : []), complete, writes.event]);
}
