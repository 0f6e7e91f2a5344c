import { type Money, zatcaQrPayload } from '@juicyin/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../database.ts';
import { query } from '../../orders/sql.ts';
import type { StoreRules } from '../../store/settings.ts';

/**
 * Writes the order's simplified tax invoice with its ZATCA QR (seller from the store settings)
 * under the next invoice number, in one statement, and answers the number. The counter's row stays
 * locked until the commit, so invoice numbers are consecutive with no gaps (a rolled-back order
 * gives its number back). Every order takes this one lock, so placing takes it as late as it can.
 */
export async function writeInvoice(
  tx: Database,
  seller: StoreRules['seller'],
  invoice: { orderId: string; issuedAt: Date; totalWithVat: Money; vatTotal: Money },
): Promise<number> {
  const sellerName = seller.name.ar;
  const qr = zatcaQrPayload({
    sellerName,
    vatNumber: seller.vatNumber,
    issuedAt: invoice.issuedAt,
    totalWithVat: invoice.totalWithVat,
    vatTotal: invoice.vatTotal,
  });
  const [written] = await query<{ number: number }>(
    tx,
    sql`with counter as (update invoice_counter set last_number = last_number + 1 where id = 1 returning last_number)
        insert into invoices (number, order_id, issued_at, seller_name, seller_vat_number, total_with_vat, vat_total, qr)
        select counter.last_number, ${invoice.orderId}, ${invoice.issuedAt}, ${sellerName}, ${seller.vatNumber},
               ${invoice.totalWithVat}, ${invoice.vatTotal}, ${qr}
        from counter
        returning number::int`,
  );
  if (!written) throw new Error('The invoice counter row is missing');
  return written.number;
}
