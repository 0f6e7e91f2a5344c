import type { StaffLoyaltyEvent } from '@juicyin/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fastShopper, givePoints, putInBag, quote, stockedVariant } from '../checkout/testing.ts';
import {
  Browser,
  drivers,
  registerShopper,
  SETUP_TIMEOUT,
  startTestServer,
  type TestServer,
} from '../testing/server.ts';
import type { Answer } from './coupon-testing.ts';
import { createWindow, day, listWindows, today, windowBody, yearAhead, yesterday } from './loyalty-event-testing.ts';
import { signInStaff } from './test-orders.ts';

vi.setConfig({ testTimeout: 120_000 });

describe.each(drivers)('staff schedule loyalty events over HTTP on %s', (driver) => {
  let server: TestServer;
  let staff: Browser;

  beforeAll(async () => {
    server = await startTestServer(driver);
    staff = (await signInStaff(server)).browser;
  }, SETUP_TIMEOUT);
  afterAll(() => server.close());

  it('schedules Gold 2 Bonus Points Events a year and refuses a third; one for every tier counts against Gold and Diamond', async () => {
    const year = yearAhead(1);
    const first = await createWindow(staff, windowBody({ startDate: day(year, '02-01'), endDate: day(year, '02-03') }));
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      kind: 'bonus-points',
      tier: 'gold',
      startDate: day(year, '02-01'),
      endDate: day(year, '02-03'),
      state: 'scheduled',
      version: 1,
      startsAt: new Date(`${day(year, '01-31')}T21:00:00Z`).toISOString(),
      endsAt: new Date(`${day(year, '02-03')}T21:00:00Z`).toISOString(),
    });
    const both = await createWindow(staff, windowBody({ tier: null, startDate: day(year, '05-01') }));
    expect(both.status).toBe(201);

    const third = await createWindow(staff, windowBody({ startDate: day(year, '09-01') }));
    expect(third.status).toBe(422);
    expect(third.body.error).toMatchObject({
      code: 'tier_year_limit',
      fields: { tier: 'Gold has none left this year' },
    });
    // Super Saver days have their own allowance; the next year too.
    expect(
      (
        await createWindow(
          staff,
          windowBody({
            kind: 'super-saver',
            startDate: day(year, '09-01'),
            coupon: { kind: 'percent', value: 10, minSubTotal: 0 },
          }),
        )
      ).status,
    ).toBe(201);
    expect((await createWindow(staff, windowBody({ startDate: day(year + 1, '01-10') }))).status).toBe(201);

    // Diamond: 3, of which the window for every tier is one.
    for (const date of ['06-01', '07-01']) {
      expect((await createWindow(staff, windowBody({ tier: 'diamond', startDate: day(year, date) }))).status).toBe(201);
    }
    const fourth = await createWindow(staff, windowBody({ tier: 'diamond', startDate: day(year, '08-01') }));
    expect(fourth.body.error.code).toBe('tier_year_limit');
    expect(fourth.body.error.message).toContain('Diamond');

    const list = await listWindows(staff, year);
    expect(list.status).toBe(200);
    expect(list.body.items.map((item) => [item.kind, item.tier, item.startDate])).toEqual([
      ['bonus-points', 'gold', day(year, '02-01')],
      ['bonus-points', null, day(year, '05-01')],
      ['bonus-points', 'diamond', day(year, '06-01')],
      ['bonus-points', 'diamond', day(year, '07-01')],
      ['super-saver', 'gold', day(year, '09-01')],
    ]);
    expect(list.body.allowances).toEqual([
      { kind: 'bonus-points', tier: 'gold', limit: 2, used: 2, left: 0 },
      { kind: 'bonus-points', tier: 'diamond', limit: 3, used: 3, left: 0 },
      { kind: 'super-saver', tier: 'gold', limit: 2, used: 1, left: 1 },
      { kind: 'super-saver', tier: 'diamond', limit: 3, used: 0, left: 3 },
    ]);
    const [logged] = await server.database.rows<{ action: string; details: Record<string, unknown> }>(
      `select action, details from staff_actions where subject = $1`,
      [`loyalty-event:${String(first.body.id)}`],
    );
    expect(logged).toMatchObject({ action: 'loyalty-event.create', details: { tier: 'gold', version: 1 } });
  });

  it('refuses Silver, overlapping windows of a kind and tier, days before today, an end before the start and a window into the next year', async () => {
    const year = yearAhead(6);
    const silver = await createWindow(staff, windowBody({ tier: 'silver', startDate: day(year, '03-01') }));
    expect(silver.status).toBe(422);
    expect(silver.body.error.code).toBe('silver_not_eligible');
    expect(silver.body.error.fields).toHaveProperty('tier');

    expect(
      (await createWindow(staff, windowBody({ startDate: day(year, '03-01'), endDate: day(year, '03-05') }))).status,
    ).toBe(201);
    const overlap = await createWindow(
      staff,
      windowBody({ tier: null, startDate: day(year, '03-05'), endDate: day(year, '03-06') }),
    );
    expect(overlap.status).toBe(422);
    expect(overlap.body.error).toMatchObject({
      code: 'windows_overlap',
      fields: { startDate: 'Shares a day with another window of this kind and tier' },
    });
    // Diamond's calendar is its own.
    expect((await createWindow(staff, windowBody({ tier: 'diamond', startDate: day(year, '03-05') }))).status).toBe(
      201,
    );

    const past = await createWindow(staff, windowBody({ startDate: yesterday(), endDate: today() }));
    expect(past.body.error).toMatchObject({ code: 'starts_in_past', fields: { startDate: 'Today or later' } });
    const backwards = await createWindow(
      staff,
      windowBody({ startDate: day(year, '04-02'), endDate: day(year, '04-01') }),
    );
    expect(backwards.status).toBe(400);
    expect(backwards.body.error.fields).toEqual({ endDate: 'On or after the first day' });
    const crossing = await createWindow(
      staff,
      windowBody({ startDate: day(year, '12-31'), endDate: day(year + 1, '01-01') }),
    );
    expect(crossing.body.error).toMatchObject({
      code: 'window_crosses_year',
      fields: { endDate: 'In the same year as the first day' },
    });
    expect((await listWindows(staff, year)).body.items).toHaveLength(2);
  });

  it('answers a double submit with the window the first created, and keeps a refusal for its key', async () => {
    const year = yearAhead(3);
    const body = windowBody({ startDate: day(year, '04-01') });
    const first = await createWindow(staff, body, 'loyalty-double');
    const again = await createWindow(staff, body, 'loyalty-double');
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.response.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect((await listWindows(staff, year)).body.items).toHaveLength(1);
    expect((await createWindow(staff, { ...body, tier: 'diamond' }, 'loyalty-double')).body.error.code).toBe(
      'idempotency_key_reused',
    );
    const missing = await staff.json<Answer<object>>('/api/staff/loyalty-events', { method: 'POST', body });
    expect(missing.status).toBe(400);
    expect(missing.body.error.code).toBe('idempotency_key_missing');
  });

  it('holds the allowance when many creates arrive at once', async () => {
    const year = yearAhead(4);
    const answers = await Promise.all(
      ['01-05', '02-05', '03-05', '04-05', '05-05', '06-05'].map((date) =>
        createWindow(staff, windowBody({ startDate: day(year, date) })),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 422, 422, 422, 422]);
    expect(answers.filter((answer) => answer.status === 422).map((answer) => answer.body.error.code)).toEqual(
      Array(4).fill('tier_year_limit'),
    );
    const [count] = await server.database.rows<{ n: number }>(
      `select count(*)::int as n from loyalty_events where tier = 'gold' and starts_at >= $1 and starts_at < $2`,
      [new Date(Date.UTC(year, 0, 1)), new Date(Date.UTC(year + 1, 0, 1))],
    );
    expect(count?.n).toBe(2);
  });

  it('changes a window from its version (409 from an old one) and removes it; a started one stays', async () => {
    const year = yearAhead(5);
    const created = (await createWindow(staff, windowBody({ startDate: day(year, '05-01') }))).body;
    const edit = (window: StaffLoyaltyEvent, change: Record<string, unknown>) =>
      staff.json<Answer<StaffLoyaltyEvent>>(`/api/staff/loyalty-events/${String(window.id)}`, {
        method: 'PUT',
        body: {
          ...windowBody(),
          startDate: window.startDate,
          endDate: window.endDate,
          version: window.version,
          ...change,
        },
      });
    const saved = await edit(created, { endDate: day(year, '05-03'), name: { en: 'Triple week', ar: 'أسبوع' } });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ endDate: day(year, '05-03'), version: 2, name: { en: 'Triple week' } });
    const stale = await edit(created, { endDate: day(year, '05-04') });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('version_conflict');
    const toSilver = await edit(saved.body, { tier: 'silver' });
    expect(toSilver.body.error.code).toBe('silver_not_eligible');

    const removed = await staff.json<Answer<StaffLoyaltyEvent>>(`/api/staff/loyalty-events/${String(created.id)}`, {
      method: 'DELETE',
    });
    expect(removed.status).toBe(200);
    expect(removed.body.id).toBe(created.id);
    expect((await listWindows(staff, year)).body.items).toEqual([]);
    const actions = await server.database.rows<{ action: string }>(
      `select action from staff_actions where subject = $1 order by at, id`,
      [`loyalty-event:${String(created.id)}`],
    );
    expect(actions.map((row) => row.action)).toEqual([
      'loyalty-event.create',
      'loyalty-event.update',
      'loyalty-event.delete',
    ]);

    // A window that runs today has started: it can be neither changed nor removed.
    const running = await createWindow(staff, windowBody({ tier: 'diamond', startDate: today(), endDate: today() }));
    expect(running.body.state).toBe('running');
    const gone = await staff.json<Answer<object>>(`/api/staff/loyalty-events/${String(running.body.id)}`, {
      method: 'DELETE',
    });
    expect(gone.status).toBe(422);
    expect(gone.body.error.code).toBe('window_started');
    expect((await edit(running.body, { name: { en: 'Renamed', ar: 'اسم' } })).body.error.code).toBe('window_started');
    await server.database.rows(`delete from loyalty_events where id = $1`, [running.body.id]);
  });

  it('doubles a Gold shopper’s order points at checkout once a Bonus Points Event for Gold covers today', async () => {
    const shopper = await fastShopper(server.database, server.baseUrl);
    const juice = await stockedVariant(server.database, { stock: 10, price: 6000, offset: 1 });
    await putInBag(server.database, shopper.id, juice.id, 1);
    await givePoints(server.database, shopper.id, 1000, 1);
    const before = await quote(shopper);
    expect(before.body.tier).toBe('gold');
    const created = await createWindow(staff, windowBody({ startDate: today(), endDate: today() }));
    expect(created.status).toBe(201);
    try {
      const after = await quote(shopper);
      expect(after.body.totals.pointsEarned).toBe(before.body.totals.pointsEarned * 2);
    } finally {
      await server.database.rows(`delete from loyalty_events where id = $1`, [created.body.id]);
    }
  });

  it('is hidden from shoppers and signed-out visitors (404)', async () => {
    const browser = new Browser(server.baseUrl);
    expect((await listWindows(browser, yearAhead(1))).status).toBe(404);
    await registerShopper(browser);
    expect((await listWindows(browser, yearAhead(1))).status).toBe(404);
    expect((await createWindow(browser, windowBody())).status).toBe(404);
  });
});
