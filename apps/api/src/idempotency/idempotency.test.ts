import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fastShopper, place, putInBag, stockedVariant, testCard } from '../checkout/testing.ts';
import { drivers, SETUP_TIMEOUT, startTestServer, type TestServer } from '../testing/server.ts';
import { KEY_RETENTION_MS, requestHash, STALE_CLAIM_MS } from './keys.ts';

vi.setConfig({ testTimeout: 120_000 });

const code = (answer: { body: unknown }) => (answer.body as { error?: { code: string } }).error?.code;

describe('request hashes', () => {
  it('ignore key order, and never take the card number or security code in', () => {
    const body = { addressId: 'a', card: { ...testCard(), number: '4242 4242 4242 4242' }, pointsToRedeem: 0 };
    const card = {
      cvv: '999',
      holderName: 'Noura Al-Harbi',
      expiryYear: 2030,
      expiryMonth: 8,
      number: '4242424242424242',
    };
    const reordered = { pointsToRedeem: 0, card, addressId: 'a' };
    expect(requestHash(body)).toBe(requestHash(reordered));
    expect(requestHash(body)).not.toBe(requestHash({ ...body, pointsToRedeem: 50 }));
    expect(requestHash(body)).not.toBe(requestHash({ ...body, card: testCard('5555555555554444') }));
    expect(requestHash(undefined)).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe.each(drivers)('Idempotency-Key lifetimes on %s', (driver) => {
  let server: TestServer;
  let now = new Date('2026-11-22T09:00:00Z');

  beforeAll(async () => {
    server = await startTestServer(driver, { clock: () => now });
  }, SETUP_TIMEOUT);
  afterAll(() => server.close());

  it('replays for 24 hours and lets the key go only after that', async () => {
    const shopper = await fastShopper(server.database, server.baseUrl);
    const juice = await stockedVariant(server.database, { stock: 5, offset: 3 });
    await putInBag(server.database, shopper.id, juice.id, 1);
    const first = await place(shopper, 'day-key');
    expect(first.status).toBe(201);

    now = new Date(now.getTime() + KEY_RETENTION_MS - 60_000);
    const replay = await place(shopper, 'day-key');
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(code(await place(shopper, 'day-key', { paymentMethod: 'cod' }))).toBe('idempotency_key_reused');

    // A day and more later the key is purged: the same key is a new request (the bag is empty now).
    now = new Date(now.getTime() + 2 * 3_600_000);
    const later = await place(shopper, 'day-key', { paymentMethod: 'cod' });
    expect(later.status).toBe(422);
    expect(code(later)).toBe('empty_bag');
    expect(await server.database.rows('select id from orders where shopper_id = $1', [shopper.id])).toHaveLength(1);
  });

  it('answers 409 and changes nothing while a claim is in flight, and takes over a claim abandoned long ago', async () => {
    const shopper = await fastShopper(server.database, server.baseUrl);
    const juice = await stockedVariant(server.database, { stock: 5, offset: 4 });
    await putInBag(server.database, shopper.id, juice.id, 1);
    const body = { addressId: shopper.addressId, paymentMethod: 'card', card: testCard() };
    const hash = requestHash(body);
    await server.database.rows(
      `insert into idempotency_keys (shopper_id, key, request_hash, state, created_at) values ($1, 'busy', $2, 'in-flight', $3)`,
      [shopper.id, hash, now],
    );
    const busy = await place(shopper, 'busy');
    expect(busy.status).toBe(409);
    expect(code(busy)).toBe('idempotency_in_flight');
    expect(busy.headers.get('retry-after')).toBe('1');
    expect(await server.database.rows('select id from orders where shopper_id = $1', [shopper.id])).toHaveLength(0);

    now = new Date(now.getTime() + STALE_CLAIM_MS + 1000);
    const taken = await place(shopper, 'busy');
    expect(taken.status).toBe(201);
    expect(await server.database.rows('select id from orders where shopper_id = $1', [shopper.id])).toHaveLength(1);
  });
});
