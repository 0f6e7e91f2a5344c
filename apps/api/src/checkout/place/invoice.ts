import { type Money, zatcaQrPayload } from '@juicyin/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../database.ts';
import { query } from '../../orders/sql.ts';
import type { StoreRules } from '../../store/settings.ts';

/**
 * Takes the next invoice number: the counter's row is locked until the commit, so invoice numbers
 * are consecutive with no gaps (a rolled-back order gives its number back).
 */
export async function takeInvoiceNumber(tx: Database): Promise<number> {
  const [counter] = await query<{ last_number: number }>(
    tx,
    sql`update invoice_counter set last_number = last_number + 1 where id = 1 returning last_number::int`,
  );
  if (!counter) throw new Error('The invoice counter row is missing');
  return counter.last_number;
}

/** The statement writing the order's simplified tax invoice with its ZATCA QR (seller from the store settings). */
export function invoiceStatement(
  seller: StoreRules['seller'],
  invoice: { number: number; orderId: string; issuedAt: Date; totalWithVat: Money; vatTotal: Money },
): SQL {
  const sellerName = seller.name.ar;
  const qr = zatcaQrPayload({
    sellerName,
    vatNumber: seller.vatNumber,
    issuedAt: invoice.issuedAt,
    totalWithVat: invoice.totalWithVat,
    vatTotal: invoice.vatTotal,
  });
  return sql`insert into invoices (number, order_id, issued_at, seller_name, seller_vat_number, total_with_vat,
                                   vat_total, qr)
             values (${invoice.number}, ${invoice.orderId}, ${invoice.issuedAt}, ${sellerName}, ${seller.vatNumber},
                     ${invoice.totalWithVat}, ${invoice.vatTotal}, ${qr})`;
}
