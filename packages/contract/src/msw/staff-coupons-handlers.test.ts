import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { staffCouponGrantSchema, staffCouponListSchema, staffCouponSchema } from '../staff/coupons-schemas.ts';
import { staffCouponsFixtures } from './staff-coupons-fixtures.ts';
import { staffCouponsHandlers } from './staff-coupons-handlers.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const base = 'http://127.0.0.1/api/staff/coupons';
const send = (url: string, method: string, data: unknown, headers: Record<string, string> = {}) =>
  fetch(url, { method, headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(data) });
const newCoupon = {
  code: 'eid30',
  kind: 'percent',
  value: 30,
  minSubTotal: 0,
  validFrom: null,
  validUntil: null,
  totalLimit: null,
  perShopperLimit: 1,
  tier: 'gold',
  description: { en: '30 % off for Eid', ar: 'خصم ٣٠٪ للعيد' },
};

describe("the coupon stories' server", () => {
  it('lists coupons the contract reads by code, searched by part of it', async () => {
    server.use(...staffCouponsHandlers.full());
    const all = staffCouponListSchema.parse(await (await fetch(base)).json());
    expect(all.items.map((coupon) => coupon.code)).toEqual([
      'FIRST100',
      'GOLD15',
      'RAMADAN25',
      'SUMMER20',
      'WELCOME10',
    ]);
    const found = staffCouponListSchema.parse(await (await fetch(`${base}?q=ram`)).json());
    expect(found.items.map((coupon) => coupon.code)).toEqual(['RAMADAN25']);
    const opened = staffCouponSchema.parse(await (await fetch(`${base}/ramadan25`)).json());
    expect(opened).toEqual(staffCouponsFixtures.coupons.find((coupon) => coupon.code === 'RAMADAN25'));
  });

  it('creates one coupon per Idempotency-Key and refuses a taken code and a bad value at their fields', async () => {
    server.use(...staffCouponsHandlers.full());
    const first = await send(base, 'POST', newCoupon, { 'idempotency-key': 'k1' });
    expect(first.status).toBe(201);
    const again = await send(base, 'POST', newCoupon, { 'idempotency-key': 'k1' });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(staffCouponSchema.parse(await again.json())).toMatchObject({ code: 'EID30', tier: 'gold', version: 1 });
    const taken = await send(base, 'POST', newCoupon, { 'idempotency-key': 'k2' });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({ error: { code: 'coupon_code_taken' } });
    const bad = await send(base, 'POST', { ...newCoupon, value: 130 }, { 'idempotency-key': 'k3' });
    expect(await bad.json()).toMatchObject({ error: { fields: { value: 'A percentage is 1 to 100' } } });
  });

  it('saves from the current version only, never below the uses, and refuses a colleague-replaced version', async () => {
    server.use(...staffCouponsHandlers.conflict());
    const opened = staffCouponSchema.parse(await (await fetch(`${base}/RAMADAN25`)).json());
    const { kind, value, minSubTotal, validFrom, validUntil, totalLimit, perShopperLimit, tier, description } = opened;
    const body = {
      version: opened.version,
      kind,
      value,
      minSubTotal,
      validFrom,
      validUntil,
      totalLimit,
      perShopperLimit,
      tier,
      description,
    };
    expect((await send(`${base}/RAMADAN25`, 'PUT', body)).status).toBe(409);
    const reloaded = staffCouponSchema.parse(await (await fetch(`${base}/RAMADAN25`)).json());
    const below = await send(`${base}/RAMADAN25`, 'PUT', {
      ...body,
      version: reloaded.version,
      totalLimit: 1,
      perShopperLimit: null,
    });
    expect(below.status).toBe(422);
    const saved = await send(`${base}/RAMADAN25`, 'PUT', { ...body, version: reloaded.version, value: 3000 });
    expect(staffCouponSchema.parse(await saved.json())).toMatchObject({ value: 3000, version: reloaded.version + 1 });
  });

  it('gives a coupon to known shoppers once, listing unknown addresses back', async () => {
    server.use(...staffCouponsHandlers.full());
    const url = `${base}/GOLD15/grants`;
    const given = staffCouponGrantSchema.parse(
      await (await send(url, 'POST', { emails: ['Noura@example.com', 'nobody@example.com'] })).json(),
    );
    expect(given).toEqual({ granted: ['noura@example.com'], alreadyHad: [], unknown: ['nobody@example.com'] });
    const again = staffCouponGrantSchema.parse(
      await (await send(url, 'POST', { emails: ['noura@example.com'] })).json(),
    );
    expect(again).toEqual({ granted: [], alreadyHad: ['noura@example.com'], unknown: [] });
  });
});
