import { addDays } from '@juicyin/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { createMailer } from '../mail/mailer.ts';
import { creditPoints } from '../points/ledger.ts';
import { redeemOrderPoints } from '../points/redeem.ts';
import {
  Browser,
  drivers,
  registerShopper,
  SETUP_TIMEOUT,
  signInAgain,
  startTestServer,
  type TestServer,
} from '../testing/server.ts';
import { runPointsExpiry } from './points-expiry.ts';

vi.setConfig({ testTimeout: 120_000 });

describe.each(drivers)('the points expiry job on %s', (driver) => {
  let server: TestServer;
  /** The app's clock: the tests move it forward by days. */
  let offsetDays = 0;
  const clock = () => addDays(new Date(), offsetDays);

  beforeAll(async () => {
    server = await startTestServer(driver, { clock });
  }, SETUP_TIMEOUT);
  afterAll(() => server.close());

  /**
   * A shopper with three lots: registration (5, now), an order (60, now) and a review (40, credited
   * 100 days on), who redeemed 50 the next day — the earliest-expiring lots first: all 5 of the
   * registration and 45 of the order lot. 15 of the order lot are left when it expires.
   */
  async function shopperWithLots(options: { notifyExpiry?: boolean } = {}) {
    const browser = new Browser(server.baseUrl);
    const { shopper, email, password } = await registerShopper(browser);
    if (options.notifyExpiry === false) {
      await browser.json('/api/me/notifications', {
        method: 'PUT',
        body: { balanceUpdate: true, pointExpiration: false, newsletter: false, messages: true },
      });
    }
    const db = server.database.db;
    const start = new Date();
    await creditPoints(db, shopper.id, 'order', 60, start, `order-${shopper.id}`);
    await creditPoints(db, shopper.id, 'review', 40, addDays(start, 100), `product-${shopper.id}`);
    await db.transaction(async (tx) => {
      await redeemOrderPoints(tx, {
        shopperId: shopper.id,
        points: 50,
        orderNumber: `JY-${shopper.id}`,
        now: addDays(start, 1),
      });
    });
    const [orderLot] = await server.database.rows<{ id: string }>(
      `select id from points_ledger where shopper_id = $1 and type = 'order'`,
      [shopper.id],
    );
    return { browser, shopper, email, password, orderLotId: orderLot?.id ?? '' };
  }

  const expiredRows = (shopperId: string) =>
    server.database.rows<{ amount: number; lot_id: string }>(
      `select amount, lot_id from points_ledger where shopper_id = $1 and type = 'expired' order by created_at`,
      [shopperId],
    );
  const balance = async (shopperId: string) =>
    (
      await server.database.rows<{ balance: number }>(
        `select coalesce(sum(amount), 0)::int as balance from points_ledger where shopper_id = $1`,
        [shopperId],
      )
    )[0]?.balance;
  const warnings = (email: string) =>
    server.database.rows<{ subject: string; text_body: string }>(
      `select subject, text_body from outbox where recipient = $1 and subject like '%expire%'`,
      [email],
    );

  it('warns once per lot about points expiring within 30 days, only shoppers who want it', async () => {
    offsetDays = 0;
    const wanting = await shopperWithLots();
    const quiet = await shopperWithLots({ notifyExpiry: false });

    offsetDays = 155;
    await server.app.pointsJob.trigger();
    const mail = await warnings(wanting.email);
    expect(mail).toHaveLength(1);
    // Only the 15 left of the order lot: the registration lot is spent, the review lot expires later.
    expect(mail[0]?.text_body).toContain('15 of your points expire on');
    expect(await warnings(quiet.email)).toEqual([]);

    await server.app.pointsJob.trigger();
    offsetDays = 160;
    await server.app.pointsJob.trigger();
    expect(await warnings(wanting.email)).toHaveLength(1);
    expect(await expiredRows(wanting.shopper.id)).toEqual([]);
  });

  it('with the clock 181 days on, expires exactly the unspent remainder of the earliest lot, once, however often it runs', async () => {
    offsetDays = 0;
    const { browser, shopper, email, password, orderLotId } = await shopperWithLots();
    expect(await balance(shopper.id)).toBe(55);

    offsetDays = 181;
    // The session started 181 days ago (on the app's clock) has ended.
    await signInAgain(browser, { email, password });
    await server.app.pointsJob.trigger();
    expect(await expiredRows(shopper.id)).toEqual([{ amount: -15, lot_id: orderLotId }]);
    expect(await balance(shopper.id)).toBe(40);

    await server.app.pointsJob.trigger();
    expect(await expiredRows(shopper.id)).toEqual([{ amount: -15, lot_id: orderLotId }]);

    const history = await browser.json<{ items: { type: string; amount: number; expiresAt: string | null }[] }>(
      '/api/me/points/history',
    );
    expect(history.body.items.find((item) => item.type === 'expired')).toMatchObject({ amount: -15, expiresAt: null });
    const summary = await browser.json<{ balance: number; available: number }>('/api/me/points/summary');
    expect(summary.body).toMatchObject({ balance: 40, available: 40 });

    // 100 days later the review lot goes too, in full.
    offsetDays = 281;
    await server.app.pointsJob.trigger();
    expect((await expiredRows(shopper.id)).map((row) => row.amount)).toEqual([-15, -40]);
    expect(await balance(shopper.id)).toBe(0);
  });

  it('expires each lot once when two processes run the job at the same time', async () => {
    offsetDays = 0;
    const first = await shopperWithLots();
    const second = await shopperWithLots();
    // A second app on the same database: another process, started with the job on (it runs at start).
    offsetDays = 181;
    const other = await buildApp({ database: server.database, clock, pointsJob: true });
    try {
      await other.ready();
      await Promise.all([
        other.pointsJob.trigger(),
        server.app.pointsJob.trigger(),
        runPointsExpiry(server.database.db, {
          now: clock(),
          mailer: createMailer(server.database.db),
          shopUrl: 'http://shop.test',
        }),
      ]);
      await other.pointsJob.idle();
    } finally {
      await other.close();
    }
    for (const { shopper, orderLotId } of [first, second]) {
      expect(await expiredRows(shopper.id)).toEqual([{ amount: -15, lot_id: orderLotId }]);
      expect(await balance(shopper.id)).toBe(40);
    }
  });

  it('runs at start when the app is built with the job on, and stops with the app', async () => {
    offsetDays = 0;
    const { shopper, orderLotId } = await shopperWithLots();
    offsetDays = 181;
    const other = await buildApp({ database: server.database, clock, pointsJob: true });
    await other.ready();
    await other.pointsJob.idle();
    await other.close();
    expect(await expiredRows(shopper.id)).toEqual([{ amount: -15, lot_id: orderLotId }]);
  });
});
