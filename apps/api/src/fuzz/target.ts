// The server the fuzzer sends to: a shopper and a staff member signed in over HTTP, an address and a
// placed order, and the values in the database the generators draw on (slugs, SKUs, ids, numbers).
import { newSecret } from '../accounts/tokens.ts';
import type { Table } from 'drizzle-orm';
import type { DatabaseHandle } from '../database.ts';
import type { Row } from '../db/rows.ts';
import { blogPosts, coupons, products, variants, walletLedger } from '../db/schema.ts';
import { placeBody, placeOrder, putLine } from '../scripts/checkout-load.ts';
import { Browser, registerShopper } from '../testing/server.ts';
import type { FuzzTarget } from './runner.ts';

type SignedIn = 'shopper' | 'staff';

const riyadh = {
  firstName: 'Fuzz',
  lastName: 'Shopper',
  mobile: '0551234567',
  postalCode: '12271',
  buildingNumber: '7235',
  additionalNumber: '2121',
  district: 'Al Olaya',
  street: 'King Fahd Road',
  city: 'Riyadh',
  region: 'Riyadh',
  type: 'home',
};

/** One column of a table's rows, typed from the schema (`select <column> from <table> …`). */
async function column<T extends Table, K extends keyof Row<T> & string>(
  database: DatabaseHandle,
  _table: T,
  name: K,
  text: string,
): Promise<Row<T>[K][]> {
  return (await database.rows<Pick<Row<T>, K>>(text)).map((row) => row[name]);
}

export async function prepareTarget(server: { baseUrl: string; database: DatabaseHandle }): Promise<FuzzTarget> {
  const { baseUrl, database } = server;
  const people = {} as Record<SignedIn, { id: string; email: string; cookie: string }>;
  for (const identity of ['shopper', 'staff'] as const) {
    const browser = new Browser(baseUrl);
    const { shopper, email } = await registerShopper(browser);
    people[identity] = { id: shopper.id, email, cookie: `juicyin_session=${browser.cookie('juicyin_session') ?? ''}` };
  }
  await database.rows(`update shoppers set role = 'staff' where id = $1`, [people.staff.id]);

  const headers = {
    'content-type': 'application/json',
    'x-juicyin-client': '1',
    'sec-fetch-site': 'same-origin',
    cookie: people.shopper.cookie,
  };
  const created = await fetch(`${baseUrl}/api/me/addresses`, { method: 'POST', headers, body: JSON.stringify(riyadh) });
  const address = (await created.json()) as { id: string };
  const skus = await column(database, variants, 'sku', 'select sku from variants where stock > 0 order by id limit 6');
  const loadShopper = { id: people.shopper.id, cookie: people.shopper.cookie, addressId: address.id };
  await putLine(baseUrl, loadShopper, skus[0] ?? '', 1);
  const placed = await placeOrder(baseUrl, loadShopper, 'fuzz-setup', placeBody(loadShopper));
  if (placed.status !== 201 || !placed.body.number)
    throw new Error(`the fuzzer's first order answered ${String(placed.status)}`);

  const known = {
    slug: [
      ...(await column(database, products, 'slug', 'select slug from products order by id limit 6')),
      ...(await column(database, blogPosts, 'slug', 'select slug from blog_posts limit 2')),
    ],
    sku: skus,
    skus,
    id: [
      address.id,
      ...(await column(database, walletLedger, 'id', 'select id from wallet_ledger limit 2')).map(String),
    ],
    addressId: [address.id],
    number: [placed.body.number],
    couponCode: await column(database, coupons, 'code', 'select code from coupons limit 4'),
    code: await column(database, coupons, 'code', 'select code from coupons limit 4'),
    email: [people.shopper.email, people.staff.email],
  };

  return {
    baseUrl,
    known,
    cookie: (identity) => people[identity].cookie,
    async renewSession(identity) {
      // A session row written directly: signing in again over HTTP would cost a password hash each time.
      const { secret, hash } = newSecret();
      await database.rows(
        `insert into sessions (id_hash, shopper_id, persistent, expires_at) values ($1, $2, true, now() + interval '7 days')`,
        [hash, people[identity].id],
      );
      people[identity].cookie = `juicyin_session=${secret}`;
    },
  };
}
