import type { MyCoupons, StaffCoupon, StaffCouponList } from '@juicyin/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fastShopper, givePoints, putInBag, quote, stockedVariant } from '../checkout/testing.ts';
import { Browser, drivers, SETUP_TIMEOUT, startTestServer, type TestServer } from '../testing/server.ts';
import { type Answer, couponBody, createCoupon } from './coupon-testing.ts';
import { signInStaff } from './test-orders.ts';

vi.setConfig({ testTimeout: 120_000 });

describe.each(drivers)('staff create coupons over HTTP on %s', (driver) => {
  let server: TestServer;
  let staff: Browser;

  beforeAll(async () => {
    server = await startTestServer(driver);
    staff = (await signInStaff(server)).browser;
  }, SETUP_TIMEOUT);
  afterAll(() => server.close());

  /** A shopper with a juice of SAR 60 in the bag; Gold with 1,000 points earned yesterday. */
  async function shopperWithBag(tier: 'silver' | 'gold') {
    const shopper = await fastShopper(server.database, server.baseUrl);
    const juice = await stockedVariant(server.database, { stock: 10, price: 6000, offset: 1 });
    await putInBag(server.database, shopper.id, juice.id, 1);
    if (tier === 'gold') await givePoints(server.database, shopper.id, 1000, 1);
    return shopper;
  }

  it('creates a coupon limited to Gold: checkout gives a Gold shopper its discount and tells a Silver shopper it is not for their tier', async () => {
    const body = couponBody({ code: `gold-${Date.now().toString(36)}`, tier: 'gold', value: 25 });
    const created = await createCoupon(staff, body, 'create-gold');
    expect(created.status).toBe(201);
    const code = body.code.toUpperCase();
    expect(created.body).toMatchObject({ code, tier: 'gold', kind: 'percent', value: 25, uses: 0, state: 'active' });
    expect(created.body.version).toBe(1);

    const silver = await quote(await shopperWithBag('silver'), { couponCode: body.code.toLowerCase() });
    expect(silver.body.tier).toBe('silver');
    expect(silver.body.coupon).toMatchObject({ accepted: false, reason: 'not_for_your_tier' });
    expect(silver.body.problems).toContain('coupon_rejected');

    const gold = await quote(await shopperWithBag('gold'), { couponCode: code });
    expect(gold.body.tier).toBe('gold');
    expect(gold.body.coupon).toMatchObject({ accepted: true, code, discount: 1500 });
    expect(gold.body.totals.couponDiscount).toBe(1500);

    const [logged] = await server.database.rows<{ action: string; details: Record<string, unknown> }>(
      `select action, details from staff_actions where subject = $1`,
      [`coupon:${code}`],
    );
    expect(logged).toMatchObject({ action: 'coupon.create', details: { tier: 'gold', value: 25, version: 1 } });
  });

  it('answers a double submit with the coupon the first created, creating one', async () => {
    const body = couponBody({ kind: 'fixed', value: 1500, minSubTotal: 5000 });
    const first = await createCoupon(staff, body, 'double-submit');
    const again = await createCoupon(staff, body, 'double-submit');
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.response.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    const [count] = await server.database.rows<{ n: number }>(
      `select count(*)::int as n from coupons where code = $1`,
      [body.code],
    );
    expect(count?.n).toBe(1);
    const otherBody = await createCoupon(staff, { ...body, value: 2000 }, 'double-submit');
    expect(otherBody.status).toBe(422);
    expect(otherBody.body.error.code).toBe('idempotency_key_reused');
  });

  it('refuses a code that exists (in any case) with 409 at the code, and a create without an Idempotency-Key', async () => {
    const body = couponBody();
    expect((await createCoupon(staff, body, 'taken-1')).status).toBe(201);
    const taken = await createCoupon(staff, { ...body, code: body.code.toLowerCase(), value: 20 }, 'taken-2');
    expect(taken.status).toBe(409);
    expect(taken.body.error).toMatchObject({
      code: 'coupon_code_taken',
      fields: { code: 'A coupon with this code exists already' },
    });
    const welcome = await createCoupon(staff, couponBody({ code: 'welcome10' }), 'taken-3');
    expect(welcome.body.error.code).toBe('coupon_code_taken');
    const noKey = await staff.json<Answer<StaffCoupon>>('/api/staff/coupons', { method: 'POST', body: couponBody() });
    expect(noKey.status).toBe(400);
    expect(noKey.body.error.code).toBe('idempotency_key_missing');
  });

  it('refuses each invalid value at its field', async () => {
    const refused = async (change: Record<string, unknown>) =>
      (await createCoupon(staff, couponBody(change), `invalid-${JSON.stringify(change)}`)).body.error.fields;
    expect(await refused({ code: 'a b' })).toEqual({
      code: '3 to 30 letters, digits or hyphens, starting with a letter or digit',
    });
    expect(await refused({ value: 101 })).toEqual({ value: 'A percentage is 1 to 100' });
    expect(await refused({ kind: 'fixed', value: 0 })).toEqual({ value: 'More than 0' });
    expect(await refused({ kind: 'fixed', value: 12.5 })).toEqual({ value: 'A whole number' });
    expect(await refused({ minSubTotal: -1 })).toEqual({ minSubTotal: 'At least 0' });
    expect(await refused({ validFrom: '2026-12-31T00:00:00.000Z', validUntil: '2026-12-01T00:00:00.000Z' })).toEqual({
      validUntil: 'The end is after the start',
    });
    expect(await refused({ totalLimit: 0 })).toEqual({ totalLimit: 'At least 1' });
    expect(await refused({ totalLimit: 2, perShopperLimit: 3 })).toEqual({
      perShopperLimit: 'At most the total limit',
    });
    expect(await refused({ tier: 'platinum' })).toHaveProperty('tier');
  });

  it('lists coupons by code with search, their uses and state', async () => {
    const past = couponBody({
      code: `OLD-${Date.now().toString(36).toUpperCase()}`,
      validUntil: '2020-01-31T21:00:00.000Z',
    });
    expect((await createCoupon(staff, past, 'list-1')).status).toBe(201);
    const list = await staff.json<StaffCouponList>(`/api/staff/coupons?q=${past.code.toLowerCase()}`);
    expect(list.body.items).toEqual([expect.objectContaining({ code: past.code, state: 'expired', uses: 0 })]);
    const all = await staff.json<StaffCouponList>('/api/staff/coupons?pageSize=100');
    const codes = all.body.items.map((item) => item.code);
    expect(codes).toContain('WELCOME10');
    expect(codes).toEqual([...codes].sort());
  });

  it('answers 404 to shoppers and signed-out visitors, creating nothing', async () => {
    const shopper = await fastShopper(server.database, server.baseUrl);
    const body = couponBody();
    const asShopper = await shopper.json('/api/staff/coupons', {
      method: 'POST',
      body,
      headers: { 'idempotency-key': 'shopper-try' },
    });
    expect(asShopper.status).toBe(404);
    expect((await shopper.json('/api/staff/coupons')).status).toBe(404);
    expect((await shopper.json('/api/staff/coupons/WELCOME10')).status).toBe(404);
    expect(
      (
        await new Browser(server.baseUrl).json('/api/staff/coupons/WELCOME10/grants', {
          method: 'POST',
          body: { emails: ['a@example.com'] },
        })
      ).status,
    ).toBe(404);
    expect((await shopper.json<MyCoupons>('/api/me/coupons')).body.items).toEqual([]);
    expect((await staff.json(`/api/staff/coupons/${body.code}`)).status).toBe(404);
  });
});
