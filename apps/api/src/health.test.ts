import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { createClient, getHealth } from '@juicyin/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { type DatabaseHandle, openDatabase } from './database.ts';
import { openTestDatabase } from './testing/server.ts';

const script = `console.log('Juicyin');\n`.repeat(100);

async function serve(database: DatabaseHandle, shopDir?: string) {
  const app = await buildApp({ database, shopDir });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return { app, baseUrl: `http://127.0.0.1:${address.port}` };
}

describe('GET /api/health on embedded PostgreSQL', () => {
  let app: FastifyInstance;
  let baseUrl: string;
  let database: DatabaseHandle;
  let shopDir: string;

  beforeAll(async () => {
    shopDir = mkdtempSync(path.join(tmpdir(), 'juicyin-shop-'));
    writeFileSync(path.join(shopDir, 'index.html'), '<!doctype html><title>Juicyin</title><div id="root"></div>');
    mkdirSync(path.join(shopDir, 'assets'));
    writeFileSync(path.join(shopDir, 'assets/index-a1b2c3.js'), script);
    writeFileSync(path.join(shopDir, 'assets/index-a1b2c3.js.br'), brotliCompressSync(script));
    database = await openTestDatabase();
    ({ app, baseUrl } = await serve(database, shopDir));
  }, 120_000);

  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(shopDir, { recursive: true, force: true });
  });

  it('reports the database reachable, in the contract shape', async () => {
    const health = await createClient({ baseUrl }).request(getHealth);
    expect(health).toEqual({ status: 'ok', database: { reachable: true, driver: 'pglite' } });
  });

  it('serves the shop for a client route and a JSON 404 for an unknown API path', async () => {
    const page = await fetch(`${baseUrl}/products-list?category=detox`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('<div id="root">');

    const missing = await fetch(`${baseUrl}/api/nothing-here`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({
      error: { code: 'not_found', message: 'No route for GET /api/nothing-here' },
    });
  });

  it("sends the shop's hashed assets precompressed and cached for a year, its page checked on each visit", async () => {
    const asset = await fetch(`${baseUrl}/assets/index-a1b2c3.js`, { headers: { 'accept-encoding': 'br' } });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-encoding')).toBe('br');
    expect(asset.headers.get('vary')).toContain('accept-encoding');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await asset.text()).toBe(script);

    const plain = await fetch(`${baseUrl}/assets/index-a1b2c3.js`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);

    const page = await fetch(`${baseUrl}/`);
    expect(page.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers 503 when the database has gone away', { timeout: 120_000 }, async () => {
    const gone = await openTestDatabase();
    await gone.close();
    const { app: broken, baseUrl: brokenUrl } = await serve(gone);
    try {
      const response = await fetch(`${brokenUrl}/api/health`);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        status: 'unavailable',
        database: { reachable: false, driver: 'pglite' },
      });
    } finally {
      await broken.close();
    }
  });
});

const testDatabaseUrl = process.env['TEST_DATABASE_URL'];
if (!testDatabaseUrl) console.info('[api] TEST_DATABASE_URL is unset: skipping the PostgreSQL health test');

describe.runIf(testDatabaseUrl)('GET /api/health on PostgreSQL', () => {
  it('reports the PostgreSQL server reachable', async () => {
    const database = await openDatabase({ databaseUrl: testDatabaseUrl ?? '' });
    const { app, baseUrl } = await serve(database);
    try {
      const health = await createClient({ baseUrl }).request(getHealth);
      expect(health).toEqual({ status: 'ok', database: { reachable: true, driver: 'postgres' } });
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('on-disk embedded database', () => {
  it('keeps its data in the data directory across a reopen', { timeout: 120_000 }, async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'juicyin-data-'));
    try {
      const first = await openDatabase({ dataDir: dir });
      await first.db.execute('create table kept (id int primary key)');
      await first.db.execute('insert into kept values (7)');
      await first.close();
      const second = await openDatabase({ dataDir: dir });
      const result = await second.db.execute('select id from kept');
      expect(JSON.stringify(result)).toContain('7');
      await second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
