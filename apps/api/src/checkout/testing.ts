// Test helpers for checkout and orders: shoppers signed in without scrypt (a session row written
// directly), addresses, bags, points lots and store credit, and placing orders over HTTP.
import { randomUUID } from 'node:crypto';
import type { OrderDetail, Quote } from '@juicyin/contract';
import { lotExpiry } from '@juicyin/domain';
import { newSecret } from '../accounts/tokens.ts';
import type { DatabaseHandle } from '../database.ts';
import type { Row } from '../db/rows.ts';
import type { addresses, coupons as couponsTable, pointsLedger, shoppers, variants } from '../db/schema.ts';
import { SANDBOX_CARDS } from '../payments/sandbox.ts';

export interface TestShopper {
  readonly id: string;
  readonly addressId: string;
  /** The session cookie (`juicyin_session=…`), for clients other than `json` (event streams). */
  readonly cookie: string;
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the test names the body it expects
  json<T = unknown>(
    path: string,
    init?: { method?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<{ status: number; body: T; headers: Headers }>;
}

let counter = 0;

/** A shopper with a live session and a Riyadh address, made in the database (no scrypt). */
export async function fastShopper(
  database: DatabaseHandle,
  baseUrl: string,
  options: {
    language?: 'en' | 'ar';
    city?: string;
    /** An address saved before the national address's numbers were asked for (they stay null). */
    legacyAddress?: boolean;
  } = {},
): Promise<TestShopper> {
  counter += 1;
  const [shopper] = await database.rows<Pick<Row<typeof shoppers>, 'id'>>(
    `insert into shoppers (email, first_name, last_name, password_hash, preferred_language)
     values ($1, 'Noura', 'Al-Harbi', 'not-a-hash', $2) returning id`,
    [`checkout.${Date.now().toString(36)}.${String(counter)}@example.com`, options.language ?? 'en'],
  );
  if (!shopper) throw new Error('no shopper');
  const { secret, hash } = newSecret();
  await database.rows(
    `insert into sessions (id_hash, shopper_id, persistent, expires_at) values ($1, $2, false, now() + interval '1 day')`,
    [hash, shopper.id],
  );
  const [address] = await database.rows<Pick<Row<typeof addresses>, 'id'>>(
    `insert into addresses (shopper_id, first_name, last_name, mobile, postal_code, district, street, city, region,
                            building_number, additional_number, short_address, type, is_default)
     values ($1, 'Noura', 'Al-Harbi', '+966501234567', '12271', 'Al Malqa', 'Anas Ibn Malik Road', $2,
             'Riyadh Province', $3, $4, $5, 'home', true) returning id`,
    options.legacyAddress
      ? [shopper.id, options.city ?? 'Riyadh', null, null, null]
      : [shopper.id, options.city ?? 'Riyadh', '8228', '3011', 'RMAA8228'],
  );
  if (!address) throw new Error('no address');
  return {
    id: shopper.id,
    addressId: address.id,
    cookie: `juicyin_session=${secret}`,
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- as above
    async json<T>(path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) {
      const headers: Record<string, string> = {
        accept: 'application/json',
        'x-juicyin-client': '1',
        'sec-fetch-site': 'same-origin',
        cookie: `juicyin_session=${secret}`,
        ...init.headers,
      };
      if (init.body !== undefined) headers['content-type'] = 'application/json';
      const response = await fetch(`${baseUrl}${path}`, {
        method: init.method ?? 'GET',
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
      const text = await response.text();
      return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T, headers: response.headers };
    },
  };
}

/** A variant with this much stock and price (the catalogue's cache is told by the caller if needed). */
export async function stockedVariant(
  database: DatabaseHandle,
  options: { stock: number; price?: number; offset?: number },
): Promise<{ id: number; sku: string; price: number }> {
  const [variant] = await database.rows<Pick<Row<typeof variants>, 'id' | 'sku' | 'price'>>(
    `select id, sku, price from variants order by id offset $1 limit 1`,
    [options.offset ?? 0],
  );
  if (!variant) throw new Error('no variant');
  const price = options.price ?? variant.price;
  await database.rows('update variants set stock = $1, price = $2, old_price = null where id = $3', [
    options.stock,
    price,
    variant.id,
  ]);
  return { ...variant, price };
}

export async function putInBag(database: DatabaseHandle, shopperId: string, variantId: number, quantity: number) {
  await database.rows(
    `insert into bag_lines (shopper_id, variant_id, quantity) values ($1, $2, $3)
     on conflict (shopper_id, variant_id) do update set quantity = excluded.quantity`,
    [shopperId, variantId, quantity],
  );
}

/** An earned points lot, credited `daysAgo` days ago and expiring 180 days after. */
export async function givePoints(database: DatabaseHandle, shopperId: string, points: number, daysAgo = 0) {
  const at = new Date(Date.now() - daysAgo * 86_400_000);
  const [row] = await database.rows<Pick<Row<typeof pointsLedger>, 'id'>>(
    `insert into points_ledger (shopper_id, type, amount, remaining, reference, created_at, expires_at)
     values ($1, 'review', $2, $2, $3, $4, $5) returning id`,
    [shopperId, points, randomUUID(), at, lotExpiry(at)],
  );
  return row?.id ?? '';
}

/** Settled goodwill credit: spendable, not withdrawable. */
export async function giveCredit(database: DatabaseHandle, shopperId: string, amount: number) {
  await database.rows(
    `insert into wallet_ledger (shopper_id, type, description, amount, status, withdrawable, created_at)
     values ($1, 'goodwill', 'Test goodwill', $2, 'completed', false, now() - interval '1 minute')`,
    [shopperId, amount],
  );
}

export const testCard = (number: string = SANDBOX_CARDS.visa) => ({
  number,
  holderName: 'Noura Al-Harbi',
  expiryMonth: 8,
  expiryYear: 2030,
  cvv: '737',
});

export function place(
  shopper: TestShopper,
  key: string,
  body: Record<string, unknown> = {},
): Promise<{ status: number; body: OrderDetail & { error?: { code: string; message: string } }; headers: Headers }> {
  return shopper.json('/api/me/orders', {
    method: 'POST',
    headers: { 'idempotency-key': key },
    body: { addressId: shopper.addressId, paymentMethod: 'card', card: testCard(), ...body },
  });
}

export function quote(shopper: TestShopper, body: Record<string, unknown> = {}) {
  return shopper.json<Quote>('/api/me/checkout/quote', {
    method: 'POST',
    body: { addressId: shopper.addressId, ...body },
  });
}

/** Every invariant the money paths promise, over the whole database. */
export async function checkInvariants(database: DatabaseHandle): Promise<string[]> {
  const problems: string[] = [];
  const negativeStock = await database.rows('select id from variants where stock < 0');
  if (negativeStock.length > 0) problems.push(`negative stock: ${JSON.stringify(negativeStock)}`);
  const points = await database.rows<{ shopper_id: string; balance: number; lots: number }>(
    `select shopper_id, sum(amount)::int as balance, coalesce(sum(remaining), 0)::int as lots
     from points_ledger group by shopper_id`,
  );
  for (const row of points) {
    if (row.balance < 0) problems.push(`points balance below zero for ${row.shopper_id}`);
    // With no expiry run in between, what is left in the lots is the balance.
    if (row.lots !== row.balance) problems.push(`points lots ${String(row.lots)} ≠ balance ${String(row.balance)}`);
  }
  const wallets = await database.rows<{ shopper_id: string; available: number }>(
    `select shopper_id, sum(case when amount < 0 or status = 'completed' then amount else 0 end)::int as available
     from wallet_ledger where status <> 'failed' group by shopper_id`,
  );
  for (const row of wallets) {
    if (row.available < 0) problems.push(`wallet available below zero for ${row.shopper_id}`);
  }
  const coupons = await database.rows<
    Pick<Row<typeof couponsTable>, 'code' | 'uses' | 'total_limit'> & { redemptions: number }
  >(
    `select c.code, c.uses, c.total_limit, (select count(*)::int from coupon_redemptions r where r.coupon_id = c.id) as redemptions
     from coupons c`,
  );
  for (const row of coupons) {
    if (row.uses !== row.redemptions) problems.push(`coupon ${row.code} uses ${String(row.uses)} ≠ redemptions`);
    if (row.total_limit !== null && row.uses > row.total_limit) problems.push(`coupon ${row.code} over its limit`);
  }
  const invoices = await database.rows<{ count: number; max: number | null; last: number }>(
    `select count(*)::int as count, max(number)::int as max, (select last_number::int from invoice_counter) as last
     from invoices`,
  );
  const invoice = invoices[0];
  if (invoice && (invoice.count !== (invoice.max ?? 0) || invoice.last !== invoice.count)) {
    problems.push(`invoice numbers have gaps: ${JSON.stringify(invoice)}`);
  }
  const ordersWithoutInvoice = await database.rows(
    'select o.number from orders o left join invoices i on i.order_id = o.id where i.order_id is null',
  );
  if (ordersWithoutInvoice.length > 0) problems.push('orders without an invoice');
  const unpaid = await database.rows(
    `select o.number from orders o where o.payment_method = 'card' and o.grand_total > 0
     and not exists (select 1 from payments p where p.order_id = o.id and p.status = 'captured' and p.amount = o.grand_total)`,
  );
  if (unpaid.length > 0) problems.push(`card orders without their charge: ${JSON.stringify(unpaid)}`);
  const doubleCharged = await database.rows(
    `select order_id from payments where order_id is not null group by order_id having count(*) > 1`,
  );
  if (doubleCharged.length > 0) problems.push('orders charged more than once');
  return problems;
}
