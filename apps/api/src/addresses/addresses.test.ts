import type { Address, OrderDetail } from '@juicyin/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fastShopper, place, putInBag, quote, stockedVariant } from '../checkout/testing.ts';
import { drivers, SETUP_TIMEOUT, startTestServer, type TestServer } from '../testing/server.ts';

// PGlite start-up is slow on a busy 2-core machine: a generous ceiling, not a timing check.
vi.setConfig({ testTimeout: 120_000 });

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

const body = (extra: Record<string, unknown> = {}) => ({
  firstName: 'Sara',
  lastName: 'Alqahtani',
  mobile: '0512345678',
  buildingNumber: '٢٩٢٩',
  street: 'King Fahd Road',
  district: 'Al Olaya',
  city: 'Riyadh',
  region: 'Riyadh Province',
  postalCode: '12211',
  additionalNumber: '7788',
  shortAddress: 'rrrd 2929',
  type: 'home',
  ...extra,
});

describe.each(drivers)('the national address over HTTP on %s', (driver) => {
  let server: TestServer;
  let offset = 0;

  beforeAll(async () => {
    server = await startTestServer(driver);
  }, SETUP_TIMEOUT);
  afterAll(() => server.close());

  it('saves the building number, additional number and short address in their stored forms and returns them', async () => {
    const shopper = await fastShopper(server.database, server.baseUrl);
    const created = await shopper.json<Address>('/api/me/addresses', { method: 'POST', body: body() });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ buildingNumber: '2929', additionalNumber: '7788', shortAddress: 'RRRD2929' });

    const without = await shopper.json<Address>(`/api/me/addresses/${created.body.id}`, {
      method: 'PUT',
      body: body({ shortAddress: '' }),
    });
    expect(without.status).toBe(200);
    expect(without.body.shortAddress).toBeNull();
    const listed = (await shopper.json<{ items: Address[] }>('/api/me/addresses')).body.items;
    expect(listed.find((entry) => entry.id === created.body.id)).toMatchObject({
      buildingNumber: '2929',
      additionalNumber: '7788',
      shortAddress: null,
    });
  });

  it('refuses a bad or missing number with a message per field, and saves nothing', async () => {
    const shopper = await fastShopper(server.database, server.baseUrl);
    const bad = await shopper.json<ErrorBody>('/api/me/addresses', {
      method: 'POST',
      body: body({ buildingNumber: '292', additionalNumber: '77889', shortAddress: '2929RRRD' }),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({
      buildingNumber: 'A building number is 4 digits',
      additionalNumber: 'An additional number is 4 digits',
      shortAddress: 'A short address is 4 letters and 4 digits, like RRRD2929',
    });
    const missing = Object.fromEntries(
      Object.entries(body()).filter(([key]) => key !== 'buildingNumber' && key !== 'additionalNumber'),
    );
    const absent = await shopper.json<ErrorBody>('/api/me/addresses', { method: 'POST', body: missing });
    expect(absent.status).toBe(400);
    expect(Object.keys(absent.body.error.fields ?? {}).sort()).toEqual(['additionalNumber', 'buildingNumber']);
    const rows = await server.database.rows('select id from addresses where shopper_id = $1', [shopper.id]);
    expect(rows).toHaveLength(1); // only the helper's own address
  });

  it('keeps an address saved before the national address, asks for its numbers at checkout, then delivers there', async () => {
    const shopper = await fastShopper(server.database, server.baseUrl, { legacyAddress: true });
    const juice = await stockedVariant(server.database, { stock: 5, price: 1500, offset: offset++ });
    await putInBag(server.database, shopper.id, juice.id, 1);

    const listed = (await shopper.json<{ items: Address[] }>('/api/me/addresses')).body.items;
    expect(listed).toEqual([
      expect.objectContaining({
        id: shopper.addressId,
        buildingNumber: null,
        additionalNumber: null,
        shortAddress: null,
      }),
    ]);
    expect((await quote(shopper)).body.problems).toEqual(['address_incomplete']);
    const refused = await place(shopper, 'legacy-1');
    expect(refused.status).toBe(422);
    expect((refused.body as unknown as ErrorBody).error.code).toBe('address_incomplete');

    const { status } = await shopper.json(`/api/me/addresses/${shopper.addressId}`, { method: 'PUT', body: body() });
    expect(status).toBe(200);
    expect((await quote(shopper)).body.problems).toEqual([]);
    const placed = await place(shopper, 'legacy-2');
    expect(placed.status).toBe(201);
    expect(placed.body.address).toMatchObject({
      buildingNumber: '2929',
      additionalNumber: '7788',
      shortAddress: 'RRRD2929',
    });
  });

  it('reads an order snapshot taken before the national address with the numbers null', async () => {
    const shopper = await fastShopper(server.database, server.baseUrl);
    const juice = await stockedVariant(server.database, { stock: 5, price: 1500, offset: offset++ });
    await putInBag(server.database, shopper.id, juice.id, 1);
    const placed = await place(shopper, 'snapshot-1');
    expect(placed.status).toBe(201);
    expect(placed.body.address).toMatchObject({
      buildingNumber: '8228',
      additionalNumber: '3011',
      shortAddress: 'RMAA8228',
    });
    await server.database.rows(
      `update orders set address = address - 'buildingNumber' - 'additionalNumber' - 'shortAddress' where id = $1`,
      [placed.body.id],
    );
    const read = await shopper.json<OrderDetail>(`/api/me/orders/${placed.body.number}`);
    expect(read.body.address).toMatchObject({
      street: 'Anas Ibn Malik Road',
      buildingNumber: null,
      additionalNumber: null,
    });
    expect(read.body.address.shortAddress).toBeNull();
  });

  it('says why a city is not served in English and in Arabic', async () => {
    const shopper = await fastShopper(server.database, server.baseUrl);
    const abha = await shopper.json<Address>('/api/me/addresses', { method: 'POST', body: body({ city: 'أبها' }) });
    expect(abha.body.delivery.deliverable).toBe(false);
    expect(abha.body.delivery.message?.en).toMatch(/^We do not deliver to أبها yet\. We deliver to Riyadh/);
    expect(abha.body.delivery.message?.ar).toMatch(/^لا نوصل إلى أبها بعد\. نوصل إلى الرياض/);
  });
});
