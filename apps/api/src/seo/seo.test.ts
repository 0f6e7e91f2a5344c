// sitemap.xml and robots.txt over real HTTP on each database: every public page, season, product
// and blog post in both languages with its hreflang alternates, under the configured public origin;
// private pages kept out; entity tags for crawlers that ask again.
import { CATEGORIES, SEASONS } from '@juicyin/domain';
import { PRIVATE_ROUTES, PUBLIC_ROUTES, routePaths } from '@juicyin/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { blogPosts, products } from '../db/schema.ts';
import { drivers, SETUP_TIMEOUT, startTestServer, type TestServer } from '../testing/server.ts';

vi.setConfig({ testTimeout: 120_000 });

const origin = 'https://shop.example.sa';

/** Each `<url>` of a sitemap: its address and the alternates it names, by hreflang. */
function sitemapEntries(xml: string) {
  return [...xml.matchAll(/<url>(.*?)<\/url>/g)].map(([, entry = '']) => ({
    loc: /<loc>(.*?)<\/loc>/.exec(entry)?.[1] ?? '',
    lastmod: /<lastmod>(.*?)<\/lastmod>/.exec(entry)?.[1],
    alternates: Object.fromEntries(
      [...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
        ([, language = '', href = '']) => [language, href],
      ),
    ),
  }));
}

describe.each(drivers)('sitemap.xml and robots.txt on %s', (driver) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(driver, { publicUrl: `${origin}/` });
  }, SETUP_TIMEOUT);
  afterAll(() => server.close());

  it('lists every public page, season, product and blog post in English and Arabic, each naming the other and x-default', async () => {
    const response = await fetch(`${server.baseUrl}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await response.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);
    const entries = sitemapEntries(xml);
    const byLoc = new Map(entries.map((entry) => [entry.loc, entry]));
    expect(byLoc.size).toBe(entries.length);

    const productSlugs = (await server.database.db.select({ slug: products.slug }).from(products)).map(
      (row) => row.slug,
    );
    const posts = await server.database.db
      .select({ slug: blogPosts.slug, publishedAt: blogPosts.publishedAt })
      .from(blogPosts);
    expect(productSlugs.length).toBeGreaterThan(0);
    expect(posts.length).toBeGreaterThan(0);
    const paths = [
      ...PUBLIC_ROUTES.map((name) => routePaths[name]),
      ...SEASONS.map((season) => `/season/${season}`),
      ...productSlugs.map((slug) => `/product/${encodeURIComponent(slug)}`),
      ...posts.map((post) => `/blog-detail/${encodeURIComponent(post.slug)}`),
    ];
    expect(entries).toHaveLength(paths.length * 2);
    // English, the default, at the address without a language (also x-default); Arabic with ?lang=ar.
    for (const path of paths) {
      for (const loc of [`${origin}${path}`, `${origin}${path}?lang=ar`]) {
        const entry = byLoc.get(loc);
        expect(entry, loc).toBeDefined();
        expect(entry?.alternates).toEqual({
          en: `${origin}${path}`,
          ar: `${origin}${path}?lang=ar`,
          'x-default': `${origin}${path}`,
        });
      }
    }
    for (const category of CATEGORIES) expect(byLoc.has(`${origin}${routePaths[category]}?lang=ar`)).toBe(true);
    for (const post of posts) {
      expect(byLoc.get(`${origin}/blog-detail/${post.slug}`)?.lastmod).toBe(post.publishedAt?.toISOString());
    }
    for (const name of PRIVATE_ROUTES) {
      expect(
        entries.some(
          (entry) =>
            entry.loc === `${origin}${routePaths[name]}` || entry.loc.startsWith(`${origin}${routePaths[name]}?`),
        ),
        name,
      ).toBe(false);
    }
  });

  it('answers 304 to a crawler that has the same sitemap', async () => {
    const first = await fetch(`${server.baseUrl}/sitemap.xml`);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const again = await fetch(`${server.baseUrl}/sitemap.xml`, { headers: { 'if-none-match': etag ?? '' } });
    expect(again.status).toBe(304);
  });

  it('lets crawlers read the shop but not the API, staff or a shopper’s own pages, and names the sitemap by its full address', async () => {
    const response = await fetch(`${server.baseUrl}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const lines = (await response.text()).split('\n');
    expect(lines.slice(0, 2)).toEqual(['User-agent: *', 'Allow: /']);
    for (const prefix of ['/api/', '/dashboard', '/checkout', '/order-detail', '/my-account', '/wishlist']) {
      expect(lines).toContain(`Disallow: ${prefix}`);
    }
    // Each private address is covered once: no rule that a shorter one already makes.
    const rules = lines.filter((line) => line.startsWith('Disallow: ')).map((line) => line.slice('Disallow: '.length));
    for (const rule of rules) expect(rules.filter((other) => rule.startsWith(other))).toEqual([rule]);
    for (const path of ['/dashboard/orders/JY-1', '/order-detail/JY-1', '/track-order/JY-1', '/my-wallet']) {
      expect(
        rules.some((rule) => path.startsWith(rule)),
        path,
      ).toBe(true);
    }
    // And no page the sitemap lists is kept out.
    const sitemap = await (await fetch(`${server.baseUrl}/sitemap.xml`)).text();
    for (const { loc } of sitemapEntries(sitemap)) {
      const path = new URL(loc.replaceAll('&amp;', '&')).pathname;
      expect(
        rules.filter((rule) => path.startsWith(rule)),
        path,
      ).toEqual([]);
    }
    expect(lines).not.toContain('Disallow: /product/');
    expect(lines).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });
});
