import { STANDARD_EVENT_TEXT } from '@juicyin/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { PricedLine } from '../pricing.ts';

// The order's records besides its row, as statements: placing writes them (with the coupon's
// redemption and the invoice) in one statement through `inOneStatement`.

/** The statement writing the order's lines, at the prices and in the order of the bag as priced. */
export function orderLinesStatement(orderId: string, lines: readonly PricedLine[]): SQL {
  return sql`insert into order_lines (order_id, position, variant_id, product_id, product_slug, name_en, name_ar,
                                      material, size, unit_price, quantity, line_total)
             values ${sql.join(
               lines.map(
                 (line, position) =>
                   sql`(${orderId}, ${position}, ${line.variantId}, ${line.productId}, ${line.slug}, ${line.nameEn},
                        ${line.nameAr}, ${line.material}, ${line.size}, ${line.unitPrice}, ${line.quantity},
                        ${line.lineTotal})`,
               ),
               sql`, `,
             )}`;
}

const EVENT_PLACED = STANDARD_EVENT_TEXT.placed;

/** The statement writing the order's first shipment event: 'placed', in Riyadh. */
export function placedEventStatement(orderId: string, at: Date): SQL {
  return sql`insert into shipment_events (order_id, status, location, text_en, text_ar, at)
             values (${orderId}, 'placed', 'Riyadh', ${EVENT_PLACED.en}, ${EVENT_PLACED.ar}, ${at})`;
}

/** The statement emptying the shopper's bag. */
export function emptyBagStatement(shopperId: string): SQL {
  return sql`delete from bag_lines where shopper_id = ${shopperId}`;
}
