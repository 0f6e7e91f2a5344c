// Text that PostgreSQL refuses (NUL, an unpaired surrogate) and control characters in one-line fields
// answer 400 in the error shape with a field message, on every route the fuzzer found answering 500.
import { NUL_MESSAGE, SURROGATE_MESSAGE } from '@juicyin/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fastShopper, type TestShopper } from '../checkout/testing.ts';
import { drivers, SETUP_TIMEOUT, startTestServer, type TestServer } from '../testing/server.ts';

vi.setConfig({ testTimeout: 60_000 });

type Refusal = { error: { code: string; message: string; fields?: Record<string, string> } };

const address = {
  firstName: 'Noura',
  lastName: 'Al-Harbi',
  mobile: '0551234567',
  postalCode: '12271',
  buildingNumber: '7235',
  additionalNumber: '2121',
  district: 'Al Olaya',
  street: 'King Fahd Road',
  city: 'Riyadh',
  region: 'Riyadh',
  type: 'home',
};

describe.each(drivers)('text input on %s', (driver) => {
  let server: TestServer;
  let shopper: TestShopper;
  let orderCount: () => Promise<number>;

  beforeAll(async () => {
    server = await startTestServer(driver);
    shopper = await fastShopper(server.database, server.baseUrl);
    orderCount = async () =>
      (await server.database.rows<{ n: number }>('select count(*)::int as n from orders'))[0]?.n ?? -1;
  }, SETUP_TIMEOUT);
  afterAll(() => server.close());

  async function expectField(
    request: Promise<{ status: number; body: unknown }>,
    field: string,
    message: string = NUL_MESSAGE,
  ) {
    const { status, body } = await request;
    expect(status).toBe(400);
    const refusal = body as Refusal;
    expect(refusal.error.code).toBe('invalid_input');
    expect(refusal.error.fields?.[field]).toBe(message);
  }

  it.each(['', '/invoice', '/tracking'])('refuses a NUL in the order number of GET /api/me/orders/:number%s', (tail) =>
    expectField(shopper.json(`/api/me/orders/JU%0012${tail}`), 'params.number'),
  );

  it.each(['cancel', 'reorder'])(
    'refuses a NUL in the order number of POST /api/me/orders/:number/%s',
    async (action) => {
      const before = await orderCount();
      await expectField(shopper.json(`/api/me/orders/JU%00/${action}`, { method: 'POST' }), 'params.number');
      expect(await orderCount()).toBe(before);
    },
  );

  it('refuses a NUL in a JSON string to PATCH /api/me and leaves the name as it was', async () => {
    await expectField(shopper.json('/api/me', { method: 'PATCH', body: { firstName: 'No\u0000ura' } }), 'firstName');
    const me = await shopper.json<{ firstName: string }>('/api/me');
    expect(me.body.firstName).toBe('Noura');
  });

  it('refuses a NUL when updating an address', async () => {
    await expectField(
      shopper.json(`/api/me/addresses/${shopper.addressId}`, {
        method: 'PUT',
        body: { ...address, street: 'King Fahd\u0000Road' },
      }),
      'street',
    );
  });

  it('refuses a NUL in the contact form and stores no enquiry', async () => {
    await expectField(
      shopper.json('/api/contact', {
        method: 'POST',
        body: { fullName: 'Noura', email: 'noura@example.com', enquiry: 'Hello\u0000' },
      }),
      'enquiry',
    );
    const [row] = await server.database.rows<{ n: number }>('select count(*)::int as n from enquiries');
    expect(row?.n).toBe(0);
  });

  it("refuses a NUL in the dev outbox's `to`", () =>
    expectField(shopper.json('/api/dev/outbox?to=a%00b%40example.com'), 'query.to'));

  it("refuses a NUL in the quote's coupon code", () =>
    expectField(
      shopper.json('/api/me/checkout/quote', {
        method: 'POST',
        body: { addressId: shopper.addressId, couponCode: 'SAVE\u000010' },
      }),
      'couponCode',
    ));

  it('refuses a NUL in the survey and credits no points', async () => {
    await expectField(
      shopper.json('/api/me/survey', {
        method: 'POST',
        body: { satisfaction: 5, recommend: 5, favouriteCategory: 'detox', comment: 'Lovely\u0000' },
      }),
      'comment',
    );
  });

  it('refuses an unpaired surrogate in the survey comment (it would break the jsonb insert)', async () => {
    // JSON.stringify writes a lone surrogate as the escape `\ud800`, which JSON.parse turns back into one.
    await expectField(
      shopper.json('/api/me/survey', {
        method: 'POST',
        body: { satisfaction: 4, recommend: 4, favouriteCategory: 'other', comment: 'Good \ud800 juice' },
      }),
      'comment',
      SURROGATE_MESSAGE,
    );
    // A well-formed pair (an emoji) is still accepted.
    const accepted = await shopper.json('/api/me/survey', {
      method: 'POST',
      body: { satisfaction: 4, recommend: 4, favouriteCategory: 'other', comment: 'Good 🍊 juice\nThanks' },
    });
    expect(accepted.status).toBe(201);
  });

  it('refuses control characters in a one-line field but keeps line breaks in a message', async () => {
    await expectField(
      shopper.json('/api/me', { method: 'PATCH', body: { lastName: 'Al\u0007Harbi' } }),
      'lastName',
      'Remove control characters',
    );
    const enquiry = await shopper.json('/api/contact', {
      method: 'POST',
      body: { fullName: 'Noura', email: 'noura@example.com', enquiry: 'Hello,\nI have a question.' },
    });
    expect(enquiry.status).toBe(201);
  });
});
