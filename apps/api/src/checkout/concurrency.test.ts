import { walletBalances } from '@juicyin/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type App, buildApp, prepareDatabase } from '../app.ts';
import type { DatabaseHandle } from '../database.ts';
import type { ChargeRequest, ChargeResult } from '../payments/provider.ts';
import { SandboxProvider } from '../payments/sandbox.ts';
import { drivers, isolatedPostgres, openTestDatabase, SETUP_TIMEOUT, testDatabaseUrl } from '../testing/server.ts';
import { walletLedgerOf } from '../wallet/order-payments.ts';
import {
  checkInvariants,
  fastShopper,
  giveCredit,
  givePoints,
  place,
  putInBag,
  stockedVariant,
  type TestShopper,
} from './testing.ts';

vi.setConfig({ testTimeout: 180_000 });

/** The sandbox, counting the charges it captured. */
class CountingProvider extends SandboxProvider {
  captured = 0;
  override async charge(request: ChargeRequest): Promise<ChargeResult> {
    const result = await super.charge(request);
    if (result.status === 'captured') this.captured += 1;
    return result;
  }
}

type Answer = Awaited<ReturnType<typeof place>>;
const codeOf = (answer: Answer) => (answer.body as unknown as { error?: { code: string } }).error?.code;

describe.each(drivers)('checkout under concurrency on %s', (driver) => {
  let database: DatabaseHandle;
  let baseUrl: string;
  let close: () => Promise<void>;
  let app: App;
  const provider = new CountingProvider();
  let offset = 100;
  const variant = (stock: number, price = 2000) => stockedVariant(database, { stock, price, offset: offset++ });

  beforeAll(async () => {
    const isolated = driver === 'postgres' && testDatabaseUrl ? await isolatedPostgres(testDatabaseUrl) : undefined;
    database = await openTestDatabase(isolated);
    await prepareDatabase(database);
    app = await buildApp({ database, paymentProvider: provider });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    baseUrl = `http://127.0.0.1:${String(address.port)}`;
    close = async () => {
      await app.close();
      await database.close();
      await isolated?.drop();
    };
  }, SETUP_TIMEOUT);
  afterAll(() => close());

  it('100 parallel requests with one key create exactly one order and one charge, all successes identical', async () => {
    const shopper = await fastShopper(database, baseUrl);
    const juice = await variant(20);
    await putInBag(database, shopper.id, juice.id, 2);
    const chargesBefore = provider.captured;

    const answers = await Promise.all(Array.from({ length: 100 }, () => place(shopper, 'one-key-100')));
    const successes = answers.filter((answer) => answer.status === 201);
    const others = answers.filter((answer) => answer.status !== 201);
    expect(successes.length).toBeGreaterThanOrEqual(1);
    for (const answer of successes) expect(answer.body).toEqual(successes[0]?.body);
    // The rest arrived while the first was in flight: 409, changing nothing.
    expect(new Set(others.map((answer) => `${String(answer.status)} ${codeOf(answer) ?? ''}`))).toEqual(
      others.length > 0 ? new Set(['409 idempotency_in_flight']) : new Set(),
    );
    expect(provider.captured - chargesBefore).toBe(1);
    const orders = await database.rows('select id from orders where shopper_id = $1', [shopper.id]);
    expect(orders).toHaveLength(1);
    const payments = await database.rows('select id from payments where shopper_id = $1', [shopper.id]);
    expect(payments).toHaveLength(1);
    const [stock] = await database.rows<{ stock: number }>('select stock from variants where id = $1', [juice.id]);
    expect(stock?.stock).toBe(18);

    const replay = await place(shopper, 'one-key-100');
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(successes[0]?.body);
    const changed = await place(shopper, 'one-key-100', { paymentMethod: 'cod' });
    expect(changed.status).toBe(422);
    expect(codeOf(changed)).toBe('idempotency_key_reused');
    expect(provider.captured - chargesBefore).toBe(1);
  });

  it('50 concurrent orders spending the same points and credit: only the affordable ones exist, no balance below zero', async () => {
    const shopper = await fastShopper(database, baseUrl);
    const juice = await variant(500, 1000);
    // 250 points (5 orders of 50) and SAR 8 of credit (4 orders of SAR 2): 4 orders are affordable.
    await givePoints(database, shopper.id, 150, 20);
    await givePoints(database, shopper.id, 100, 5);
    await giveCredit(database, shopper.id, 800);

    // Each worker refills the bag and places, with a new key per attempt, until it gets a final answer:
    // an order, or a refusal for points or credit. (Another order may empty the bag in between.)
    const worker = async (index: number) => {
      for (let attempt = 0; attempt < 200; attempt += 1) {
        await putInBag(database, shopper.id, juice.id, 1);
        const answer = await place(shopper, `spend-${String(index)}-${String(attempt)}`, {
          pointsToRedeem: 50,
          walletAmount: 200,
        });
        if (answer.status === 201 || ['points_unavailable', 'wallet_unavailable'].includes(codeOf(answer) ?? '')) {
          return answer;
        }
        expect(codeOf(answer)).toBe('empty_bag');
      }
      throw new Error('no final answer');
    };
    const answers = await Promise.all(Array.from({ length: 50 }, (_, index) => worker(index)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(4);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(46);

    const orders = await database.rows<{ points_redeemed: number; wallet_applied: number }>(
      'select points_redeemed, wallet_applied from orders where shopper_id = $1',
      [shopper.id],
    );
    expect(orders).toHaveLength(4);
    expect(orders.every((order) => order.points_redeemed === 50 && order.wallet_applied === 200)).toBe(true);
    const [points] = await database.rows<{ balance: number; lots: number }>(
      `select sum(amount)::int as balance, coalesce(sum(remaining), 0)::int as lots from points_ledger where shopper_id = $1`,
      [shopper.id],
    );
    expect(points).toEqual({ balance: 50, lots: 50 });
    const balances = walletBalances(await walletLedgerOf(database.db, shopper.id));
    expect(balances.available).toBe(0);
    const [stock] = await database.rows<{ stock: number }>('select stock from variants where id = $1', [juice.id]);
    expect(stock?.stock).toBe(496);
    expect(await checkInvariants(database)).toEqual([]);
  });

  it('50 shoppers racing for the last unit: one order, 49 out of stock, the catalogue shows it sold out', async () => {
    const juice = await variant(1, 1500);
    await app.catalogue.invalidate();
    const [product] = await database.rows<{ slug: string }>(
      'select p.slug from products p join variants v on v.product_id = p.id where v.id = $1',
      [juice.id],
    );
    const inStock = async () => {
      const detail = (await (await fetch(`${baseUrl}/api/products/${product?.slug ?? ''}`)).json()) as {
        variants: { sku: string; inStock: boolean }[];
      };
      return detail.variants.find((entry) => entry.sku === juice.sku)?.inStock;
    };
    expect(await inStock()).toBe(true);
    const shoppers: TestShopper[] = [];
    for (let index = 0; index < 50; index += 1) shoppers.push(await fastShopper(database, baseUrl));
    for (const shopper of shoppers) await putInBag(database, shopper.id, juice.id, 1);
    const answers = await Promise.all(shoppers.map((shopper) => place(shopper, 'last-unit')));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.filter((answer) => codeOf(answer) === 'out_of_stock')).toHaveLength(49);
    const [stock] = await database.rows<{ stock: number }>('select stock from variants where id = $1', [juice.id]);
    expect(stock?.stock).toBe(0);
    expect(await inStock()).toBe(false);
    expect(await checkInvariants(database)).toEqual([]);
  });

  it("50 shoppers racing for a coupon's last 3 uses: exactly 3 orders use it", async () => {
    await database.rows(
      `insert into coupons (code, kind, value, total_limit, description_en, description_ar)
       values ('LAST3', 'fixed', 300, 3, 'SAR 3 off', 'خصم ٣ ريال')`,
    );
    const juice = await variant(100, 1200);
    const shoppers: TestShopper[] = [];
    for (let index = 0; index < 50; index += 1) shoppers.push(await fastShopper(database, baseUrl));
    for (const shopper of shoppers) await putInBag(database, shopper.id, juice.id, 1);
    const answers = await Promise.all(shoppers.map((shopper) => place(shopper, 'coupon', { couponCode: 'last3' })));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(3);
    expect(answers.filter((answer) => codeOf(answer) === 'coupon_rejected')).toHaveLength(47);
    const [coupon] = await database.rows<{ uses: number }>(`select uses from coupons where code = 'LAST3'`);
    expect(coupon?.uses).toBe(3);
    const redemptions = await database.rows(
      `select order_id from coupon_redemptions where coupon_id = (select id from coupons where code = 'LAST3')`,
    );
    expect(redemptions).toHaveLength(3);
    expect(await checkInvariants(database)).toEqual([]);
  });
});
