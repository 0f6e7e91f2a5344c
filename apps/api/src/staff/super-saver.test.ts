import type { MyCoupons, StaffCoupon, StaffLoyaltyEvent } from '@juicyin/contract';
import { addCalendarDays } from '@juicyin/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fastShopper, givePoints, putInBag, quote, stockedVariant, type TestShopper } from '../checkout/testing.ts';
import { type Browser, drivers, SETUP_TIMEOUT, startTestServer, type TestServer } from '../testing/server.ts';
import { type Answer, editBody } from './coupon-testing.ts';
import { createWindow, day, today, windowBody, yearAhead } from './loyalty-event-testing.ts';
import { signInStaff } from './test-orders.ts';

vi.setConfig({ testTimeout: 120_000 });

/** A Super Saver day for Gold: 25 % off, any sub total. */
const saverBody = (change: Parameters<typeof windowBody>[0] = {}) =>
  windowBody({
    kind: 'super-saver',
    coupon: { kind: 'percent', value: 25, minSubTotal: 0 },
    ...change,
  });

describe.each(drivers)('Super Saver days give their tier a coupon over HTTP on %s', (driver) => {
  let server: TestServer;
  let staff: Browser;
  /** The app's clock: a test moves it into and past a window, then back. */
  let offsetMs = 0;
  const clock = () => new Date(Date.now() + offsetMs);

  beforeAll(async () => {
    server = await startTestServer(driver, { clock });
    staff = (await signInStaff(server)).browser;
  }, SETUP_TIMEOUT);
  afterAll(() => server.close());

  /** Moves the app's clock to `at`; the shoppers' sessions are kept alive across the move. */
  const moveClockTo = async (at: Date, shoppers: readonly TestShopper[]) => {
    offsetMs = at.getTime() - Date.now();
    for (const shopper of shoppers) {
      await server.database.rows(`update sessions set expires_at = $2 where shopper_id = $1`, [
        shopper.id,
        new Date(at.getTime() + 86_400_000),
      ]);
    }
  };
  const myCoupons = async (shopper: TestShopper) =>
    (await shopper.json<MyCoupons>('/api/me/coupons')).body.items.map((item) => [item.code, item.usable]);
  const storedCoupon = async (code: string) =>
    (await staff.json<Answer<StaffCoupon>>(`/api/staff/coupons/${code}`)).body;

  it('makes the window’s coupon for Gold, lists it in a Gold shopper’s My Coupons and discounts checkout only during the window; Silver is refused', async () => {
    const tomorrow = addCalendarDays(today(), 1);
    const created = await createWindow(staff, saverBody({ startDate: tomorrow, endDate: tomorrow }));
    expect(created.status).toBe(201);
    const window = created.body;
    const code = `SAVER-GOLD-${String(window.id)}`;
    expect(window.coupon).toEqual({ code, kind: 'percent', value: 25, minSubTotal: 0 });
    const coupon = await storedCoupon(code);
    expect(coupon).toMatchObject({
      kind: 'percent',
      value: 25,
      tier: 'gold',
      perShopperLimit: 1,
      totalLimit: null,
      validFrom: window.startsAt,
      validUntil: new Date(Date.parse(window.endsAt) - 1).toISOString(),
      state: 'scheduled',
    });

    const gold = await fastShopper(server.database, server.baseUrl);
    const silver = await fastShopper(server.database, server.baseUrl);
    const juice = await stockedVariant(server.database, { stock: 10, price: 6000, offset: 7 });
    for (const shopper of [gold, silver]) await putInBag(server.database, shopper.id, juice.id, 1);
    await givePoints(server.database, gold.id, 1000, 1);

    // Upcoming: in Gold's My Coupons (not usable yet), not in Silver's; checkout says not yet.
    expect(await myCoupons(gold)).toContainEqual([code, false]);
    expect((await myCoupons(silver)).map(([listed]) => listed)).not.toContain(code);
    expect((await quote(gold, { couponCode: code.toLowerCase() })).body.coupon).toMatchObject({
      accepted: false,
      reason: 'not_yet_valid',
    });

    try {
      await moveClockTo(new Date(Date.parse(window.startsAt) + 3_600_000), [gold, silver]);
      const during = await quote(gold, { couponCode: code });
      expect(during.body.tier).toBe('gold');
      expect(during.body.coupon).toMatchObject({ accepted: true, code, discount: 1500 });
      expect(during.body.totals.couponDiscount).toBe(1500);
      expect(await myCoupons(gold)).toContainEqual([code, true]);
      expect((await quote(silver, { couponCode: code })).body.coupon).toMatchObject({
        accepted: false,
        reason: 'not_for_your_tier',
      });

      await moveClockTo(new Date(Date.parse(window.endsAt) + 60_000), [gold]);
      expect((await quote(gold, { couponCode: code })).body.coupon).toMatchObject({
        accepted: false,
        reason: 'expired',
      });
    } finally {
      offsetMs = 0;
    }
  });

  it('moves the coupon with the window’s dates and discount, removes it with the window or when it stops being a Super Saver day', async () => {
    const year = yearAhead(1);
    const created = await createWindow(
      staff,
      saverBody({
        startDate: day(year, '04-01'),
        coupon: { code: 'juicy-gold', kind: 'fixed', value: 500, minSubTotal: 3000 },
      }),
    );
    expect(created.status).toBe(201);
    expect(created.body.coupon).toEqual({ code: 'JUICY-GOLD', kind: 'fixed', value: 500, minSubTotal: 3000 });

    const edit = (window: StaffLoyaltyEvent, change: Record<string, unknown>) =>
      staff.json<Answer<StaffLoyaltyEvent>>(`/api/staff/loyalty-events/${String(window.id)}`, {
        method: 'PUT',
        body: {
          kind: window.kind,
          name: window.name,
          tier: window.tier,
          startDate: window.startDate,
          endDate: window.endDate,
          coupon: window.coupon && {
            kind: window.coupon.kind,
            value: window.coupon.value,
            minSubTotal: window.coupon.minSubTotal,
          },
          version: window.version,
          ...change,
        },
      });
    const moved = await edit(created.body, {
      tier: 'diamond',
      startDate: day(year, '04-10'),
      endDate: day(year, '04-12'),
      coupon: { kind: 'percent', value: 30, minSubTotal: 0 },
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ version: 2, coupon: { code: 'JUICY-GOLD', kind: 'percent', value: 30 } });
    expect(await storedCoupon('JUICY-GOLD')).toMatchObject({
      kind: 'percent',
      value: 30,
      minSubTotal: 0,
      tier: 'diamond',
      validFrom: new Date(`${day(year, '04-09')}T21:00:00Z`).toISOString(),
      validUntil: new Date(Date.parse(`${day(year, '04-12')}T21:00:00Z`) - 1).toISOString(),
    });
    const [logged] = await server.database.rows<{ details: { changed: Record<string, unknown> } }>(
      `select details from staff_actions where subject = $1 and action = 'loyalty-event.update'`,
      [`loyalty-event:${String(created.body.id)}`],
    );
    expect(logged?.details.changed).toMatchObject({ 'coupon.value': [500, 30], tier: ['gold', 'diamond'] });
    expect((await edit(created.body, { name: { en: 'Stale', ar: 'قديم' } })).status).toBe(409);

    // The coupon is changed through its window only: the coupon editor's save is refused.
    const direct = await staff.json<Answer<StaffCoupon>>('/api/staff/coupons/JUICY-GOLD', {
      method: 'PUT',
      body: editBody(await storedCoupon('JUICY-GOLD'), { tier: null }),
    });
    expect(direct.status).toBe(422);
    expect(direct.body.error.code).toBe('coupon_follows_window');
    expect(await storedCoupon('JUICY-GOLD')).toMatchObject({ tier: 'diamond' });

    // A chosen code that is taken is refused at its field, and nothing is scheduled.
    const taken = await createWindow(
      staff,
      saverBody({
        startDate: day(year, '06-01'),
        coupon: { code: 'JUICY-GOLD', kind: 'percent', value: 5, minSubTotal: 0 },
      }),
    );
    expect(taken.status).toBe(409);
    expect(taken.body.error).toMatchObject({
      code: 'coupon_code_taken',
      fields: { 'coupon.code': 'A coupon with this code exists already' },
    });

    const removed = await staff.json<Answer<StaffLoyaltyEvent>>(
      `/api/staff/loyalty-events/${String(created.body.id)}`,
      {
        method: 'DELETE',
      },
    );
    expect(removed.status).toBe(200);
    expect(removed.body.coupon?.code).toBe('JUICY-GOLD');
    expect(await server.database.rows(`select 1 from coupons where code = 'JUICY-GOLD'`)).toEqual([]);

    // Made a Bonus Points Event, a Super Saver window loses its coupon.
    const second = (await createWindow(staff, saverBody({ startDate: day(year, '07-01') }))).body;
    const secondCode = `SAVER-GOLD-${String(second.id)}`;
    expect(second.coupon?.code).toBe(secondCode);
    const bonus = await edit(second, { kind: 'bonus-points', coupon: null });
    expect(bonus.status).toBe(200);
    expect(bonus.body.coupon).toBeNull();
    expect(await server.database.rows(`select 1 from coupons where code = $1`, [secondCode])).toEqual([]);
    const [count] = await server.database.rows<{ n: number }>(
      `select count(*)::int as n from loyalty_events where kind = 'super-saver' and starts_at >= $1`,
      [new Date(Date.UTC(year, 0, 1))],
    );
    expect(count?.n).toBe(0);
  });

  it('refuses a Super Saver day without a coupon, for every tier at once, or a coupon on a Bonus Points Event, at the field', async () => {
    const year = yearAhead(2);
    const noCoupon = await createWindow(staff, saverBody({ startDate: day(year, '02-01'), coupon: null }));
    expect(noCoupon.status).toBe(400);
    expect(noCoupon.body.error.fields).toEqual({ coupon: 'A Super Saver day gives a coupon: set its discount' });
    const everyTier = await createWindow(staff, saverBody({ startDate: day(year, '02-01'), tier: null }));
    expect(everyTier.body.error.fields).toEqual({
      tier: 'A Super Saver coupon is for one tier: choose Gold or Diamond',
    });
    const tooMuch = await createWindow(
      staff,
      saverBody({ startDate: day(year, '02-01'), coupon: { kind: 'percent', value: 101, minSubTotal: 0 } }),
    );
    expect(tooMuch.body.error.fields).toEqual({ 'coupon.value': 'A percentage is 1 to 100' });
    const bonus = await createWindow(
      staff,
      windowBody({ startDate: day(year, '02-01'), coupon: { kind: 'percent', value: 10, minSubTotal: 0 } }),
    );
    expect(bonus.body.error.fields).toEqual({ coupon: 'A Bonus Points Event gives no coupon' });
    expect(
      await server.database.rows(`select 1 from loyalty_events where starts_at >= $1`, [
        new Date(Date.UTC(year, 0, 1)),
      ]),
    ).toEqual([]);
  });
});
