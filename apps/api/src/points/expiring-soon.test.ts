import type { PointsHistory, PointsSummary } from '@juicyin/contract';
import { addDays, POINTS_EXPIRING_SOON_DAYS, POINTS_EXPIRY_DAYS, POINTS_FOR_REGISTRATION } from '@juicyin/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { creditPoints } from './ledger.ts';
import {
  Browser,
  drivers,
  registerShopper,
  signInAgain,
  SETUP_TIMEOUT,
  startTestServer,
  type TestServer,
} from '../testing/server.ts';

vi.setConfig({ testTimeout: 120_000 });

/*
 * The points page's 'Points expiring soon' and its date, and the 180-day expiry of each entry, as
 * the summary and the history give them with the server's clock moved on (no job runs here: the
 * summary reads the ledger at the clock's now).
 */
describe.each(drivers)('points expiring soon over HTTP with the clock moved, on %s', (driver) => {
  let server: TestServer;
  /** The app's clock: the test moves it forward by days. */
  let offsetDays = 0;
  const clock = () => addDays(new Date(), offsetDays);

  beforeAll(async () => {
    server = await startTestServer(driver, { clock });
  }, SETUP_TIMEOUT);
  afterAll(() => server.close());

  it('counts the lots expiring within the next 30 days and dates the next expiry, 180 days after each credit', async () => {
    offsetDays = 0;
    const browser = new Browser(server.baseUrl);
    const { shopper, email, password } = await registerShopper(browser);
    // An order's 60 points, credited 10 days after registering.
    await creditPoints(server.database.db, shopper.id, 'order', 60, addDays(new Date(), 10), `order-${shopper.id}`);

    const history = (await browser.json<PointsHistory>('/api/me/points/history')).body.items;
    const registration = history.find((entry) => entry.type === 'registration');
    const order = history.find((entry) => entry.type === 'order');
    if (!registration?.expiresAt || !order?.expiresAt) throw new Error('both credits carry their expiry');
    for (const entry of [registration, order]) {
      expect(new Date(entry.expiresAt ?? '').getTime()).toBe(addDays(new Date(entry.at), POINTS_EXPIRY_DAYS).getTime());
    }
    const summaryAt = async (days: number) => {
      offsetDays = days;
      // A session lasts 12 hours on the app's clock: with the clock moved on, sign in again.
      if (days > 0) await signInAgain(browser, { email, password });
      return (await browser.json<PointsSummary>('/api/me/points/summary')).body;
    };

    // Today: nothing expires within 30 days; the next expiry is the registration's, 180 days on.
    expect(await summaryAt(0)).toMatchObject({
      balance: POINTS_FOR_REGISTRATION + 60,
      expiringSoon: 0,
      nextExpiry: { at: registration.expiresAt, points: POINTS_FOR_REGISTRATION },
    });
    // 31 days before the registration points expire: still not soon.
    expect((await summaryAt(POINTS_EXPIRY_DAYS - POINTS_EXPIRING_SOON_DAYS - 1)).expiringSoon).toBe(0);
    // 29 days before: the registration's 5 are expiring soon, the order's (39 days away) not yet.
    expect(await summaryAt(POINTS_EXPIRY_DAYS - POINTS_EXPIRING_SOON_DAYS + 1)).toMatchObject({
      expiringSoon: POINTS_FOR_REGISTRATION,
      nextExpiry: { at: registration.expiresAt, points: POINTS_FOR_REGISTRATION },
    });
    // 15 days before: both lots within the window; the next expiry is still the earlier one.
    expect(await summaryAt(POINTS_EXPIRY_DAYS - 15)).toMatchObject({
      expiringSoon: POINTS_FOR_REGISTRATION + 60,
      nextExpiry: { at: registration.expiresAt, points: POINTS_FOR_REGISTRATION },
    });
    // The registration lot has expired (unspent lots stop being spendable at their expiry): the
    // order's 60 are what expires next, 10 days later.
    expect(await summaryAt(POINTS_EXPIRY_DAYS + 1)).toMatchObject({
      expiringSoon: 60,
      nextExpiry: { at: order.expiresAt, points: 60 },
    });
  });
});
