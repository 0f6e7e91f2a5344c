import { orderPath } from '@juicyin/contract/paths';
import type { Invoice, MyCoupons, OrderDetail, OrderList, Quote, ReorderResult, Tracking } from '@juicyin/contract';
import { decodeZatcaQr, formatInvoiceNumber } from '@juicyin/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SANDBOX_CARDS } from '../payments/sandbox.ts';
import {
  Browser,
  drivers,
  registerShopper,
  SETUP_TIMEOUT,
  startTestServer,
  type TestServer,
  WAIT_CEILING,
} from '../testing/server.ts';
import {
  checkInvariants,
  fastShopper,
  giveCredit,
  givePoints,
  place,
  putInBag,
  quote,
  stockedVariant,
  testCard,
} from './testing.ts';

vi.setConfig({ testTimeout: 120_000 });

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

describe.each(drivers)('checkout and orders over HTTP on %s', (driver) => {
  let server: TestServer;
  let offset = 0;
  /** A fresh variant per test (stock and price set), so tests do not share stock. */
  const variant = (stock: number, price = 2000) => stockedVariant(server.database, { stock, price, offset: offset++ });

  beforeAll(async () => {
    server = await startTestServer(driver);
  }, SETUP_TIMEOUT);
  afterAll(() => server.close());

  it('quotes the bag with the full breakdown, the limits and why cash on delivery is unavailable', async () => {
    const shopper = await fastShopper(server.database, server.baseUrl);
    const juice = await variant(10, 2300);
    await putInBag(server.database, shopper.id, juice.id, 3);
    await givePoints(server.database, shopper.id, 120);
    await giveCredit(server.database, shopper.id, 1000);

    const { status, body } = await quote(shopper, { pointsToRedeem: 100, walletAmount: 400 });
    expect(status).toBe(200);
    expect(body.lines).toEqual([
      expect.objectContaining({ sku: juice.sku, quantity: 3, unitPrice: 2300, lineTotal: 6900, available: true }),
    ]);
    // 6900 − 100 points (260) = 6640 charged; VAT inside it 6640 × 15 / 115 = 866.09 → 866; credit 400.
    expect(body.totals).toEqual({
      subTotal: 6900,
      couponDiscount: 0,
      pointsRedeemed: 100,
      pointDiscount: 260,
      codFee: 0,
      shipping: 0,
      walletApplied: 400,
      vat: 866,
      grandTotal: 6240,
      pointsEarned: 66,
    });
    expect(body.limits).toEqual({
      maxRedeemablePoints: 100,
      maxWalletAmount: 1000,
      pointsAvailable: 120,
      walletAvailable: 1000,
    });
    expect(body.delivery).toMatchObject({ deliverable: true, zone: 'riyadh', fee: 0 });
    expect(body.cashOnDelivery).toEqual({
      available: false,
      fee: 0,
      reason: { en: 'Cash on delivery is unavailable due to the pandemic', ar: expect.any(String) as string },
    });
    expect(body.problems).toEqual([]);

    const cod = await quote(shopper, { paymentMethod: 'cod' });
    expect(cod.body.problems).toEqual(['cod_unavailable']);
  });

  it('tells the shopper which lines were re-priced since they went in the bag, and charges the price now', async () => {
    const shopper = await fastShopper(server.database, server.baseUrl);
    const juice = await variant(10, 2000);
    const setLine = (quantity: number) =>
      shopper.json(`/api/me/bag/lines/${juice.sku}`, { method: 'PUT', body: { quantity } });
    expect((await setLine(1)).status).toBe(200);
    expect((await quote(shopper)).body.lines).toEqual([
      expect.objectContaining({ sku: juice.sku, unitPrice: 2000, priceWhenAdded: null }),
    ]);

    await server.database.rows('update variants set price = 1800 where id = $1', [juice.id]);
    const lowered = await quote(shopper);
    expect(lowered.body.lines).toEqual([
      expect.objectContaining({ unitPrice: 1800, priceWhenAdded: 2000, lineTotal: 1800 }),
    ]);
    // A new quantity keeps the price the line went in at: the change is still news to the shopper.
    expect((await setLine(2)).status).toBe(200);
    expect((await quote(shopper)).body.lines).toEqual([
      expect.objectContaining({ unitPrice: 1800, priceWhenAdded: 2000, lineTotal: 3600 }),
    ]);

    await server.database.rows('update variants set price = 2000 where id = $1', [juice.id]);
    expect((await quote(shopper)).body.lines).toEqual([
      expect.objectContaining({ unitPrice: 2000, priceWhenAdded: null, lineTotal: 4000 }),
    ]);
  });

  it('gives a rejected coupon its specific reason and refuses an address that is not served', async () => {
    const shopper = await fastShopper(server.database, server.baseUrl);
    const abha = await fastShopper(server.database, server.baseUrl, { city: 'Abha' });
    const juice = await variant(10, 1000);
    await putInBag(server.database, shopper.id, juice.id, 1);
    await putInBag(server.database, abha.id, juice.id, 1);
    await server.database.rows(
      `insert into coupons (code, kind, value, min_sub_total, valid_until, description_en, description_ar)
       values ('BIGSPEND', 'fixed', 500, 5000, null, 'SAR 5 off', 'خصم'), ('OLD', 'percent', 5, 0, now() - interval '1 day', 'Old', 'قديم')`,
    );
    const unknown = await quote(shopper, { couponCode: 'nope' });
    expect(unknown.body.coupon).toMatchObject({ accepted: false, code: 'NOPE', reason: 'unknown' });
    expect(unknown.body.problems).toContain('coupon_rejected');
    const minimum = await quote(shopper, { couponCode: 'bigspend' });
    expect(minimum.body.coupon).toMatchObject({ accepted: false, reason: 'minimum_not_met' });
    expect(minimum.body.coupon?.accepted === false && minimum.body.coupon.message).toMatch(/at least SAR\s?50\.00/);
    expect((await quote(shopper, { couponCode: 'old' })).body.coupon).toMatchObject({ reason: 'expired' });
    const welcome = await quote(shopper, { couponCode: ' welcome10 ' });
    expect(welcome.body.coupon).toMatchObject({ accepted: true, code: 'WELCOME10', discount: 100 });
    expect(welcome.body.totals.couponDiscount).toBe(100);

    const far = await quote(abha);
    expect(far.body.delivery).toMatchObject({ deliverable: false });
    expect(far.body.problems).toEqual(['not_deliverable']);
    const refused = await place(abha, 'abha-1');
    expect(refused.status).toBe(422);
    expect((refused.body as unknown as ErrorBody).error.code).toBe('not_deliverable');
    const rejected = await place(shopper, 'coupon-1', { couponCode: 'OLD' });
    expect(rejected.status).toBe(409);
    expect((rejected.body as unknown as ErrorBody).error).toMatchObject({
      code: 'coupon_rejected',
      message: 'This coupon has expired',
    });
    const other = await quote(abha, { addressId: shopper.addressId });
    expect(other.status).toBe(404);
  });

  it('places an order in one go: stock, earliest-expiring points, credit, card, invoice, bag emptied, e-mail', async () => {
    const shopper = await fastShopper(server.database, server.baseUrl, { language: 'ar' });
    const juice = await variant(5, 2000);
    await putInBag(server.database, shopper.id, juice.id, 2);
    const older = await givePoints(server.database, shopper.id, 60, 100);
    const newer = await givePoints(server.database, shopper.id, 80, 10);
    await giveCredit(server.database, shopper.id, 500);

    const shown = await quote(shopper, { pointsToRedeem: 100, walletAmount: 500 });
    const placed = await place(shopper, 'order-1', {
      pointsToRedeem: 100,
      walletAmount: 500,
      expectedGrandTotal: shown.body.totals.grandTotal,
    });
    expect(placed.status).toBe(201);
    const order = placed.body;
    expect(order.number).toMatch(/^JY-\d{6}-[0-9A-Z]{5}$/);
    expect(order).toMatchObject({ status: 'placed', language: 'ar', canCancel: true, totals: shown.body.totals });
    expect(order.totals).toMatchObject({ subTotal: 4000, pointDiscount: 260, walletApplied: 500, grandTotal: 3240 });
    expect(order.payment).toEqual({
      method: 'card',
      card: { brand: 'visa', last4: '4242', holderName: 'Noura Al-Harbi', expiryMonth: 8, expiryYear: 2030 },
    });
    expect(order.tracker.steps.map((step) => step.state)).toEqual(['current', 'upcoming', 'upcoming', 'upcoming']);

    const [stock] = await server.database.rows<{ stock: number }>('select stock from variants where id = $1', [
      juice.id,
    ]);
    expect(stock?.stock).toBe(3);
    const lots = await server.database.rows<{ id: string; remaining: number }>(
      'select id, remaining from points_ledger where id = any($1::uuid[])',
      [[older, newer]],
    );
    // The older lot (expiring first) is spent entirely, then 40 of the newer.
    expect(Object.fromEntries(lots.map((lot) => [lot.id, lot.remaining]))).toEqual({ [older]: 0, [newer]: 40 });
    const [redeemed] = await server.database.rows<{ amount: number; allocations: { lotId: string; points: number }[] }>(
      `select amount, allocations from points_ledger where shopper_id = $1 and type = 'redeemed'`,
      [shopper.id],
    );
    expect(redeemed?.amount).toBe(-100);
    expect(redeemed?.allocations.map(({ lotId, points }) => ({ lotId, points }))).toEqual([
      { lotId: older, points: 60 },
      { lotId: newer, points: 40 },
    ]);
    const wallet = await server.database.rows<{ type: string; amount: number; status: string }>(
      `select type, amount, status from wallet_ledger where shopper_id = $1 and type = 'payment'`,
      [shopper.id],
    );
    expect(wallet).toEqual([{ type: 'payment', amount: -500, status: 'completed' }]);
    expect((await quote(shopper)).body.lines).toEqual([]);

    // The order-placed e-mail in the shopper's language (beside the points balance update).
    await vi.waitFor(async () => {
      const rows = await server.database.rows<{ subject: string; text_body: string }>(
        `select subject, text_body from outbox where recipient = (select email from shoppers where id = $1)`,
        [shopper.id],
      );
      const placedMail = rows.filter((row) => row.subject.includes(order.number));
      expect(placedMail.map((row) => row.subject)).toEqual([`تم استلام طلبك ${order.number} — جوسين`]);
      expect(placedMail[0]?.text_body).toContain(orderPath(order.number));
    }, WAIT_CEILING);

    const invoice = await shopper.json<Invoice>(`/api/me/orders/${order.number}/invoice`);
    expect(invoice.status).toBe(200);
    expect(invoice.body.number).toBe(order.invoiceNumber);
    expect(invoice.body).toMatchObject({ vatRatePercent: 15, totalWithVat: 3740, vatTotal: order.totals.vat });
    const qr = decodeZatcaQr(invoice.body.qr);
    expect(qr).toEqual({
      sellerName: invoice.body.seller.name,
      vatNumber: invoice.body.seller.vatNumber,
      timestamp: `${order.placedAt.slice(0, 19)}Z`,
      totalWithVat: '37.40',
      vatTotal: (order.totals.vat / 100).toFixed(2),
    });
    const settings = await server.database.rows<{ seller_name_ar: string; seller_vat_number: string }>(
      'select seller_name_ar, seller_vat_number from store_settings',
    );
    expect(invoice.body.seller).toEqual({
      name: settings[0]?.seller_name_ar,
      vatNumber: settings[0]?.seller_vat_number,
    });
    expect(await checkInvariants(server.database)).toEqual([]);
  });

  it('replays the first answer for the same key and body, refuses another body (422) and a missing key (400)', async () => {
    const shopper = await fastShopper(server.database, server.baseUrl);
    const juice = await variant(5);
    await putInBag(server.database, shopper.id, juice.id, 1);
    const first = await place(shopper, 'replay-key');
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    await putInBag(server.database, shopper.id, juice.id, 1);
    const again = await place(shopper, 'replay-key');
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    const reused = await place(shopper, 'replay-key', { paymentMethod: 'cod' });
    expect(reused.status).toBe(422);
    expect((reused.body as unknown as ErrorBody).error.code).toBe('idempotency_key_reused');

    const missing = await shopper.json<ErrorBody>('/api/me/orders', {
      method: 'POST',
      body: { addressId: shopper.addressId, paymentMethod: 'card', card: testCard() },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.error.code).toBe('idempotency_key_missing');
    const tooLong = await place(shopper, 'x'.repeat(256));
    expect(tooLong.status).toBe(400);
    const orders = await server.database.rows('select id from orders where shopper_id = $1', [shopper.id]);
    expect(orders).toHaveLength(1);
    // The bag line put back after the first order is still there: the replay placed nothing.
    expect((await quote(shopper)).body.lines).toHaveLength(1);
  });

  it('rolls everything back on a declined card (402, replayed for its key) and lets a provider failure be retried', async () => {
    const shopper = await fastShopper(server.database, server.baseUrl);
    const juice = await variant(1);
    await putInBag(server.database, shopper.id, juice.id, 1);
    await givePoints(server.database, shopper.id, 50);
    await giveCredit(server.database, shopper.id, 300);
    const before = await quote(shopper, { pointsToRedeem: 50, walletAmount: 300 });

    const declined = await place(shopper, 'declined', {
      pointsToRedeem: 50,
      walletAmount: 300,
      card: testCard(SANDBOX_CARDS.declined),
    });
    expect(declined.status).toBe(402);
    expect((declined.body as unknown as ErrorBody).error.code).toBe('payment_declined');
    const replay = await place(shopper, 'declined', {
      pointsToRedeem: 50,
      walletAmount: 300,
      card: testCard(SANDBOX_CARDS.declined),
    });
    expect(replay.status).toBe(402);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');

    const failing = { pointsToRedeem: 50, walletAmount: 300, card: testCard(SANDBOX_CARDS.providerError) };
    expect((await place(shopper, 'provider', failing)).status).toBe(502);
    const retried = await place(shopper, 'provider', failing);
    expect(retried.status).toBe(502);
    expect(retried.headers.get('idempotent-replayed')).toBeNull();

    const after = await quote(shopper, { pointsToRedeem: 50, walletAmount: 300 });
    expect(after.body).toEqual(before.body);
    const [stock] = await server.database.rows<{ stock: number }>('select stock from variants where id = $1', [
      juice.id,
    ]);
    expect(stock?.stock).toBe(1);
    expect(await server.database.rows('select id from orders where shopper_id = $1', [shopper.id])).toHaveLength(0);
    expect(await server.database.rows('select id from payments where shopper_id = $1', [shopper.id])).toHaveLength(0);

    const invalid = await place(shopper, 'invalid-card', {
      card: { ...testCard('4242424242424241'), expiryMonth: 1, expiryYear: 2020, cvv: '1234' },
    });
    expect(invalid.status).toBe(400);
    expect((invalid.body as unknown as ErrorBody).error).toMatchObject({
      code: 'invalid_card',
      fields: {
        'card.number': 'This card number is not valid; check the digits',
        'card.expiryYear': 'This card has expired',
        'card.cvv': 'The security code is 3 digits',
      },
    });
    const ok = await place(shopper, 'good-card', { pointsToRedeem: 50, walletAmount: 300 });
    expect(ok.status).toBe(201);
  });

  it('answers 409 price_changed with the new quote, and refuses points or credit the shopper does not have', async () => {
    const shopper = await fastShopper(server.database, server.baseUrl);
    const juice = await variant(5, 1500);
    await putInBag(server.database, shopper.id, juice.id, 1);
    const changed = await place(shopper, 'price', { expectedGrandTotal: 1400 });
    expect(changed.status).toBe(409);
    const body = changed.body as unknown as ErrorBody & { quote: Quote };
    expect(body.error.code).toBe('price_changed');
    expect(body.quote.totals.grandTotal).toBe(1500);
    const points = await place(shopper, 'points', { pointsToRedeem: 50 });
    expect(points.status).toBe(409);
    expect((points.body as unknown as ErrorBody).error.code).toBe('points_unavailable');
    const credit = await place(shopper, 'credit', { walletAmount: 100 });
    expect(credit.status).toBe(409);
    expect((credit.body as unknown as ErrorBody).error.code).toBe('wallet_unavailable');
    const empty = await fastShopper(server.database, server.baseUrl);
    const nothing = await place(empty, 'empty');
    expect(nothing.status).toBe(422);
    expect((nothing.body as unknown as ErrorBody).error.code).toBe('empty_bag');
  });

  it('lists, shows, tracks, re-orders and cancels orders (refunds to the wallet, points and stock back)', async () => {
    const shopper = await fastShopper(server.database, server.baseUrl);
    const juice = await variant(4, 2500);
    const smoothie = await variant(3, 1800);
    await server.app.catalogue.invalidate();
    await putInBag(server.database, shopper.id, juice.id, 2);
    await putInBag(server.database, shopper.id, smoothie.id, 1);
    await givePoints(server.database, shopper.id, 100, 170);
    await giveCredit(server.database, shopper.id, 700);
    const first = await place(shopper, 'list-1', { pointsToRedeem: 100, walletAmount: 700, couponCode: 'WELCOME10' });
    expect(first.status).toBe(201);
    await putInBag(server.database, shopper.id, juice.id, 1);
    const second = await place(shopper, 'list-2');
    expect(second.status).toBe(201);

    const list = await shopper.json<OrderList>('/api/me/orders?pageSize=1');
    expect(list.body).toMatchObject({ page: 1, pageSize: 1, total: 2 });
    expect(list.body.items.map((item) => item.number)).toEqual([second.body.number]);
    const page2 = await shopper.json<OrderList>('/api/me/orders?pageSize=1&page=2');
    expect(page2.body.items.map((item) => item.number)).toEqual([first.body.number]);
    expect(page2.body.items[0]?.itemCount).toBe(3);
    expect(Number(second.body.invoiceNumber.slice(4))).toBe(Number(first.body.invoiceNumber.slice(4)) + 1);

    const lower = await shopper.json<OrderDetail>(`/api/me/orders/${first.body.number.toLowerCase()}`);
    expect(lower.body).toEqual(first.body);
    const tracking = await shopper.json<Tracking>(`/api/me/orders/${first.body.number}/tracking`);
    expect(tracking.body.events).toEqual([
      expect.objectContaining({ status: 'placed', text: { en: 'Order placed', ar: 'تم استلام الطلب' } }),
    ]);

    const cancelled = await shopper.json<OrderDetail>(`/api/me/orders/${first.body.number}/cancel`, { method: 'POST' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', canCancel: false, cancelledBy: 'shopper' });
    expect(cancelled.body.tracker.cancelledAt).not.toBeNull();
    const stocks = await server.database.rows<{ id: number; stock: number }>(
      'select id, stock from variants where id = any($1::int[]) order by id',
      [[juice.id, smoothie.id]],
    );
    expect(Object.fromEntries(stocks.map((row) => [row.id, row.stock]))).toEqual({ [juice.id]: 3, [smoothie.id]: 3 });
    const refunds = await server.database.rows<{ amount: number; status: string; withdrawable: boolean }>(
      `select amount, status, withdrawable from wallet_ledger where shopper_id = $1 and type = 'refund' order by withdrawable`,
      [shopper.id],
    );
    expect(refunds).toEqual([
      { amount: 700, status: 'pending', withdrawable: false },
      { amount: first.body.totals.grandTotal, status: 'pending', withdrawable: true },
    ]);
    const returned = await server.database.rows<{ amount: number; expires_at: Date }>(
      `select amount, expires_at from points_ledger where shopper_id = $1 and type = 'returned'`,
      [shopper.id],
    );
    // The lot was 10 days from expiry: it comes back with 30 days.
    expect(returned.map((row) => row.amount)).toEqual([100]);
    const days = (new Date(returned[0]?.expires_at ?? 0).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);
    const coupon = await server.database.rows<{ uses: number }>(`select uses from coupons where code = 'WELCOME10'`);
    expect(coupon[0]?.uses).toBe(0);
    const again = await shopper.json<ErrorBody>(`/api/me/orders/${first.body.number}/cancel`, { method: 'POST' });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('not_cancellable');
    await server.database.rows(`update orders set status = 'processing' where id = $1`, [second.body.id]);
    const late = await shopper.json<ErrorBody>(`/api/me/orders/${second.body.number}/cancel`, { method: 'POST' });
    expect(late.status).toBe(409);

    await server.database.rows('update variants set stock = 0 where id = $1', [smoothie.id]);
    await server.app.catalogue.invalidate();
    const reordered = await shopper.json<ReorderResult>(`/api/me/orders/${first.body.number}/reorder`, {
      method: 'POST',
    });
    expect(reordered.status).toBe(200);
    expect(reordered.body.added).toEqual([{ sku: juice.sku, quantity: 2 }]);
    expect(reordered.body.unavailable).toEqual([
      { sku: smoothie.sku, name: expect.any(Object) as object, reason: 'out_of_stock' },
    ]);
    await server.database.rows('update variants set price = 2700 where id = $1', [juice.id]);
    const priced = await quote(shopper);
    expect(priced.body.lines).toEqual([expect.objectContaining({ sku: juice.sku, quantity: 2, unitPrice: 2700 })]);
    expect(await checkInvariants(server.database)).toEqual([]);
  });

  it('takes cash on delivery when the store enables it: the fee is charged, no card, nothing refunded to a card', async () => {
    await server.database.rows(`update store_settings set cod_enabled = true, cod_fee = 500`);
    await server.app.readCache.invalidate('store');
    try {
      const shopper = await fastShopper(server.database, server.baseUrl);
      const juice = await variant(3, 2000);
      await putInBag(server.database, shopper.id, juice.id, 1);
      await giveCredit(server.database, shopper.id, 300);
      const shown = await quote(shopper, { paymentMethod: 'cod', walletAmount: 300 });
      expect(shown.body.cashOnDelivery).toEqual({ available: true, fee: 500, reason: null });
      expect(shown.body.totals).toMatchObject({ codFee: 500, walletApplied: 300, grandTotal: 2200 });
      const placed = await place(shopper, 'cod-1', { paymentMethod: 'cod', card: null, walletAmount: 300 });
      expect(placed.status).toBe(201);
      expect(placed.body.payment).toEqual({ method: 'cod', card: null });
      expect(placed.body.totals.grandTotal).toBe(2200);
      expect(await server.database.rows('select id from payments where shopper_id = $1', [shopper.id])).toHaveLength(0);
      const cancelled = await shopper.json<OrderDetail>(`/api/me/orders/${placed.body.number}/cancel`, {
        method: 'POST',
      });
      expect(cancelled.status).toBe(200);
      const refunds = await server.database.rows<{ amount: number; withdrawable: boolean }>(
        `select amount, withdrawable from wallet_ledger where shopper_id = $1 and type = 'refund'`,
        [shopper.id],
      );
      expect(refunds).toEqual([{ amount: 300, withdrawable: false }]);
    } finally {
      await server.database.rows(`update store_settings set cod_enabled = false, cod_fee = 0`);
      await server.app.readCache.invalidate('store');
    }
  });

  it("answers 404 for another shopper's order, invoice, tracking, cancel and re-order", async () => {
    const owner = await fastShopper(server.database, server.baseUrl);
    const other = await fastShopper(server.database, server.baseUrl);
    const juice = await variant(2);
    await putInBag(server.database, owner.id, juice.id, 1);
    const order = await place(owner, 'mine');
    expect(order.status).toBe(201);
    for (const [path, method] of [
      [`/api/me/orders/${order.body.number}`, 'GET'],
      [`/api/me/orders/${order.body.number}/invoice`, 'GET'],
      [`/api/me/orders/${order.body.number}/tracking`, 'GET'],
      [`/api/me/orders/${order.body.number}/cancel`, 'POST'],
      [`/api/me/orders/${order.body.number}/reorder`, 'POST'],
    ] as const) {
      const answer = await other.json<ErrorBody>(path, { method });
      expect(answer.status, path).toBe(404);
      expect(answer.body.error.code).toBe('not_found');
    }
    expect((await other.json<OrderList>('/api/me/orders')).body.total).toBe(0);
    const [status] = await server.database.rows<{ status: string }>('select status from orders where id = $1', [
      order.body.id,
    ]);
    expect(status?.status).toBe('placed');
    const anonymous = await new Browser(server.baseUrl).json(`/api/me/orders/${order.body.number}`);
    expect(anonymous.status).toBe(401);
  });

  it('gives a new shopper the welcome coupon in My Coupons, used once', async () => {
    const browser = new Browser(server.baseUrl);
    await registerShopper(browser);
    const mine = await browser.json<MyCoupons>('/api/me/coupons');
    expect(mine.status).toBe(200);
    expect(mine.body.items).toEqual([
      expect.objectContaining({ code: 'WELCOME10', kind: 'percent', value: 10, usesLeft: 1, usable: true, tier: null }),
    ]);
    expect(formatInvoiceNumber(1)).toBe('INV-00000001');
  });
});
