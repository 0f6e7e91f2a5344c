import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from './app.ts';
import type { DatabaseHandle } from './database.ts';
import { openTestDatabase } from './testing/server.ts';

// The built shop's offline worker and web app manifest, as the server sends them: a browser installs
// and updates the worker only from a script answered as JavaScript, and checks for a new version
// on every visit only when `sw.js` is not kept in the HTTP cache.
const worker = `self.addEventListener('fetch', () => {});\n`.repeat(60);
const manifest = JSON.stringify({ name: 'Juicyin', short_name: 'Juicyin', start_url: '/', display: 'standalone' });

describe("the shop's offline worker and manifest", () => {
  let app: App;
  let baseUrl: string;
  let database: DatabaseHandle;
  let shopDir: string;

  beforeAll(async () => {
    shopDir = mkdtempSync(path.join(tmpdir(), 'juicyin-shop-'));
    writeFileSync(path.join(shopDir, 'index.html'), '<!doctype html><title>Juicyin</title><div id="root"></div>');
    writeFileSync(path.join(shopDir, 'sw.js'), worker);
    writeFileSync(path.join(shopDir, 'manifest.webmanifest'), manifest);
    mkdirSync(path.join(shopDir, 'icons'));
    writeFileSync(path.join(shopDir, 'icons/icon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    database = await openTestDatabase();
    app = await buildApp({ database, shopDir });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    baseUrl = `http://127.0.0.1:${address.port}`;
  }, 120_000);

  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(shopDir, { recursive: true, force: true });
  });

  it('sends sw.js as JavaScript, checked again on every visit, allowed to run as a worker', async () => {
    const response = await fetch(`${baseUrl}/sw.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^(?:text|application)\/javascript\b/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-security-policy')).toContain("worker-src 'self'");
    expect(await response.text()).toBe(worker);
  });

  it('sends the web app manifest as application/manifest+json, checked again on every visit', async () => {
    const response = await fetch(`${baseUrl}/manifest.webmanifest`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json\b/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-security-policy')).toContain("manifest-src 'self'");
    expect(await response.json()).toEqual(JSON.parse(manifest));
  });

  it('sends the icons as SVG', async () => {
    const response = await fetch(`${baseUrl}/icons/icon.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml\b/);
  });

  it('answers a missing worker with 404, not the shop page (a browser would install index.html as a worker)', async () => {
    rmSync(path.join(shopDir, 'sw.js'));
    const response = await fetch(`${baseUrl}/sw.js`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).not.toContain('text/html');
  });
});
