import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app.ts';
import type { DatabaseHandle } from '../database.ts';
import { openTestDatabase } from '../testing/server.ts';
import type { PageRequest, ShopRenderer } from './serve-shop.ts';

// The server's side of server rendering, with a renderer that stands in for the shop's built one
// (apps/shop/src/server/render-page.tsx has its own tests, and the journeys run the two together):
// which requests reach it, what it is given, and how its pages are sent.
const indexHtml = '<!doctype html><html lang="en"><head><title>Juicyin</title></head><div id="root"></div></html>';

describe('pages rendered on the server', () => {
  let app: App;
  let baseUrl: string;
  let database: DatabaseHandle;
  let shopDir: string;
  const asked: PageRequest[] = [];
  let givenIndexHtml = '';
  // The catalogue's "today" (Riyadh): a new day has other specials and sales.
  let now = new Date('2026-11-25T09:00:00Z');
  const rendersOf = (url: string) => asked.filter((request) => request.url === url).length;

  const renderer: ShopRenderer = {
    createPageRenderer({ indexHtml: html }) {
      givenIndexHtml = html;
      return async (request) => {
        asked.push(request);
        const { pathname } = new URL(request.url, request.origin);
        const session = /juicyin_session=([^;]*)/.exec(request.cookie ?? '')?.[1];
        // A shopper's own page: theirs with their session, else the browser's.
        if (pathname === '/checkout') {
          if (!session) return null;
          const page = `<!DOCTYPE html><html><body><h1>The checkout of ${session}</h1><p>render ${rendersOf(request.url)}</p></body></html>`;
          return { status: 200, body: Readable.from([page]) };
        }
        if (pathname === '/broken') throw new Error('the page threw');
        // The page's data, asked the way the shop asks it: from the API, through the fetch given.
        const health = (await (await request.fetch(`${request.origin}/api/health`)).json()) as { status: string };
        const render = rendersOf(request.url);
        const page = `<!DOCTYPE html><html><body><h1>${pathname}</h1><p>${health.status}</p><p>render ${render}</p>${'<p>juice</p>'.repeat(200)}</body></html>`;
        return { status: pathname === '/no-such-page' ? 404 : 200, body: Readable.from([page]) };
      };
    },
    // The shop's keeps one copy per language, currency and country; this one per cookie value.
    pageVariant: ({ url, cookie }) =>
      url === '/checkout' && cookie?.includes('juicyin_session=')
        ? null
        : (/juicyin-preferences=([^;]*)/.exec(cookie ?? '')?.[1] ?? 'default'),
  };

  beforeAll(async () => {
    shopDir = mkdtempSync(path.join(tmpdir(), 'juicyin-shop-'));
    writeFileSync(path.join(shopDir, 'index.html'), indexHtml);
    database = await openTestDatabase();
    app = await buildApp({
      database,
      shopDir,
      shopRenderer: renderer,
      publicUrl: 'https://juicyin.example',
      clock: () => now,
    });
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

  it('renders the home page and any other page address, with the data the renderer asked the API for', async () => {
    expect(givenIndexHtml).toBe(indexHtml);
    for (const address of ['/', '/product/fresh-orange-juice?size=large']) {
      const response = await fetch(`${baseUrl}${address}`, { headers: { cookie: 'juicyin-preferences=ar.SAR.SA' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await response.text()).toContain(`<h1>${address.split('?')[0]}</h1><p>ok</p>`);
      expect(asked.at(-1)).toMatchObject({
        url: address,
        origin: 'https://juicyin.example',
        cookie: 'juicyin-preferences=ar.SAR.SA',
      });
    }
  });

  it('sends a rendered page compressed, with its entity tag, checked again on each visit and kept per cookie', async () => {
    const response = await fetch(`${baseUrl}/special`, { headers: { 'accept-encoding': 'br' } });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('vary')).toBe('accept-encoding, cookie');
    const etag = response.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const again = await fetch(`${baseUrl}/special`, { headers: { 'accept-encoding': 'br', 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('keeps the status the renderer gives (an address with no page is a 404)', async () => {
    const response = await fetch(`${baseUrl}/no-such-page`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<h1>/no-such-page</h1>');
  });

  it('sends index.html for a page the browser renders, and for a page whose render failed', async () => {
    for (const address of ['/checkout', '/broken']) {
      const response = await fetch(`${baseUrl}${address}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(indexHtml);
    }
  });

  it('renders a page with the shopper’s session for each request, keeps it nowhere, and tells every cache on the way', async () => {
    const checkout = async (session: string) => {
      const response = await fetch(`${baseUrl}/checkout`, {
        headers: { cookie: `juicyin-preferences=en.SAR.SA; juicyin_session=${session}` },
      });
      return { response, html: await response.text() };
    };
    const before = rendersOf('/checkout');
    const first = await checkout('shopper-one');
    expect(first.html).toContain('<h1>The checkout of shopper-one</h1>');
    expect(first.response.headers.get('cache-control')).toBe('private, no-store');
    expect(first.response.headers.get('vary')).toBe('accept-encoding, cookie');
    // Another shopper in the same language gets their own page, not the first one's.
    expect((await checkout('shopper-two')).html).toContain('<h1>The checkout of shopper-two</h1>');
    expect((await checkout('shopper-one')).html).toContain(`<p>render ${before + 3}</p>`);
    expect(rendersOf('/checkout')).toBe(before + 3);
  });

  it('leaves the API and the build’s files alone: a missing one is the API’s 404, never a page', async () => {
    const before = asked.length;
    for (const address of ['/api/no-such-route', '/assets/gone.js']) {
      const response = await fetch(`${baseUrl}${address}`);
      expect(response.status).toBe(404);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('not_found');
    }
    expect(asked.length).toBe(before);
  });

  it('keeps a rendered page per address and variant, and renders it again once the catalogue, content or day changed', async () => {
    const page = async (address: string, cookie = '') => {
      const response = await fetch(`${baseUrl}${address}`, { headers: { cookie } });
      return { status: response.status, etag: response.headers.get('etag'), html: await response.text() };
    };
    const first = await page('/juices', 'session=one; juicyin-preferences=ar.SAR.SA');
    // Another shopper in the same language and currency: the same copy, not another render.
    const second = await page('/juices', 'juicyin-preferences=ar.SAR.SA; session=two');
    expect(rendersOf('/juices')).toBe(1);
    expect(second).toEqual(first);
    // Shoppers asking at once wait for the one render.
    await Promise.all(Array.from({ length: 5 }, () => page('/juices?lang=en')));
    expect(rendersOf('/juices?lang=en')).toBe(1);
    // Another language is another copy.
    await page('/juices', 'juicyin-preferences=en.SAR.SA');
    expect(rendersOf('/juices')).toBe(2);

    // A staff member edits a product: the pages show the catalogue, so they are rendered again.
    await app.catalogue.invalidate();
    const afterEdit = await page('/juices', 'juicyin-preferences=ar.SAR.SA');
    expect(afterEdit.html).toContain('<p>render 3</p>');
    expect(afterEdit.etag).not.toBe(first.etag);
    await page('/juices', 'juicyin-preferences=ar.SAR.SA');
    expect(rendersOf('/juices')).toBe(3);
    // So after a new blog post (content) or a change of the store's settings.
    await app.readCache.invalidate('content');
    await page('/juices', 'juicyin-preferences=ar.SAR.SA');
    await app.readCache.invalidate('store');
    await page('/juices', 'juicyin-preferences=ar.SAR.SA');
    expect(rendersOf('/juices')).toBe(5);
    // Midnight in Riyadh: the next day's specials.
    now = new Date('2026-11-25T21:00:00Z');
    await page('/juices', 'juicyin-preferences=ar.SAR.SA');
    expect(rendersOf('/juices')).toBe(6);
  });

  it('renders a missing page, and a page whose render failed, anew each time (nothing kept for them)', async () => {
    const missing = rendersOf('/no-such-page');
    expect((await fetch(`${baseUrl}/no-such-page`)).status).toBe(404);
    expect((await fetch(`${baseUrl}/no-such-page`)).status).toBe(404);
    expect(rendersOf('/no-such-page')).toBe(missing + 2);
    const before = rendersOf('/broken');
    await fetch(`${baseUrl}/broken`);
    await fetch(`${baseUrl}/broken`);
    expect(rendersOf('/broken')).toBe(before + 2);
  });
});
