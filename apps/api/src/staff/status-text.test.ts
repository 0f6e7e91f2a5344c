import type { StaffOrder, Tracking } from '@juicyin/contract';
import { formatOrderNumber, ORDER_CODE_SPACE, STANDARD_EVENT_TEXT, STATUS_TEXT_PRESETS } from '@juicyin/domain';
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  Browser,
  drivers,
  registerShopper,
  SETUP_TIMEOUT,
  startTestServer,
  type TestServer,
} from '../testing/server.ts';
import { insertOrder, signInStaff } from './test-orders.ts';

vi.setConfig({ testTimeout: 120_000 });

type Refusal = { error: { code: string; message: string; fields?: Record<string, string> } };

describe.each(drivers)("staff's status texts over HTTP on %s", (driver) => {
  let server: TestServer;
  let staff: { browser: Browser };
  let sku = '';

  beforeAll(async () => {
    server = await startTestServer(driver);
    staff = await signInStaff(server);
    const [row] = await server.database.rows<{ sku: string }>(`select sku from variants order by id limit 1`);
    sku = row?.sku ?? '';
  }, SETUP_TIMEOUT);
  afterAll(() => server.close());

  /** A shopper reading in `language`, with a placed order. */
  async function shopperWithOrder(language: 'en' | 'ar') {
    const browser = new Browser(server.baseUrl);
    const { shopper, email } = await registerShopper(browser);
    await server.database.rows(`update shoppers set preferred_language = $1 where id = $2`, [language, shopper.id]);
    const inserted = await insertOrder(server.database, { shopperId: shopper.id, lines: [{ sku, quantity: 1 }] });
    // A number of the shop's own form, which the shopper's tracking answers with.
    const number = formatOrderNumber(new Date(), randomInt(ORDER_CODE_SPACE));
    await server.database.rows(`update orders set number = $1 where id = $2`, [number, inserted.id]);
    return { browser, email, order: { id: inserted.id, number } };
  }

  const advance = (number: string, body: Record<string, unknown>) =>
    staff.browser.json<StaffOrder & Refusal>(`/api/staff/orders/${number}/status`, { method: 'POST', body });

  it('stores a preset in both languages and a text of staff’s own as written; the shopper’s tracking carries both', async () => {
    const { browser, order } = await shopperWithOrder('ar');
    expect(
      (await advance(order.number, { status: 'processing', location: 'Olaya kitchen', preset: 'kitchen' })).status,
    ).toBe(200);
    expect(
      (await advance(order.number, { status: 'shipping', location: 'Olaya kitchen', text: 'Leaving in a blue van' }))
        .status,
    ).toBe(200);
    expect((await advance(order.number, { status: 'delivered', location: 'Al Malqa' })).status).toBe(200);

    const stored = await server.database.rows<{ status: string; text_en: string; text_ar: string }>(
      `select status, text_en, text_ar from shipment_events where order_id = $1 order by id`,
      [order.id],
    );
    expect(stored.slice(1)).toEqual([
      { status: 'processing', text_en: STATUS_TEXT_PRESETS.kitchen.en, text_ar: STATUS_TEXT_PRESETS.kitchen.ar },
      { status: 'shipping', text_en: 'Leaving in a blue van', text_ar: 'Leaving in a blue van' },
      { status: 'delivered', text_en: STANDARD_EVENT_TEXT.delivered.en, text_ar: STANDARD_EVENT_TEXT.delivered.ar },
    ]);

    const tracking = await browser.json<Tracking>(`/api/me/orders/${order.number}/tracking`);
    expect(tracking.status).toBe(200);
    expect(tracking.body.events.slice(1).map((event) => event.text)).toEqual([
      STATUS_TEXT_PRESETS.kitchen,
      { en: 'Leaving in a blue van', ar: 'Leaving in a blue van' },
      STANDARD_EVENT_TEXT.delivered,
    ]);
  });

  it('e-mails a preset in the shopper’s language', async () => {
    for (const language of ['ar', 'en'] as const) {
      const { email, order } = await shopperWithOrder(language);
      expect(
        (await advance(order.number, { status: 'processing', location: 'Olaya', preset: 'handover' })).status,
      ).toBe(200);
      const [mail] = await server.database.rows<{ text_body: string }>(
        `select text_body from outbox where recipient = $1 order by created_at desc limit 1`,
        [email],
      );
      expect(mail?.text_body).toContain(STATUS_TEXT_PRESETS.handover[language]);
      expect(mail?.text_body).not.toContain(STATUS_TEXT_PRESETS.handover[language === 'ar' ? 'en' : 'ar']);
    }
  });

  it('refuses an unknown preset, or a preset and a text together, on the field, and moves nothing', async () => {
    const { order } = await shopperWithOrder('en');
    const unknown = await advance(order.number, { status: 'processing', location: 'Olaya', preset: 'teleported' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.code).toBe('invalid_input');
    expect(Object.keys(unknown.body.error.fields ?? {})).toEqual(['preset']);

    const both = await advance(order.number, {
      status: 'processing',
      location: 'Olaya',
      preset: 'kitchen',
      text: 'Pressing now',
    });
    expect(both.status).toBe(400);
    expect(both.body.error.fields).toEqual({ text: 'Choose a ready-made text or write your own, not both' });

    const events = await server.database.rows(`select 1 from shipment_events where order_id = $1`, [order.id]);
    expect(events).toHaveLength(1);
  });
});
