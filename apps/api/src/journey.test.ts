import { pathTo } from '@juicyin/contract/paths';
import { randomUUID } from 'node:crypto';
import type { Address, Invoice, OrderDetail, Outbox, PointsSummary, Quote } from '@juicyin/contract';
import { decodeZatcaQr, sarText, zatcaTimestamp, halalas } from '@juicyin/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { givePoints, testCard } from './checkout/testing.ts';
import { SANDBOX_CARDS } from './payments/sandbox.ts';
import { advanceTo, signInStaff } from './staff/test-orders.ts';
import {
  Browser,
  drivers,
  registerShopper,
  SETUP_TIMEOUT,
  startTestServer,
  type TestServer,
  WAIT_CEILING,
} from './testing/server.ts';

vi.setConfig({ testTimeout: 180_000 });

/**
 * The whole journey over HTTP, as the shop and the fulfilment dashboard drive it: register,
 * verify the e-mail, fill the bag, quote, place with a sandbox card, staff deliver it, the points
 * arrive with the tier's and a bonus event's multiplier, and the invoice's QR code decodes to the
 * order's totals.
 */
describe.each(drivers)('the shopper journey on %s', (driver) => {
  let server: TestServer;
  let staff: Browser;
  let sku = '';
  let price = 0;

  beforeAll(async () => {
    server = await startTestServer(driver);
    staff = (await signInStaff(server)).browser;
    const [variant] = await server.database.rows<{ sku: string; price: number }>(
      `update variants set stock = 40 where id = (select id from variants where stock > 0 order by id offset 3 limit 1)
       returning sku, price`,
    );
    sku = variant?.sku ?? '';
    price = variant?.price ?? 0;
    await server.app.catalogue.invalidate();
  }, SETUP_TIMEOUT);
  afterAll(() => server.close());

  async function verifiedShopperWithAddress() {
    const browser = new Browser(server.baseUrl);
    const { email } = await registerShopper(browser);
    const outbox = await browser.json<Outbox>(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
    const link = outbox.body.messages.find((message) => message.text.includes(`${pathTo('verifyEmail')}?token=`));
    const token = /verify-email\?token=([A-Za-z0-9_-]+)/.exec(link?.text ?? '')?.[1];
    const verified = await browser.json<{ pointsCredited: number }>('/api/auth/verify-email', {
      method: 'POST',
      body: { token },
    });
    expect(verified.body.pointsCredited).toBe(50);
    const address = await browser.json<Address>('/api/me/addresses', {
      method: 'POST',
      body: {
        firstName: 'Noura',
        lastName: 'Al-Harbi',
        mobile: '+966 55 123 4567',
        postalCode: '12271',
        buildingNumber: '7235',
        additionalNumber: '2121',
        district: 'Al Olaya',
        street: '7235 King Fahd Road',
        city: 'Riyadh',
        region: 'Riyadh Province',
        type: 'home',
      },
    });
    expect(address.status).toBe(201);
    return { browser, email, addressId: address.body.id };
  }

  async function buyAndDeliver(browser: Browser, addressId: string, quantity: number) {
    expect((await browser.json(`/api/me/bag/lines/${sku}`, { method: 'PUT', body: { quantity } })).status).toBe(200);
    const quote = await browser.json<Quote>('/api/me/checkout/quote', { method: 'POST', body: { addressId } });
    expect(quote.status).toBe(200);
    expect(quote.body.problems).toEqual([]);
    const placed = await browser.json<OrderDetail>('/api/me/orders', {
      method: 'POST',
      headers: { 'idempotency-key': randomUUID() },
      body: {
        addressId,
        paymentMethod: 'card',
        card: testCard(SANDBOX_CARDS.mada),
        expectedGrandTotal: quote.body.totals.grandTotal,
      },
    });
    expect(placed.status).toBe(201);
    expect(placed.body.totals).toEqual(quote.body.totals);
    await advanceTo(staff, placed.body.number);
    return { quote: quote.body, order: placed.body };
  }

  const orderPoints = (browser: Browser) =>
    browser.json<{ items: { type: string; amount: number; orderNumber: string | null }[] }>(
      '/api/me/points/history?pageSize=60',
    );

  it('registers, verifies, buys with a card, gets it delivered and earns the order points; the invoice QR holds the totals', async () => {
    const { browser, addressId } = await verifiedShopperWithAddress();
    const { quote, order } = await buyAndDeliver(browser, addressId, 2);

    // Silver: 1 point per SAR 1 of the sub total after discounts, no bonus event running.
    expect(quote.tier).toBe('silver');
    expect(quote.totals.subTotal).toBe(price * 2);
    const expected = Math.floor(quote.totals.subTotal / 100);
    expect(quote.totals.pointsEarned).toBe(expected);
    const history = await orderPoints(browser);
    const credited = history.body.items.filter((item) => item.type === 'order');
    expect(credited.map((item) => [item.amount, item.orderNumber])).toEqual([[expected, order.number]]);
    const summary = await browser.json<PointsSummary>('/api/me/points/summary');
    expect(summary.body.balance).toBe(5 + 50 + expected);

    const detail = await browser.json<OrderDetail>(`/api/me/orders/${order.number}`);
    expect(detail.body.status).toBe('delivered');
    expect(detail.body.tracker.steps.map((step) => step.state)).toEqual([
      'complete',
      'complete',
      'complete',
      'complete',
    ]);

    const invoice = await browser.json<Invoice>(`/api/me/orders/${order.number}/invoice`);
    expect(invoice.status).toBe(200);
    const qr = decodeZatcaQr(invoice.body.qr);
    const { totals } = order;
    const withVat = totals.subTotal - totals.couponDiscount - totals.pointDiscount + totals.codFee + totals.shipping;
    expect(qr).toEqual({
      sellerName: invoice.body.seller.name,
      vatNumber: invoice.body.seller.vatNumber,
      timestamp: zatcaTimestamp(new Date(invoice.body.issuedAt)),
      totalWithVat: sarText(halalas(withVat)),
      vatTotal: sarText(halalas(totals.vat)),
    });
    expect(invoice.body.totals).toEqual(totals);
  });

  it('e-mails the points balance when points are redeemed at checkout and returned when staff cancel', async () => {
    const { browser, email, addressId } = await verifiedShopperWithAddress();
    expect((await browser.json(`/api/me/bag/lines/${sku}`, { method: 'PUT', body: { quantity: 1 } })).status).toBe(200);
    const placed = await browser.json<OrderDetail>('/api/me/orders', {
      method: 'POST',
      headers: { 'idempotency-key': randomUUID() },
      body: { addressId, paymentMethod: 'card', card: testCard(), pointsToRedeem: 50 },
    });
    expect(placed.status).toBe(201);
    expect(placed.body.totals.pointsRedeemed).toBe(50);
    const balanceMail = () =>
      server.database.rows<{ text_body: string }>(
        `select text_body from outbox where recipient = $1 and subject like '%points balance%' order by created_at`,
        [email],
      );
    // The order-placed and balance e-mails leave after the answer.
    await vi.waitFor(async () => {
      expect((await balanceMail()).map((mail) => mail.text_body.split('\n')[1])).toEqual([
        '−50 points redeemed on your order.',
      ]);
    }, WAIT_CEILING);
    const cancelled = await staff.json(`/api/staff/orders/${placed.body.number}/cancel`, {
      method: 'POST',
      body: { reason: 'The shopper asked by phone' },
    });
    expect(cancelled.status).toBe(200);
    expect((await balanceMail()).map((mail) => mail.text_body.split('\n')[1])).toEqual([
      '−50 points redeemed on your order.',
      '+50 points returned from your cancelled order.',
    ]);
    expect((await browser.json<PointsSummary>('/api/me/points/summary')).body.balance).toBe(55);
  });

  it('doubles a Gold shopper’s order points while a Bonus Points Event for every eligible tier runs, not a Silver one’s', async () => {
    await server.database.rows(
      `insert into loyalty_events (kind, name_en, name_ar, tier, starts_at, ends_at)
       values ('bonus-points', 'Double points week', 'أسبوع النقاط المضاعفة', null,
               now() - interval '1 hour', now() + interval '1 day')`,
    );
    try {
      // Silver gets no events (PRODUCT.md §5): a window for no tier is for Gold and Diamond.
      const silver = await verifiedShopperWithAddress();
      expect((await silver.browser.json<PointsSummary>('/api/me/points/summary')).body.bonusEventActive).toBe(false);

      const { browser, email, addressId } = await verifiedShopperWithAddress();
      const [shopper] = await server.database.rows<{ id: string }>(`select id from shoppers where email = $1`, [email]);
      await givePoints(server.database, shopper?.id ?? '', 1000, 1);
      expect((await browser.json<PointsSummary>('/api/me/points/summary')).body).toMatchObject({
        tier: 'gold',
        bonusEventActive: true,
      });
      const { quote, order } = await buyAndDeliver(browser, addressId, 3);
      // Gold's x2, and the event's x2.
      const expected = Math.floor(quote.totals.subTotal / 100) * 4;
      expect(quote.totals.pointsEarned).toBe(expected);
      const credited = (await orderPoints(browser)).body.items.filter((item) => item.type === 'order');
      expect(credited.map((item) => [item.amount, item.orderNumber])).toEqual([[expected, order.number]]);
    } finally {
      await server.database.rows(`delete from loyalty_events where kind = 'bonus-points'`);
    }
  });
});
