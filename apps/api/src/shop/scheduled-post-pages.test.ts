import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app.ts';
import type { DatabaseHandle } from '../database.ts';
import { drivers, openPreparedDatabase, SETUP_TIMEOUT } from '../testing/server.ts';
import type { PageRequest, ShopRenderer } from './serve-shop.ts';

// A page rendered on the server from the blog is kept until what it was rendered from changes: a
// post scheduled for later is such a change when its time comes on the app's clock, with no write
// (and so no invalidation) in between. The renderer stands in for the shop's: it puts the blog
// list's slugs on the page, asked from the API as the shop asks it.

// Noon in Riyadh (UTC+3 all year) today: the hour the test moves its clock through stays within one
// Riyadh day. Rendered pages are also kept per Riyadh day, so an hour from the real time crossed
// Riyadh's midnight whenever the suite ran between 20:00 and 21:00 UTC, and the page was rendered
// again for the new day, not for the post.
const DAY = 86_400_000;
const noonInRiyadh = () => new Date(Math.floor(Date.now() / DAY) * DAY + 9 * 60 * 60 * 1000);

describe.each(drivers)('a rendered blog page when a scheduled post’s time comes, on %s', (driver) => {
  let app: App;
  let baseUrl: string;
  let database: DatabaseHandle;
  let close: () => Promise<void>;
  let shopDir: string;
  const asked: PageRequest[] = [];
  let now = noonInRiyadh();
  const renders = () => asked.filter((request) => request.url === '/blog-list').length;

  const renderer: ShopRenderer = {
    createPageRenderer() {
      return async (request) => {
        asked.push(request);
        const list = (await (await request.fetch(`${request.origin}/api/blog?pageSize=60`)).json()) as {
          items: { slug: string }[];
        };
        const slugs = list.items.map((post) => post.slug).join(' ');
        return { status: 200, body: Readable.from([`<!DOCTYPE html><html><body><p>${slugs}</p></body></html>`]) };
      };
    },
    pageVariant: () => 'default',
  };

  beforeAll(async () => {
    shopDir = mkdtempSync(path.join(tmpdir(), 'juicyin-shop-'));
    writeFileSync(path.join(shopDir, 'index.html'), '<!doctype html><html><div id="root"></div></html>');
    ({ database, close } = await openPreparedDatabase(driver));
    app = await buildApp({ database, shopDir, shopRenderer: renderer, clock: () => now });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    baseUrl = `http://127.0.0.1:${address.port}`;
  }, SETUP_TIMEOUT);

  afterAll(async () => {
    await app.close();
    await close();
    rmSync(shopDir, { recursive: true, force: true });
  });

  it('keeps the rendered list without the post until its time, then renders it again with the post', async () => {
    const at = new Date(now.getTime() + 60 * 60 * 1000);
    await database.rows(
      `insert into blog_posts (slug, title_en, title_ar, excerpt_en, excerpt_ar, body_en, body_ar, author, image, published_at)
       values ('scheduled-citrus', 'Citrus', 'حمضيات', 'E', 'م', array['A.'], array['أ.'], 'Noura',
               '/api/images/blog/scheduled-citrus.svg', $1)`,
      [at.toISOString()],
    );
    // Written behind the API's back: its cached content is dropped as a staff write drops it.
    await app.readCache.invalidate('content');
    const page = async () => (await fetch(`${baseUrl}/blog-list`)).text();

    expect(await page()).toContain('why-cold-pressed');
    expect(await page()).not.toContain('scheduled-citrus');
    expect(renders()).toBe(1); // kept, not rendered again
    now = new Date(at.getTime() - 1000);
    expect(await page()).not.toContain('scheduled-citrus');
    expect(renders()).toBe(1);
    now = at;
    expect(await page()).toContain('scheduled-citrus');
    expect(renders()).toBe(2);
  });
});
