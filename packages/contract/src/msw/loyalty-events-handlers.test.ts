import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { staffLoyaltyEventSchema, staffLoyaltyEventsSchema } from '../staff/loyalty-events-schemas.ts';
import { loyaltyEventsHandlers } from './loyalty-events-handlers.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const base = 'http://127.0.0.1/api/staff/loyalty-events';
const create = (data: unknown, key: string) =>
  fetch(base, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify(data),
  });
const goldBonus = {
  kind: 'bonus-points',
  name: { en: 'Double points', ar: 'نقاط مضاعفة' },
  tier: 'diamond',
  startDate: '2026-12-20',
  endDate: '2026-12-21',
};

describe("the loyalty events stories' server", () => {
  it("lists a year's windows the contract reads, with the allowance left by the domain's count", async () => {
    server.use(...loyaltyEventsHandlers.full());
    const year = staffLoyaltyEventsSchema.parse(await (await fetch(`${base}?year=2026`)).json());
    expect(year.items.map((event) => event.id)).toEqual([1, 2, 3, 4]);
    expect(year.allowances.find((row) => row.kind === 'bonus-points' && row.tier === 'gold')?.left).toBe(0);
    expect(staffLoyaltyEventsSchema.parse(await (await fetch(`${base}?year=2027`)).json()).items).toEqual([]);
    expect((await fetch(`${base}?year=27`)).status).toBe(400);
  });

  it('creates a window once per key, refuses by the rules and removes only a scheduled window', async () => {
    server.use(...loyaltyEventsHandlers.full());
    const created = await create(goldBonus, 'k1');
    expect(created.status).toBe(201);
    const event = staffLoyaltyEventSchema.parse(await created.json());
    expect((await create(goldBonus, 'k1')).headers.get('idempotent-replayed')).toBe('true');
    const limit = await create({ ...goldBonus, tier: 'gold' }, 'k2');
    expect(limit.status).toBe(422);
    expect(await limit.json()).toMatchObject({
      error: { code: 'tier_year_limit', fields: { tier: 'This tier has none left this year' } },
    });
    expect((await create({ ...goldBonus, endDate: '2026-12-19' }, 'k3')).status).toBe(400);
    expect((await fetch(`${base}/${String(event.id)}`, { method: 'DELETE' })).status).toBe(200);
    expect((await fetch(`${base}/3`, { method: 'DELETE' })).status).toBe(422);
    expect((await fetch(`${base}/99`, { method: 'DELETE' })).status).toBe(404);
  });

  it('makes a Super Saver window its coupon and changes a scheduled window from its version, the coupon following', async () => {
    server.use(...loyaltyEventsHandlers.full());
    const saver = {
      ...goldBonus,
      kind: 'super-saver',
      coupon: { kind: 'percent', value: 15, minSubTotal: 0 },
    };
    const created = staffLoyaltyEventSchema.parse(await (await create(saver, 'k4')).json());
    expect(created.coupon).toEqual({
      code: `SAVER-DIAMOND-${String(created.id)}`,
      kind: 'percent',
      value: 15,
      minSubTotal: 0,
    });
    const put = (id: number, data: unknown) =>
      fetch(`${base}/${String(id)}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(data),
      });
    const changed = { ...saver, endDate: '2026-12-23', coupon: { kind: 'fixed', value: 700, minSubTotal: 2000 } };
    const saved = await put(created.id, { ...changed, version: 1 });
    expect(saved.status).toBe(200);
    expect(staffLoyaltyEventSchema.parse(await saved.json())).toMatchObject({
      version: 2,
      endDate: '2026-12-23',
      coupon: { code: created.coupon?.code, kind: 'fixed', value: 700 },
    });
    expect((await put(created.id, { ...changed, version: 1 })).status).toBe(409);
    expect((await put(3, { ...goldBonus, version: 1 })).status).toBe(422);
    const noCoupon = await put(created.id, { ...saver, coupon: null, version: 2 });
    expect(await noCoupon.json()).toMatchObject({ error: { fields: { coupon: expect.any(String) as string } } });
  });

  it('answers 500 when the server is down', async () => {
    server.use(...loyaltyEventsHandlers.error());
    expect((await fetch(`${base}?year=2026`)).status).toBe(500);
  });
});
