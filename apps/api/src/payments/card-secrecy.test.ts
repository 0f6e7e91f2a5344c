import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../database.ts';
import { migrate } from '../db/migrate.ts';
import { SETUP_TIMEOUT } from '../testing/server.ts';
import { seed } from '../seed/seed.ts';
import { makeShoppers, placeOrder, putLine, startApi, stopApi, variantSkus } from '../scripts/checkout-load.ts';
import { SANDBOX_CARDS } from './sandbox.ts';

vi.setConfig({ testTimeout: 180_000 });

/** Card numbers and codes sent below; none may be written anywhere. */
const SECRETS = {
  numbers: [SANDBOX_CARDS.mastercard, SANDBOX_CARDS.declined, SANDBOX_CARDS.providerError, '4242424242424241'],
  spaced: '5555 5555 5555 4444',
  cvvs: ['913', '8642'],
};

describe('card numbers and security codes', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'juicyin-secrecy-'));
  let log = '';
  let dump = '';
  const values: string[] = [];
  const keys: string[] = [];

  beforeAll(async () => {
    const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
    await migrate(database);
    await seed(database);
    await database.rows('update variants set stock = 100');
    const [shopper] = await makeShoppers(database, 1);
    const [sku] = await variantSkus(database, 1);
    await database.close();
    if (!shopper || !sku) throw new Error('no shopper');

    // The server as it runs in production: every request logged.
    const api = await startApi({ DATA_DIR: dataDir, LOG: 'on' }, (text) => {
      log += text;
    });
    const card = (number: string, cvv: string) => ({
      number,
      holderName: 'Noura Al-Harbi',
      expiryMonth: 7,
      expiryYear: 2031,
      cvv,
    });
    const send = (key: string, body: Record<string, unknown>) =>
      placeOrder(api.baseUrl, shopper, key, { addressId: shopper.addressId, paymentMethod: 'card', ...body });
    await putLine(api.baseUrl, shopper, sku, 1);
    const answers = [
      await send('declined', { card: card(SANDBOX_CARDS.declined, '913') }),
      await send('provider-error', { card: card(SANDBOX_CARDS.providerError, '913') }),
      await send('luhn', { card: card('4242424242424241', '913') }),
      await send('unknown-field', { card: { ...card(SANDBOX_CARDS.mastercard, '913'), pin: '1234' } }),
      await send('amex-short-cvv', { card: card(SANDBOX_CARDS.mastercard, '8642') }),
      await send('captured', { card: card(SECRETS.spaced, '913') }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([402, 502, 400, 400, 400, 201]);
    await stopApi(api.child);

    const reopened = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
    const tables = await reopened.rows<{ table_name: string }>(
      `select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    for (const { table_name: table } of tables) {
      const rows = await reopened.rows<{ row: string }>(`select row_to_json(t)::text as row from "${table}" t`);
      for (const { row } of rows) {
        dump += `${row}\n`;
        const collect = (value: unknown): void => {
          if (typeof value === 'string' || typeof value === 'number') values.push(String(value));
          else if (value && typeof value === 'object') {
            keys.push(...Object.keys(value));
            Object.values(value).forEach(collect);
          }
        };
        collect(JSON.parse(row));
      }
    }
    await reopened.close();
  }, SETUP_TIMEOUT);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('appear in no log line', () => {
    expect(log).toContain('"url":"/api/me/orders"');
    for (const number of [...SECRETS.numbers, SECRETS.spaced]) expect(log).not.toContain(number);
    expect(log.toLowerCase()).not.toContain('cvv');
  });

  it('appear in no table: only brand, last four, name and expiry are kept', () => {
    expect(dump).toContain('"last4":"4444"');
    expect(dump).toContain('"holder_name":"Noura Al-Harbi"');
    for (const number of [...SECRETS.numbers, SECRETS.spaced]) expect(dump).not.toContain(number);
    // No column or stored JSON has a security code; a stored 400 answer may name the field ("card.cvv").
    expect(keys.filter((key) => /cvv|cvc|security/i.test(key) && key !== 'card.cvv')).toEqual([]);
    expect(keys).not.toContain('cvv');
    for (const cvv of SECRETS.cvvs) expect(values).not.toContain(cvv);
  });
});
