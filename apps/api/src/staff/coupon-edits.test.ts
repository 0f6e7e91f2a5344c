import type { MyCoupons, StaffCoupon, StaffCouponGrant } from '@juicyin/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fastShopper, place, putInBag, stockedVariant, type TestShopper } from '../checkout/testing.ts';
import { type Browser, drivers, SETUP_TIMEOUT, startTestServer, type TestServer } from '../testing/server.ts';
import { type Answer, couponBody, createCoupon, editBody } from './coupon-testing.ts';
import { signInStaff } from './test-orders.ts';

vi.setConfig({ testTimeout: 120_000 });

describe.each(drivers)('staff edit and give coupons over HTTP on %s', (driver) => {
  let server: TestServer;
  let staff: Browser;
  let made = 0;

  beforeAll(async () => {
    server = await startTestServer(driver);
    staff = (await signInStaff(server)).browser;
  }, SETUP_TIMEOUT);
  afterAll(() => server.close());

  async function newCoupon(change: Parameters<typeof couponBody>[0] = {}): Promise<StaffCoupon> {
    made += 1;
    const created = await createCoupon(staff, couponBody(change), `edits-${String(made)}`);
    expect(created.status).toBe(201);
    return created.body;
  }
  const open = async (code: string) => (await staff.json<StaffCoupon>(`/api/staff/coupons/${code}`)).body;
  const save = (code: string, body: unknown) =>
    staff.json<Answer<StaffCoupon>>(`/api/staff/coupons/${code}`, { method: 'PUT', body });
  const give = (code: string, emails: string[]) =>
    staff.json<Answer<StaffCouponGrant>>(`/api/staff/coupons/${code}/grants`, { method: 'POST', body: { emails } });
  const emailOf = async (shopper: TestShopper) =>
    (await server.database.rows<{ email: string }>(`select email from shoppers where id = $1`, [shopper.id]))[0]
      ?.email ?? '';

  it('changes a coupon from its version, logs what changed, and refuses the second of two saves from one version', async () => {
    const coupon = await newCoupon();
    const first = await save(coupon.code, editBody(coupon, { value: 30, tier: 'diamond' }));
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ value: 30, tier: 'diamond', version: 2 });
    const second = await save(coupon.code, editBody(coupon, { value: 40 }));
    expect(second.status).toBe(409);
    expect(second.body.error.code).toBe('version_conflict');
    expect((await open(coupon.code)).value).toBe(30);

    const [logged] = await server.database.rows<{ details: Record<string, unknown> }>(
      `select details from staff_actions where subject = $1 and action = 'coupon.update'`,
      [`coupon:${coupon.code}`],
    );
    expect(logged?.details).toEqual({ version: 2, changed: { value: [10, 30], tier: [null, 'diamond'] } });
    const unchanged = await save(coupon.code, editBody(first.body));
    expect(unchanged.body.version).toBe(2);
  });

  it('refuses a total limit below the uses made, at the field, keeping the coupon', async () => {
    const coupon = await newCoupon({ totalLimit: 10 });
    await server.database.rows(`update coupons set uses = 3 where code = $1`, [coupon.code]);
    const below = await save(coupon.code, editBody(coupon, { totalLimit: 2 }));
    expect(below.status).toBe(422);
    expect(below.body.error).toMatchObject({
      code: 'limit_below_uses',
      fields: { totalLimit: 'At least 3, the uses made' },
    });
    expect((await save(coupon.code, editBody(coupon, { totalLimit: 3 }))).body).toMatchObject({
      totalLimit: 3,
      state: 'used_up',
    });
    expect((await save('NO-SUCH-COUPON', editBody(coupon))).status).toBe(404);
  });

  it("lists a coupon's uses: the order, the shopper, the date and the discount", async () => {
    const coupon = await newCoupon({ kind: 'fixed', value: 700 });
    const shopper = await fastShopper(server.database, server.baseUrl);
    const juice = await stockedVariant(server.database, { stock: 10, price: 3000, offset: 2 });
    await putInBag(server.database, shopper.id, juice.id, 1);
    const order = await place(shopper, 'uses-order', { couponCode: coupon.code });
    expect(order.status).toBe(201);
    const opened = await open(coupon.code);
    expect(opened.uses).toBe(1);
    expect(opened.usesList).toEqual([
      {
        orderNumber: order.body.number,
        shopper: { email: await emailOf(shopper), name: 'Noura Al-Harbi' },
        at: expect.any(String) as string,
        discount: 700,
      },
    ]);
  });

  it('gives a coupon to shoppers: it appears in their My Coupons, unknown addresses come back, giving twice changes nothing', async () => {
    const coupon = await newCoupon({ description: { en: 'Sorry about the delay', ar: 'نعتذر عن التأخير' } });
    const noura = await fastShopper(server.database, server.baseUrl);
    const email = await emailOf(noura);
    const given = await give(coupon.code, [email.toUpperCase(), 'nobody@example.com']);
    expect(given.status).toBe(200);
    expect(given.body).toEqual({ granted: [email], alreadyHad: [], unknown: ['nobody@example.com'] });
    const mine = await noura.json<MyCoupons>('/api/me/coupons');
    expect(mine.body.items).toEqual([
      expect.objectContaining({
        code: coupon.code,
        usable: true,
        description: { en: 'Sorry about the delay', ar: 'نعتذر عن التأخير' },
      }),
    ]);
    const again = await give(coupon.code, [email]);
    expect(again.body).toEqual({ granted: [], alreadyHad: [email], unknown: [] });
    expect((await open(coupon.code)).grants).toBe(1);

    const logged = await server.database.rows<{ details: Record<string, unknown> }>(
      `select details from staff_actions where subject = $1 and action = 'coupon.grant'`,
      [`coupon:${coupon.code}`],
    );
    expect(logged.map((row) => row.details)).toEqual([{ emails: [email] }]);
    const invalid = await give(coupon.code, ['not-an-email']);
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.body.error.fields ?? {})).toEqual(['emails.0']);
    expect((await give('NO-SUCH-COUPON', [email])).status).toBe(404);
  });
});
