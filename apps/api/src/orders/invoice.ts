import type { Invoice } from '@juicyin/contract';
import { formatInvoiceNumber } from '@juicyin/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import type { Row } from '../db/rows.ts';
import type { invoices } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import { linesOf, linesView } from './lines.ts';
import { query } from './sql.ts';
import { addressOf, iso, type OrderRow, totalsView } from './view.ts';

/** The order's simplified tax invoice as stored when it was placed (seller, totals, ZATCA QR), with its lines. */
export async function orderInvoice(db: Database, order: OrderRow): Promise<Invoice> {
  // number::int: a JavaScript number on both drivers (node-postgres answers a bigint as a string).
  const [invoice] = await query<
    Pick<
      Row<typeof invoices>,
      'issued_at' | 'seller_name' | 'seller_vat_number' | 'total_with_vat' | 'vat_total' | 'qr'
    > & {
      number: number;
    }
  >(
    db,
    sql`select number::int as number, issued_at, seller_name, seller_vat_number, total_with_vat, vat_total, qr
        from invoices where order_id = ${order.id}`,
  );
  if (!invoice) throw notFound('This order has no invoice');
  const lines = (await linesOf(db, [order.id])).get(order.id) ?? [];
  const address = addressOf(order);
  return {
    number: formatInvoiceNumber(invoice.number),
    orderNumber: order.number,
    issuedAt: iso(invoice.issued_at),
    seller: { name: invoice.seller_name, vatNumber: invoice.seller_vat_number },
    buyer: { name: `${address.firstName} ${address.lastName}`, address },
    lines: linesView(order.points_earned, lines),
    totals: totalsView(order),
    vatRatePercent: 15,
    totalWithVat: invoice.total_with_vat,
    vatTotal: invoice.vat_total,
    qr: invoice.qr,
  };
}
