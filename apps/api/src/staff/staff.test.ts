import { endpoints, type StaffOrder, type StaffOrderList } from '@juicyin/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  Browser,
  drivers,
  registerShopper,
  SETUP_TIMEOUT,
  startTestServer,
  type TestServer,
} from '../testing/server.ts';
import { advanceTo, insertOrder, signInStaff } from './test-orders.ts';

vi.setConfig({ testTimeout: 120_000 });

const staffEndpoints = endpoints.filter((endpoint) => endpoint.path.startsWith('/api/staff/'));
const samplePath = (path: string) =>
  path.replace(':number', 'JY-TEST-0000').replace(':id', '00000000-0000-4000-8000-000000000000');

describe.each(drivers)('staff endpoints over HTTP on %s', (driver) => {
  let server: TestServer;
  let staff: { browser: Browser; id: string; email: string };
  let skus: string[] = [];

  beforeAll(async () => {
    server = await startTestServer(driver);
    staff = await signInStaff(server);
    const rows = await server.database.rows<{ sku: string }>(
      `select distinct on (p.id) v.sku from variants v join products p on p.id = v.product_id order by p.id, v.id limit 3`,
    );
    skus = rows.map((row) => row.sku);
  }, SETUP_TIMEOUT);
  afterAll(() => server.close());

  const actions = (subject: string) =>
    server.database.rows<{ staff_id: string; action: string; at: Date }>(
      `select staff_id, action, at from staff_actions where subject = $1 order by id`,
      [subject],
    );

  it('answers 404 on every staff endpoint to signed-out clients and shoppers, before reading the input', async () => {
    expect(staffEndpoints.length).toBeGreaterThanOrEqual(9);
    const shopper = new Browser(server.baseUrl);
    await registerShopper(shopper);
    for (const browser of [new Browser(server.baseUrl), shopper]) {
      for (const endpoint of staffEndpoints) {
        // An invalid body too: the 404 comes before validation, so it tells nothing about the inputs.
        const result = await browser.json<{ error: { code: string } }>(samplePath(endpoint.path), {
          method: endpoint.method,
          ...(endpoint.method === 'GET' ? {} : { body: { nonsense: true } }),
        });
        expect(result.status, `${endpoint.method} ${endpoint.path}`).toBe(404);
        expect(result.body.error.code).toBe('not_found');
      }
    }
  });

  it('lists orders by status and moves them along the status machine, one step at a time, with shipment events', async () => {
    const browser = new Browser(server.baseUrl);
    const { shopper } = await registerShopper(browser);
    const order = await insertOrder(server.database, {
      shopperId: shopper.id,
      lines: [{ sku: skus[0] ?? '', quantity: 2 }],
    });

    const placed = await staff.browser.json<StaffOrderList>('/api/staff/orders?status=placed&pageSize=100');
    const listed = placed.body.items.find((item) => item.number === order.number);
    expect(listed).toMatchObject({
      status: 'placed',
      itemCount: 2,
      city: 'Riyadh',
      nextStatuses: ['processing', 'cancelled'],
    });

    const skip = await staff.browser.json<{ error: { code: string; message: string } }>(
      `/api/staff/orders/${order.number}/status`,
      { method: 'POST', body: { status: 'delivered', location: 'Riyadh hub' } },
    );
    expect(skip.status).toBe(409);
    expect(skip.body.error.message).toContain('cannot move to delivered');

    const moved = await staff.browser.json<StaffOrder>(`/api/staff/orders/${order.number}/status`, {
      method: 'POST',
      body: { status: 'processing', location: 'Olaya kitchen', text: 'Pressing your juice' },
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ status: 'processing', nextStatuses: ['shipping', 'cancelled'] });
    const events = await server.database.rows<{ status: string; location: string; text_en: string; staff_id: string }>(
      `select status, location, text_en, staff_id from shipment_events where order_id = $1 order by id`,
      [order.id],
    );
    expect(events.at(-1)).toEqual({
      status: 'processing',
      location: 'Olaya kitchen',
      text_en: 'Pressing your juice',
      staff_id: staff.id,
    });
    expect((await actions(`order:${order.number}`)).map((row) => [row.action, row.staff_id])).toEqual([
      ['order.status', staff.id],
    ]);
    const unknown = await staff.browser.json(`/api/staff/orders/JY-NOPE/status`, {
      method: 'POST',
      body: { status: 'processing', location: 'x' },
    });
    expect(unknown.status).toBe(404);
  });

  it('on Delivered credits the order points once, adds the sales and the pairs bought together, and e-mails the shopper', async () => {
    const browser = new Browser(server.baseUrl);
    const { shopper, email } = await registerShopper(browser);
    const [a, b] = skus;
    const order = await insertOrder(server.database, {
      shopperId: shopper.id,
      lines: [
        { sku: a ?? '', quantity: 3 },
        { sku: b ?? '', quantity: 1 },
      ],
      pointsEarned: 84,
    });
    const productIds = (
      await server.database.rows<{ product_id: number }>(
        `select product_id from order_lines where order_id = $1 order by position`,
        [order.id],
      )
    ).map((row) => row.product_id);
    const sales = async () =>
      (
        await server.database.rows<{ units: number }>(
          `select coalesce(sum(units), 0)::int as units from product_sales where product_id = $1`,
          [productIds[0]],
        )
      )[0]?.units ?? 0;
    const pairs = async () =>
      (
        await server.database.rows<{ orders: number }>(
          `select orders from co_purchases where product_id = $1 and other_product_id = $2`,
          [productIds[0], productIds[1]],
        )
      )[0]?.orders ?? 0;
    const salesBefore = await sales();
    const pairsBefore = await pairs();

    await advanceTo(staff.browser, order.number);
    const ledger = await server.database.rows<{ amount: number; reference: string }>(
      `select amount, reference from points_ledger where shopper_id = $1 and type = 'order'`,
      [shopper.id],
    );
    expect(ledger).toEqual([{ amount: 84, reference: order.id }]);
    expect(await sales()).toBe(salesBefore + 3);
    expect(await pairs()).toBe(pairsBefore + 1);

    // Delivered is the end: no second delivery, no second credit.
    const again = await staff.browser.json(`/api/staff/orders/${order.number}/status`, {
      method: 'POST',
      body: { status: 'delivered', location: 'Riyadh' },
    });
    expect(again.status).toBe(409);
    expect(
      await server.database.rows(`select 1 from points_ledger where shopper_id = $1 and type = 'order'`, [shopper.id]),
    ).toHaveLength(1);

    const mail = await server.database.rows<{ subject: string; text_body: string }>(
      `select subject, text_body from outbox where recipient = $1 order by created_at`,
      [email],
    );
    const subjects = mail.map((message) => message.subject);
    expect(subjects).toContain(`Your Juicyin order ${order.number} has been delivered`);
    expect(subjects).toContain(`Your Juicyin order ${order.number} is on its way`);
    expect(mail.some((message) => message.text_body.includes('+84 points for your delivered order'))).toBe(true);
  });

  it('sends no status e-mail to a shopper who turned messages off, and none about points without balance updates', async () => {
    const browser = new Browser(server.baseUrl);
    const { shopper, email } = await registerShopper(browser);
    await browser.json('/api/me/notifications', {
      method: 'PUT',
      body: { balanceUpdate: false, pointExpiration: true, newsletter: false, messages: false },
    });
    const order = await insertOrder(server.database, {
      shopperId: shopper.id,
      lines: [{ sku: skus[0] ?? '', quantity: 1 }],
    });
    await advanceTo(staff.browser, order.number);
    const mail = await server.database.rows<{ subject: string }>(`select subject from outbox where recipient = $1`, [
      email,
    ]);
    expect(mail.map((message) => message.subject)).toEqual(['Confirm your e-mail address at Juicyin']);
  });

  it('credits the referrer 100 points on the friend’s first delivered order only', async () => {
    const referrer = new Browser(server.baseUrl);
    const { shopper: referring } = await registerShopper(referrer);
    const { body: referral } = await referrer.json<{ code: string }>('/api/me/referral');

    const friend = new Browser(server.baseUrl);
    const { shopper } = await registerShopper(friend, { referralCode: referral.code.toLowerCase() });
    const first = await insertOrder(server.database, {
      shopperId: shopper.id,
      lines: [{ sku: skus[0] ?? '', quantity: 1 }],
    });
    const second = await insertOrder(server.database, {
      shopperId: shopper.id,
      lines: [{ sku: skus[1] ?? '', quantity: 1 }],
    });
    const referralRows = () =>
      server.database.rows<{ amount: number; reference: string }>(
        `select amount, reference from points_ledger where shopper_id = $1 and type = 'referral'`,
        [referring.id],
      );
    await advanceTo(staff.browser, first.number, 'shipping');
    expect(await referralRows()).toEqual([]);
    // The later order arrives first: that is the friend's first delivered order.
    await advanceTo(staff.browser, second.number);
    expect(await referralRows()).toEqual([{ amount: 100, reference: shopper.id }]);
    const later = await staff.browser.json(`/api/staff/orders/${first.number}/status`, {
      method: 'POST',
      body: { status: 'delivered', location: 'Riyadh' },
    });
    expect(later.status).toBe(200);
    const [delivered] = await server.database.rows<{ status: string }>(`select status from orders where id = $1`, [
      first.id,
    ]);
    expect(delivered?.status).toBe('delivered');
    expect(await referralRows()).toEqual([{ amount: 100, reference: shopper.id }]);
    const summary = await referrer.json<{ referredCount: number; rewardedCount: number }>('/api/me/referral');
    expect(summary.body).toMatchObject({ code: referral.code, referredCount: 1, rewardedCount: 1 });
  });

  it('cancels until shipping (with the refund pending), settles refunds, finishes withdrawals and grants goodwill — each recorded', async () => {
    const browser = new Browser(server.baseUrl);
    const { shopper, email } = await registerShopper(browser);
    const order = await insertOrder(server.database, {
      shopperId: shopper.id,
      lines: [{ sku: skus[0] ?? '', quantity: 2 }],
    });
    await advanceTo(staff.browser, order.number, 'processing');
    const cancelled = await staff.browser.json<StaffOrder>(`/api/staff/orders/${order.number}/cancel`, {
      method: 'POST',
      body: { reason: 'Out of mangoes' },
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('cancelled');
    expect((await actions(`order:${order.number}`)).map((row) => row.action)).toEqual(['order.status', 'order.cancel']);

    const shipping = await insertOrder(server.database, {
      shopperId: shopper.id,
      lines: [{ sku: skus[0] ?? '', quantity: 1 }],
    });
    await advanceTo(staff.browser, shipping.number, 'shipping');
    const late = await staff.browser.json<{ error: { code: string } }>(`/api/staff/orders/${shipping.number}/cancel`, {
      method: 'POST',
      body: { reason: 'Too late' },
    });
    expect(late.status).toBe(409);

    const pending = await staff.browser.json<{ items: { id: string; customer: { email: string }; amount: number }[] }>(
      '/api/staff/wallet?type=refund&pageSize=100',
    );
    const refund = pending.body.items.find((item) => item.customer.email === email);
    expect(refund?.amount).toBeGreaterThan(0);
    const settled = await staff.browser.json<{ status: string }>(`/api/staff/wallet/${refund?.id ?? ''}/settle`, {
      method: 'POST',
    });
    expect(settled.body.status).toBe('completed');
    expect((await staff.browser.json(`/api/staff/wallet/${refund?.id ?? ''}/settle`, { method: 'POST' })).status).toBe(
      409,
    );
    expect((await actions(`wallet:${refund?.id ?? ''}`)).map((row) => [row.action, row.staff_id])).toEqual([
      ['wallet.settle-refund', staff.id],
    ]);

    const balances = async () =>
      (await browser.json<{ available: number; withdrawable: number }>('/api/me/wallet')).body;
    expect(await balances()).toMatchObject({ available: refund?.amount, withdrawable: refund?.amount });
    const withdrawal = await browser.json<{ entry: { id: string } }>('/api/me/wallet/withdrawals', {
      method: 'POST',
      body: { amount: 500 },
    });
    expect(withdrawal.status).toBe(201);
    const failed = await staff.browser.json<{ status: string }>(`/api/staff/wallet/${withdrawal.body.entry.id}/fail`, {
      method: 'POST',
    });
    expect(failed.body.status).toBe('failed');
    expect(await balances()).toMatchObject({ available: refund?.amount });
    const paid = await browser.json<{ entry: { id: string } }>('/api/me/wallet/withdrawals', {
      method: 'POST',
      body: { amount: 500 },
    });
    await staff.browser.json(`/api/staff/wallet/${paid.body.entry.id}/complete`, { method: 'POST' });
    expect(await balances()).toMatchObject({ available: (refund?.amount ?? 0) - 500 });

    const goodwill = await staff.browser.json<{ id: string; type: string; amount: number }>('/api/staff/goodwill', {
      method: 'POST',
      body: { email: email.toUpperCase(), amount: 1500, description: 'Sorry for the cancelled order' },
    });
    expect(goodwill.status).toBe(201);
    expect(goodwill.body).toMatchObject({ type: 'goodwill', amount: 1500 });
    expect(await balances()).toMatchObject({
      available: (refund?.amount ?? 0) - 500 + 1500,
      withdrawable: (refund?.amount ?? 0) - 500,
    });
    expect((await actions(`wallet:${goodwill.body.id}`)).map((row) => row.action)).toEqual(['wallet.goodwill']);
    const nobody = await staff.browser.json('/api/staff/goodwill', {
      method: 'POST',
      body: { email: 'nobody@example.com', amount: 100, description: 'x' },
    });
    expect(nobody.status).toBe(404);

    const record = await staff.browser.json<{ items: { action: string; staff: { email: string } }[] }>(
      `/api/staff/actions?subject=${encodeURIComponent(`order:${order.number}`)}`,
    );
    expect(record.body.items.map((item) => [item.action, item.staff.email])).toEqual([
      ['order.cancel', staff.email],
      ['order.status', staff.email],
    ]);
  });
});
