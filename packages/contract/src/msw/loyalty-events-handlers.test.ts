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

  it('answers 500 when the server is down', async () => {
    server.use(...loyaltyEventsHandlers.error());
    expect((await fetch(`${base}?year=2026`)).status).toBe(500);
  });
});
