import type { HomeSections, ProductList, StaffProductList, StaffSpecial, StaffSpecials } from '@juicyin/contract';
import { addCalendarDays, riyadhDay, riyadhIsoWeek } from '@juicyin/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  Browser,
  drivers,
  registerShopper,
  SETUP_TIMEOUT,
  startTestServer,
  type TestServer,
} from '../testing/server.ts';
import { signInStaff } from './test-orders.ts';

vi.setConfig({ testTimeout: 120_000 });

type Answer = StaffSpecial & { error: { code: string; message: string; fields?: Record<string, string> } };

describe.each(drivers)('staff choose the specials on a calendar over HTTP on %s', (driver) => {
  let server: TestServer;
  let staff: Browser;
  let slugs: string[];
  const today = () => riyadhDay(new Date());

  beforeAll(async () => {
    server = await startTestServer(driver);
    staff = (await signInStaff(server)).browser;
    const products = await staff.json<StaffProductList>('/api/staff/products?pageSize=5');
    slugs = products.body.items.map((product) => product.slug);
  }, SETUP_TIMEOUT);
  afterAll(() => server.close());

  const put = (period: string, productSlugs: string[]) =>
    staff.json<Answer>(`/api/staff/specials/${period}`, { method: 'PUT', body: { productSlugs } });
  const clear = (period: string) => staff.json<Answer>(`/api/staff/specials/${period}`, { method: 'DELETE' });
  const home = async () => (await new Browser(server.baseUrl).json<HomeSections>('/api/home')).body;
  const calendar = async (from: string, to: string) =>
    (await staff.json<StaffSpecials>(`/api/staff/specials?from=${from}&to=${to}`)).body;
  const logged = (period: string) =>
    server.database.rows<{ action: string; details: Record<string, unknown> }>(
      `select action, details from staff_actions where subject = $1 order by id`,
      [`special:${period}`],
    );
  const sorted = (list: readonly { slug: string }[]) => list.map((product) => product.slug).sort();

  it("sets today's special: the home page and /special answer it at once, the log says what it was and is", async () => {
    const day = today();
    const before = (await calendar(day, day)).days[0]?.products.map((product) => product.slug) ?? [];
    await home(); // the read model is cached now
    const chosen = [slugs[3] ?? '', slugs[1] ?? ''];
    const saved = await put(day, chosen);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ kind: 'day', period: day, editable: true });
    expect(sorted(saved.body.products)).toEqual([...chosen].sort());

    expect(sorted((await home()).specialOfToday)).toEqual([...chosen].sort());
    const special = await new Browser(server.baseUrl).json<ProductList>('/api/products?special=today&pageSize=60');
    expect(sorted(special.body.items)).toEqual([...chosen].sort());
    expect(await logged(day)).toEqual([
      { action: 'special.set', details: { kind: 'day', from: [...before].sort(), to: [...chosen].sort() } },
    ]);

    // The same choice again (in another order) changes nothing and is not logged twice.
    const again = await put(day, [...chosen].reverse());
    expect(again.status).toBe(200);
    expect(await logged(day)).toHaveLength(1);
  });

  it("sets this week's special: the home page's Special of the week follows", async () => {
    const week = riyadhIsoWeek(new Date());
    const saved = await put(week, [slugs[2] ?? '']);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ kind: 'week', period: week, editable: true });
    expect((await home()).specialOfWeek.map((product) => product.slug)).toEqual([slugs[2]]);
    expect((await logged(week))[0]?.details).toMatchObject({ kind: 'week', to: [slugs[2]] });
  });

  it('clears a coming day: the calendar shows it without a special, a second clear changes nothing', async () => {
    const day = addCalendarDays(today(), 3);
    expect((await calendar(day, day)).days[0]?.products.length).toBeGreaterThan(0);
    const cleared = await clear(day);
    expect(cleared.status).toBe(200);
    expect(cleared.body.products).toEqual([]);
    expect((await calendar(day, day)).days[0]?.products).toEqual([]);
    expect((await clear(day)).status).toBe(200);
    expect((await logged(day)).map((row) => row.details['to'])).toEqual([[]]);
  });

  it('lists every day of a range and every ISO week touching it, the past read-only', async () => {
    const from = addCalendarDays(today(), -2);
    const to = addCalendarDays(today(), 12);
    const read = await calendar(from, to);
    expect(read.today).toBe(today());
    expect(read.days.map((day) => day.period)).toEqual(
      Array.from({ length: 15 }, (_, index) => addCalendarDays(from, index)),
    );
    expect(read.days.map((day) => day.editable)).toEqual(read.days.map((day) => day.period >= today()));
    expect(read.weeks.map((week) => week.period)).toEqual([...new Set(read.days.map((day) => day.week))]);
    expect(read.weeks.find((week) => week.period === read.thisWeek)?.editable).toBe(true);
    expect(read.weeks[0]?.monday).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('refuses a day or week that is over and a product the shop does not sell, and keeps what was there', async () => {
    const yesterday = addCalendarDays(today(), -1);
    const kept = (await calendar(yesterday, yesterday)).days[0]?.products;
    const past = await put(yesterday, [slugs[0] ?? '']);
    expect(past.status).toBe(422);
    expect(past.body.error.code).toBe('past_period');
    expect((await clear(yesterday)).body.error.code).toBe('past_period');
    const lastWeek = riyadhIsoWeek(new Date(Date.now() - 7 * 86_400_000));
    expect((await put(lastWeek, [slugs[0] ?? ''])).body.error.code).toBe('past_period');
    expect((await calendar(yesterday, yesterday)).days[0]?.products).toEqual(kept);

    const tomorrow = addCalendarDays(today(), 1);
    const unknown = await put(tomorrow, [slugs[0] ?? '', 'moon-juice']);
    expect(unknown.status).toBe(422);
    expect(unknown.body.error.code).toBe('unknown_product');
    expect(unknown.body.error.fields).toEqual({ 'productSlugs.1': 'Not a product the shop sells' });
    expect(await logged(tomorrow)).toEqual([]);
  });

  it('answers 404 to shoppers, as if the specials did not exist', async () => {
    const shopper = new Browser(server.baseUrl);
    await registerShopper(shopper);
    const answer = await shopper.json<Answer>(`/api/staff/specials/${today()}`, {
      method: 'PUT',
      body: { productSlugs: [slugs[0]] },
    });
    expect(answer.status).toBe(404);
    expect((await shopper.json(`/api/staff/specials?from=${today()}&to=${today()}`)).status).toBe(404);
  });
});
