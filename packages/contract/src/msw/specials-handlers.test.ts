import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { staffSpecialSchema, staffSpecialsSchema } from '../staff/specials-schemas.ts';
import { SPECIALS_TODAY } from './specials-fixtures.ts';
import { specialsHandlers } from './specials-handlers.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const base = 'http://127.0.0.1/api/staff/specials';
const put = (period: string, productSlugs: unknown) =>
  fetch(`${base}/${period}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ productSlugs }),
  });
const answer = async (response: Response) => ({ status: response.status, body: (await response.json()) as never });

describe("the specials stories' server", () => {
  it("hands out a month's grid the contract reads, and sets and clears a coming day", async () => {
    server.use(...specialsHandlers.full());
    const grid = staffSpecialsSchema.parse(await (await fetch(`${base}?from=2026-10-26&to=2026-12-06`)).json());
    expect(grid).toMatchObject({ today: SPECIALS_TODAY, thisWeek: '2026-W47' });
    expect(grid.days).toHaveLength(42);
    expect(grid.weeks.map((week) => week.period)).toEqual([
      '2026-W44',
      '2026-W45',
      '2026-W46',
      '2026-W47',
      '2026-W48',
      '2026-W49',
    ]);
    expect(grid.days.find((day) => day.period === '2026-11-21')?.editable).toBe(false);
    const saved = await put('2026-11-25', ['fresh-apple-juice']);
    expect(saved.status).toBe(200);
    expect(staffSpecialSchema.parse(await saved.json()).products.map((product) => product.slug)).toEqual([
      'fresh-apple-juice',
    ]);
    const cleared = staffSpecialSchema.parse(await (await fetch(`${base}/2026-W48`, { method: 'DELETE' })).json());
    expect(cleared.products).toEqual([]);
  });

  it('refuses a past day, an unknown product and a malformed body as the API does', async () => {
    server.use(...specialsHandlers.full());
    expect(await answer(await put('2026-11-21', ['fresh-apple-juice']))).toMatchObject({
      status: 422,
      body: { error: { code: 'past_period' } },
    });
    expect(await answer(await put('2026-11-30', ['moon-juice']))).toMatchObject({
      status: 422,
      body: { error: { code: 'unknown_product', fields: { 'productSlugs.0': 'Not a product the shop sells' } } },
    });
    expect((await put('2026-11-30', [])).status).toBe(400);
  });

  it('refuses every change once the day is over', async () => {
    server.use(...specialsHandlers.full({ dayOver: true }));
    expect(await answer(await put(SPECIALS_TODAY, ['fresh-apple-juice']))).toMatchObject({
      status: 422,
      body: { error: { code: 'past_period' } },
    });
  });
});
