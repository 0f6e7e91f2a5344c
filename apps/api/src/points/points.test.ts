import type { PointsHistory, PointsSummary, Referral } from '@juicyin/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { advanceTo, insertOrder, signInStaff } from '../staff/test-orders.ts';
import {
  Browser,
  drivers,
  registerShopper,
  SETUP_TIMEOUT,
  startTestServer,
  type TestServer,
  uniqueEmail,
} from '../testing/server.ts';

vi.setConfig({ testTimeout: 120_000 });

describe.each(drivers)('points, referral and the Tell us survey over HTTP on %s', (driver) => {
  let server: TestServer;
  let staff: Browser;
  let sku = '';

  beforeAll(async () => {
    server = await startTestServer(driver);
    staff = (await signInStaff(server)).browser;
    const [variant] = await server.database.rows<{ sku: string }>(`select sku from variants order by id limit 1`);
    sku = variant?.sku ?? '';
  }, SETUP_TIMEOUT);
  afterAll(() => server.close());

  it('summarises the balance, the tier and the progress to the next tier from the ledger', async () => {
    const browser = new Browser(server.baseUrl);
    const { shopper } = await registerShopper(browser);
    const fresh = await browser.json<PointsSummary>('/api/me/points/summary');
    expect(fresh.body).toMatchObject({
      balance: 5,
      available: 5,
      expiringSoon: 0,
      tier: 'silver',
      tierMultiplier: 1,
      earnedLastYear: 5,
      nextTier: { tier: 'gold', pointsNeeded: 995 },
      bonusEventActive: false,
      surveyAnswered: false,
    });
    expect(fresh.body.nextExpiry?.points).toBe(5);

    const order = await insertOrder(server.database, {
      shopperId: shopper.id,
      lines: [{ sku, quantity: 1 }],
      pointsEarned: 1000,
    });
    await advanceTo(staff, order.number);
    const gold = await browser.json<PointsSummary>('/api/me/points/summary');
    expect(gold.body).toMatchObject({
      balance: 1005,
      tier: 'gold',
      tierMultiplier: 2,
      nextTier: { tier: 'diamond', pointsNeeded: 3995 },
    });

    // A Bonus Points Event for every tier, running now.
    await server.database.rows(
      `insert into loyalty_events (kind, name_en, name_ar, tier, starts_at, ends_at)
       values ('bonus-points', 'Double points', 'نقاط مضاعفة', null, now() - interval '1 hour', now() + interval '1 hour')`,
    );
    expect((await browser.json<PointsSummary>('/api/me/points/summary')).body.bonusEventActive).toBe(true);
    await server.database.rows(`delete from loyalty_events`);
  });

  it('pages the history newest first with order numbers, and shows each shopper only their own', async () => {
    const browser = new Browser(server.baseUrl);
    const { shopper } = await registerShopper(browser);
    const order = await insertOrder(server.database, {
      shopperId: shopper.id,
      lines: [{ sku, quantity: 1 }],
      pointsEarned: 12,
    });
    await advanceTo(staff, order.number);
    await browser.json('/api/me/survey', {
      method: 'POST',
      body: { satisfaction: 5, recommend: 4, favouriteCategory: 'detox' },
    });

    const first = await browser.json<PointsHistory>('/api/me/points/history?pageSize=2');
    expect(first.body).toMatchObject({ page: 1, pageSize: 2, total: 3, pageCount: 2 });
    expect(first.body.items.map((item) => [item.type, item.amount, item.orderNumber])).toEqual([
      ['tell-us', 20, null],
      ['order', 12, order.number],
    ]);
    const second = await browser.json<PointsHistory>('/api/me/points/history?page=2&pageSize=2');
    expect(second.body.items.map((item) => item.type)).toEqual(['registration']);
    expect(second.body.items[0]?.expiresAt).not.toBeNull();

    const other = new Browser(server.baseUrl);
    await registerShopper(other);
    const theirs = await other.json<PointsHistory>('/api/me/points/history');
    expect(theirs.body.items.map((item) => item.type)).toEqual(['registration']);
    expect(theirs.body.items.some((item) => first.body.items.some((mine) => mine.id === item.id))).toBe(false);
    expect((await new Browser(server.baseUrl).json('/api/me/points/history')).status).toBe(401);
    expect((await new Browser(server.baseUrl).json('/api/me/points/summary')).status).toBe(401);
  });

  it('takes the Tell us survey once for 20 points and e-mails the new balance when the shopper wants it', async () => {
    const browser = new Browser(server.baseUrl);
    const { shopper, email } = await registerShopper(browser);
    const body = { satisfaction: 4, recommend: 5, favouriteCategory: 'smoothies', comment: 'More mango please' };
    const first = await browser.json<{ pointsCredited: number }>('/api/me/survey', { method: 'POST', body });
    expect(first.status).toBe(201);
    expect(first.body.pointsCredited).toBe(20);
    const again = await browser.json<{ error: { code: string } }>('/api/me/survey', { method: 'POST', body });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('already_answered');
    const rows = await server.database.rows<{ amount: number }>(
      `select amount from points_ledger where shopper_id = $1 and type = 'tell-us'`,
      [shopper.id],
    );
    expect(rows).toEqual([{ amount: 20 }]);
    expect((await browser.json<PointsSummary>('/api/me/points/summary')).body).toMatchObject({
      balance: 25,
      surveyAnswered: true,
    });
    const mail = await server.database.rows<{ subject: string; text_body: string }>(
      `select subject, text_body from outbox where recipient = $1 and subject like '%points balance%'`,
      [email],
    );
    expect(mail).toHaveLength(1);
    expect(mail[0]?.text_body).toContain('+20 points for telling us what you think');
    expect(mail[0]?.subject).toBe('Your Juicyin points balance: 25');

    const invalid = await browser.json<{ error: { fields: Record<string, string> } }>('/api/me/survey', {
      method: 'POST',
      body: { satisfaction: 0, recommend: 3, favouriteCategory: 'cola' },
    });
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.body.error.fields).sort()).toEqual(['favouriteCategory', 'satisfaction']);
  });

  it('gives every shopper a referral code (made lazily for older accounts) and refuses an unknown code at registration', async () => {
    const browser = new Browser(server.baseUrl);
    const { shopper } = await registerShopper(browser);
    const [stored] = await server.database.rows<{ referral_code: string | null }>(
      `select referral_code from shoppers where id = $1`,
      [shopper.id],
    );
    expect(stored?.referral_code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);

    await server.database.rows(`update shoppers set referral_code = null where id = $1`, [shopper.id]);
    const lazy = await browser.json<Referral>('/api/me/referral');
    expect(lazy.body).toMatchObject({ referredCount: 0, rewardedCount: 0, pointsPerReferral: 100 });
    expect(lazy.body.code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect((await browser.json<Referral>('/api/me/referral')).body.code).toBe(lazy.body.code);

    const unknown = await new Browser(server.baseUrl).json<{ error: { fields: Record<string, string> } }>(
      '/api/auth/register',
      {
        method: 'POST',
        body: {
          firstName: 'Lina',
          lastName: 'Saad',
          email: uniqueEmail(),
          password: 'cold-pressed-77',
          acceptTerms: true,
          referralCode: 'NOSUCH99',
        },
      },
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields['referralCode']).toContain('No shopper has this referral code');

    const friend = new Browser(server.baseUrl);
    const { shopper: referred } = await registerShopper(friend, { referralCode: ` ${lazy.body.code.toLowerCase()} ` });
    const [row] = await server.database.rows<{ referred_by: string }>(
      `select referred_by from shoppers where id = $1`,
      [referred.id],
    );
    expect(row?.referred_by).toBe(shopper.id);
    expect((await browser.json<Referral>('/api/me/referral')).body.referredCount).toBe(1);
  });
});
