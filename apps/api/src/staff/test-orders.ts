import { randomBytes } from 'node:crypto';
import type { DatabaseHandle } from '../database.ts';
import type { Row } from '../db/rows.ts';
import type { orders, products, variants } from '../db/schema.ts';
import { Browser, registerShopper, type TestServer } from '../testing/server.ts';

/**
 * Test support for the reviews, staff, wallet and points suites: a signed-in staff member, and
 * orders written straight to the database (the place-order endpoint has its own suites; these
 * suites need orders in a given state). Not used by the app.
 */
export async function signInStaff(server: TestServer): Promise<{ browser: Browser; id: string; email: string }> {
  const browser = new Browser(server.baseUrl);
  const { shopper, email } = await registerShopper(browser, { firstName: 'Sami', lastName: 'Staff' });
  await server.database.rows(`update shoppers set role = 'staff' where id = $1`, [shopper.id]);
  return { browser, id: shopper.id, email };
}

export interface TestOrderLine {
  readonly sku: string;
  readonly quantity: number;
}

/** An order of these lines at today's variant prices, in the given status, earning `pointsEarned` on delivery. */
export async function insertOrder(
  database: DatabaseHandle,
  input: {
    readonly shopperId: string;
    readonly lines: readonly TestOrderLine[];
    readonly status?: 'placed' | 'processing' | 'shipping' | 'delivered' | 'cancelled';
    readonly pointsEarned?: number;
    readonly placedAt?: Date;
  },
): Promise<{ id: string; number: string }> {
  const number = `JY-TEST-${randomBytes(4).toString('hex').toUpperCase()}`;
  const lines = [];
  for (const line of input.lines) {
    const [variant] = await database.rows<
      Pick<Row<typeof variants>, 'id' | 'product_id' | 'material' | 'size' | 'price'> &
        Pick<Row<typeof products>, 'slug' | 'name_en' | 'name_ar'>
    >(
      `select v.id, v.product_id, p.slug, p.name_en, p.name_ar, v.material, v.size, v.price
       from variants v join products p on p.id = v.product_id where v.sku = $1`,
      [line.sku],
    );
    if (!variant) throw new Error(`no variant ${line.sku}`);
    lines.push({ ...variant, quantity: line.quantity });
  }
  const subTotal = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const vat = Math.round((subTotal * 15) / 115);
  const address = { firstName: 'Noura', lastName: 'Al-Harbi', city: 'Riyadh', street: '1 King Fahd Road' };
  const [order] = await database.rows<Pick<Row<typeof orders>, 'id'>>(
    `insert into orders (number, shopper_id, status, language, address, zone_key, payment_method, sub_total,
       coupon_discount, points_redeemed, point_discount, cod_fee, shipping, wallet_applied, grand_total, vat,
       points_earned, placed_at, delivered_at)
     values ($1, $2, $3, 'en', $4, 'riyadh', 'card', $5, 0, 0, 0, 0, 0, 0, $5, $6, $7, $8, $9)
     returning id`,
    [
      number,
      input.shopperId,
      input.status ?? 'placed',
      JSON.stringify(address),
      subTotal,
      vat,
      input.pointsEarned ?? Math.floor(subTotal / 100),
      input.placedAt ?? new Date(),
      input.status === 'delivered' ? new Date() : null,
    ],
  );
  if (!order) throw new Error('no order');
  let position = 0;
  for (const line of lines) {
    position += 1;
    await database.rows(
      `insert into order_lines (order_id, position, variant_id, product_id, product_slug, name_en, name_ar, material,
         size, unit_price, quantity, line_total)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [
        order.id,
        position,
        line.id,
        line.product_id,
        line.slug,
        line.name_en,
        line.name_ar,
        line.material,
        line.size,
        line.price,
        line.quantity,
        line.price * line.quantity,
      ],
    );
  }
  await database.rows(
    `insert into shipment_events (order_id, status, location, text_en, text_ar, at) values ($1, 'placed', 'Riyadh', 'Order placed', 'تم الطلب', $2)`,
    [order.id, input.placedAt ?? new Date()],
  );
  return { id: order.id, number };
}

/** Moves an order through staff's endpoint until it reaches `to` (Delivered by default). */
export async function advanceTo(
  staff: Browser,
  number: string,
  to: 'processing' | 'shipping' | 'delivered' = 'delivered',
): Promise<void> {
  const steps = ['processing', 'shipping', 'delivered'] as const;
  for (const status of steps.slice(0, steps.indexOf(to) + 1)) {
    const result = await staff.json(`/api/staff/orders/${number}/status`, {
      method: 'POST',
      body: { status, location: 'Riyadh hub' },
    });
    if (result.status !== 200) {
      throw new Error(
        `advancing ${number} to ${status} answered ${String(result.status)}: ${JSON.stringify(result.body)}`,
      );
    }
  }
}
