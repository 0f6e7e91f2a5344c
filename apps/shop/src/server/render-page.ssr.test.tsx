import { defaultHandlers, fixtures, handlers } from '@juicyin/contract/msw';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPostPath, pathTo, productPath } from '../paths.ts';
import type { PageState } from './page-state.ts';
import { createPageRenderer, type PageRequest, pageVariant } from './render-page.tsx';

/*
 * The shop's server renderer, as the API calls it: a page's document from the route table, its
 * loaders (answered by the contract's MSW fixtures over the fetch given) and the built page's head.
 */

const server = setupServer(...defaultHandlers);
const origin = 'http://shop.test';
const indexHtml = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="UTF-8" />
    <title>Juicyin — the build's title</title>
    <script defer src="/zod-jitless.js"></script>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-def.js">
    <link rel="modulepreload" crossorigin href="/assets/shell-ghi.js">
    <link rel="stylesheet" crossorigin href="/assets/style-jkl.css">
    <link rel="modulepreload" crossorigin="" href="/assets/en-mno.js">
  <link rel="manifest" href="/manifest.webmanifest">
  <link rel="preload" as="font" type="font/woff2" crossorigin="" href="/assets/inter-latin.woff2" data-language="en">
  <link rel="preload" as="font" type="font/woff2" crossorigin="" href="/assets/plex-arabic.woff2" data-language="ar">
</head>
  <body>
    <div id="root"></div>
  </body>
</html>`;
const renderPage = createPageRenderer({ indexHtml });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

async function text(body: Readable): Promise<string> {
  let html = '';
  for await (const chunk of body) html += Buffer.from(chunk as Uint8Array).toString('utf8');
  return html;
}

async function render(url: string, request: Partial<PageRequest> = {}) {
  const page = await renderPage({ url, origin, fetch: globalThis.fetch, ...request });
  if (!page) return null;
  const html = await text(page.body);
  const state = /<script id="shop-state" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1];
  return { status: page.status, html, state: JSON.parse(state ?? 'null') as PageState | null };
}

describe('the server renderer', () => {
  it('renders a product page whole: the build’s head, the page’s title, its content and the data it was rendered from', async () => {
    const product = fixtures.products.orangeJuice;
    const page = await render(productPath(product.slug));
    expect(page?.status).toBe(200);
    const html = page?.html ?? '';
    expect(html.startsWith('<!DOCTYPE html><html lang="en" dir="ltr"><head>')).toBe(true);
    const head = /<head>(.*)<\/head>/s.exec(html)?.[1] ?? '';
    // The shop's modules are asked for once the page is painted, by the script that takes the place
    // of the build's module script and preloads, after zod-jitless.js as the module script was.
    expect(head).not.toMatch(/type="module"|rel="modulepreload"/);
    expect(head).toMatch(
      /<script defer src="\/zod-jitless.js"><\/script>\s*<script defer src="\/after-paint.js" data-entry="\/assets\/index-abc.js" data-modules="\/assets\/react-def.js \/assets\/shell-ghi.js \/assets\/en-mno.js"><\/script>/,
    );
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/style-jkl.css">');
    expect(head).toContain(`<title>${product.name.en} — Juicyin</title>`);
    expect(head).not.toContain("the build's title");
    expect(head).toContain('href="/assets/inter-latin.woff2" data-language="en"');
    expect(head).not.toContain('/assets/plex-arabic.woff2');
    expect(html).toMatch(new RegExp(`<h1[^>]*>${product.name.en}</h1>`));
    // Everything in place: nothing left for an inline script to reveal.
    expect(html).not.toMatch(/<!--\$[?!]-->|<script>|<template id=/);
    expect(page?.state).toMatchObject({ preferences: { language: 'en' }, chosen: false, origin, hydrate: true });
    const cached = page?.state?.queries.queries.map(({ queryKey }) => queryKey);
    expect(cached).toContainEqual(['catalogue', 'product', product.slug]);
  });

  it('renders in the language and currency of the preferences cookie, right to left in Arabic, from the first byte', async () => {
    const page = await render(blogPostPath(fixtures.blogPost.slug), { cookie: 'a=1; juicyin-preferences=ar.USD.AE' });
    expect(page?.html.startsWith('<!DOCTYPE html><html lang="ar" dir="rtl"><head>')).toBe(true);
    expect(page?.html).toContain(fixtures.blogPost.title.ar);
    expect(page?.html).toContain('href="/manifest.ar.webmanifest"');
    // The Arabic typeface is fetched beside the stylesheet; the English one is not fetched at all.
    expect(page?.html).toContain('href="/assets/plex-arabic.woff2" data-language="ar"');
    expect(page?.html).not.toContain('/assets/inter-latin.woff2');
    expect(page?.state).toMatchObject({
      preferences: { language: 'ar', currency: 'USD', country: 'AE' },
      chosen: true,
    });
  });

  it('renders in the address’s language (?lang=ar, as the sitemap and hreflang give it) over the cookie’s', async () => {
    const page = await render(`${pathTo('special')}?lang=ar`, { cookie: 'juicyin-preferences=en.SAR.SA' });
    expect(page?.html).toMatch(/^<!DOCTYPE html><html lang="ar" dir="rtl">/);
    expect(page?.state).toMatchObject({ preferences: { language: 'ar', currency: 'SAR' }, chosen: true });
  });

  it('ignores a cookie it cannot read: the defaults, not an error', async () => {
    const page = await render(pathTo('faq'), { cookie: 'juicyin-preferences=xx.GBP' });
    expect(page?.state).toMatchObject({ preferences: { language: 'en', currency: 'SAR', country: 'SA' } });
  });

  it('renders a guest’s page signed out and says so in its data; with the signed-in mark, the session is left to the browser', async () => {
    const me = (state: PageState | null | undefined) =>
      state?.queries.queries.find(({ queryKey }) => JSON.stringify(queryKey) === '["account","me"]');
    const guest = await render(pathTo('special'), { cookie: 'juicyin-preferences=en.SAR.SA' });
    expect(me(guest?.state)?.state).toMatchObject({ status: 'success', data: null });
    expect(guest?.html).toContain('>Sign in<');
    const marked = await render(pathTo('special'), { cookie: 'juicyin-preferences=en.SAR.SA; juicyin_signed_in=1' });
    expect(me(marked?.state)).toBeUndefined();
    const secure = await render(pathTo('special'), { cookie: '__Host-juicyin_signed_in=1' });
    expect(me(secure?.state)).toBeUndefined();
  });

  it('answers 404 with the not-found page for an address the shop has no page at', async () => {
    const page = await render('/no/such/juice');
    expect(page?.status).toBe(404);
    expect(page?.html).toMatch(/<h1[^>]*>Oops!/);
  });

  it('answers 404 for a product that does not exist, and lets the browser render that page anew', async () => {
    server.use(
      http.get('*/api/products/:slug', () =>
        HttpResponse.json({ error: { code: 'not_found', message: 'No such product' } }, { status: 404 }),
      ),
    );
    const page = await render(productPath('no-such-juice'));
    expect(page?.status).toBe(404);
    expect(page?.state?.hydrate).toBe(false);
    server.resetHandlers();
  });

  it('leaves to the browser a page whose own data failed otherwise (the API down), and a shopper’s own pages', async () => {
    server.use(http.get('*/api/home', () => HttpResponse.json({ error: { code: 'internal' } }, { status: 500 })));
    expect(await render('/')).toBeNull();
    server.resetHandlers();
    // A guest's checkout (their bag is in their browser), and a signed-in shopper's other pages.
    expect(await render(pathTo('checkout'))).toBeNull();
    expect(await render(pathTo('account'))).toBeNull();
    expect(await render(pathTo('account'), { cookie: 'juicyin_signed_in=1; juicyin_session=abc' })).toBeNull();
  });

  it('renders a signed-in shopper’s checkout with their session: every API request carries their cookies, and the page its data', async () => {
    const cookies: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => cookies.push(request.headers.get('cookie')));
    const cookie = 'juicyin-preferences=ar.SAR.SA; juicyin_session=abc; juicyin_signed_in=1';
    const page = await render(pathTo('checkout'), { cookie });
    server.events.removeAllListeners();
    expect(page?.status).toBe(200);
    expect(page?.html).toMatch(/^<!DOCTYPE html><html lang="ar" dir="rtl">/);
    expect(page?.html).toMatch(/<h1[^>]*>الدفع الآمن<\/h1>/);
    // The bag's lines, by name, as the quote gives them.
    for (const line of fixtures.quote.lines) expect(page?.html).toContain(line.name.ar);
    const cached = page?.state?.queries.queries.map(({ queryKey }) => queryKey[1]);
    // Who is signed in, their bag, addresses and wishlist, and the quote (`checkout`).
    expect(cached).toEqual(expect.arrayContaining(['me', 'bag', 'addresses', 'wishlist', 'checkout']));
    const me = page?.state?.queries.queries.find(({ queryKey }) => queryKey[1] === 'me');
    expect(me?.state.data).toEqual(fixtures.shopper);
    expect(cookies.length).toBeGreaterThanOrEqual(4);
    expect(new Set(cookies)).toEqual(new Set([cookie]));
    expect(pageVariant({ url: pathTo('checkout'), cookie })).toBeNull();
  });

  it('leaves the checkout to the browser when the signed-in mark outlived the session (the API answers 401)', async () => {
    server.use(...handlers.account.signedOut);
    expect(await render(pathTo('checkout'), { cookie: 'juicyin_signed_in=1' })).toBeNull();
    server.resetHandlers();
  });

  it('leaves a signed-in checkout whose data failed to the browser, never answering 404 (a line’s product gone)', async () => {
    server.use(
      http.get('*/api/products/:slug', () =>
        HttpResponse.json({ error: { code: 'not_found', message: 'No such product' } }, { status: 404 }),
      ),
    );
    expect(await render(pathTo('checkout'), { cookie: 'juicyin_signed_in=1' })).toBeNull();
    server.resetHandlers();
  });
});

describe('a page’s variant (what the server keeps one rendered copy per address of)', () => {
  it('is the preferences the page is rendered in, whatever else the cookie holds, and whether they were chosen', () => {
    const arabic = 'juicyin-preferences=ar.USD.SA';
    expect(pageVariant({ url: '/special', cookie: arabic })).toBe('ar.USD.SA');
    expect(pageVariant({ url: '/special', cookie: `session=abc; ${arabic}; theme=dark` })).toBe('ar.USD.SA');
    expect(pageVariant({ url: '/special?lang=en', cookie: arabic })).toBe('en.USD.SA');
    expect(pageVariant({ url: '/special' })).toBe('en.SAR.SA (default)');
    expect(pageVariant({ url: '/special?lang=ar' })).toBe('ar.SAR.SA');
    expect(pageVariant({ url: '/special', cookie: 'session=abc' })).toBe(pageVariant({ url: '/special' }));
  });

  it('tells a guest’s page from one asked with the signed-in mark (rendered signed out, and not)', () => {
    const arabic = 'juicyin-preferences=ar.USD.SA';
    expect(pageVariant({ url: '/special', cookie: `${arabic}; juicyin_signed_in=1` })).toBe(
      'ar.USD.SA (signed-in mark)',
    );
    expect(pageVariant({ url: '/special', cookie: '__Host-juicyin_signed_in=1' })).toBe(
      'en.SAR.SA (default) (signed-in mark)',
    );
    // An ended session's emptied mark is a guest's.
    expect(pageVariant({ url: '/special', cookie: `${arabic}; juicyin_signed_in=` })).toBe('ar.USD.SA');
  });
});
