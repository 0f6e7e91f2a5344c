// The information pages over real HTTP: every seeded page in both languages from the read cache
// with an ETag, an unknown slug, and the seed that adds new pages to an existing database without
// touching the stored (perhaps edited) ones.
import { INFO_PAGE_SLUGS, type InfoPage } from '@juicyin/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type App, buildApp } from '../app.ts';
import type { DatabaseHandle } from '../database.ts';
import { migrate } from '../db/migrate.ts';
import { infoPageSeeds, type InfoPageSeed } from '../seed/page-data.ts';
import { seed } from '../seed/seed.ts';
import {
  Browser,
  drivers,
  type IsolatedDatabase,
  isolatedPostgres,
  openTestDatabase,
  SETUP_TIMEOUT,
  startTestServer,
  testDatabaseUrl,
  type TestServer,
  WAIT_CEILING,
} from '../testing/server.ts';

vi.setConfig({ testTimeout: 120_000 });

describe.each(drivers)('GET /api/pages/:slug on %s', (driver) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(driver);
  }, SETUP_TIMEOUT);
  afterAll(() => server.close());

  it('serves every information page the contract names, as seeded, in English and Arabic', async () => {
    const browser = new Browser(server.baseUrl);
    for (const slug of INFO_PAGE_SLUGS) {
      const { status, body } = await browser.json<InfoPage>(`/api/pages/${slug}`);
      expect(status, slug).toBe(200);
      const seeded = infoPageSeeds.find((page) => page.slug === slug);
      expect(seeded, slug).toBeDefined();
      const { updatedAt, ...text } = body;
      expect(text).toEqual(seeded);
      expect(Date.parse(updatedAt)).not.toBeNaN();
      expect(body.title.ar).not.toBe(body.title.en);
      expect(body.sections.length).toBeGreaterThan(0);
    }
  });

  it('answers from the read cache with an ETag, and 304 when the client has it', async () => {
    const browser = new Browser(server.baseUrl);
    const first = await browser.fetch('/api/pages/privacy-policy');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const again = await browser.fetch('/api/pages/privacy-policy', { headers: { 'if-none-match': etag ?? '' } });
    expect(again.status).toBe(304);
  });

  it('answers 404 in the error shape for a slug that names no page, and 400 for one that is no slug', async () => {
    const browser = new Browser(server.baseUrl);
    const missing = await browser.json<{ error: { code: string; message: string } }>('/api/pages/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('not_found');
    expect(missing.body.error.message).toContain('no-such-page');
    const malformed = await browser.json<{ error: { code: string; fields: Record<string, string> } }>(
      '/api/pages/Not_A_Slug',
    );
    expect(malformed.status).toBe(400);
    expect(Object.keys(malformed.body.error.fields)).toEqual(['params.slug']);
  });
});

const page = (slug: InfoPageSeed['slug'], title: string): InfoPageSeed => ({
  slug,
  title: { en: title, ar: `${title} (ar)` },
  intro: { en: [`About ${title}.`], ar: [`عن ${title}.`] },
  layout: 'sections',
  sections: [{ id: 'first', heading: { en: 'First', ar: 'أولاً' }, paragraphs: { en: ['One.'], ar: ['واحد.'] } }],
});

describe.each(drivers)('seeding the information pages into an existing database on %s', (driver) => {
  let database: DatabaseHandle;
  let isolated: IsolatedDatabase | undefined;
  const apps: App[] = [];

  beforeAll(async () => {
    isolated = driver === 'postgres' && testDatabaseUrl ? await isolatedPostgres(testDatabaseUrl) : undefined;
    database = await openTestDatabase(isolated);
    await migrate(database);
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.close();
    await isolated?.drop();
  });

  /** One start of the server: the seed with these pages, then the API listening. */
  async function start(pages: readonly InfoPageSeed[]): Promise<{ app: App; browser: Browser }> {
    await seed(database, new Date(), pages);
    const app = await buildApp({ database });
    apps.push(app);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    return { app, browser: new Browser(`http://127.0.0.1:${String(address.port)}`) };
  }

  it('adds a page new in the seeds at the next start, and keeps an edited page as edited', async () => {
    const first = await start([page('careers', 'Careers')]);
    expect((await first.browser.json<InfoPage>('/api/pages/careers')).body.title.en).toBe('Careers');
    expect((await first.browser.json('/api/pages/copyright')).status).toBe(404);
    await database.rows(`update content_pages set title_en = 'Work with us' where slug = 'careers'`);
    await first.app.close();

    // The next version's seeds: the careers text changed, and a copyright page was added.
    const second = await start([page('careers', 'Careers, rewritten'), page('copyright', 'Copyright')]);
    expect((await second.browser.json<InfoPage>('/api/pages/careers')).body.title.en).toBe('Work with us');
    const added = await second.browser.json<InfoPage>('/api/pages/copyright');
    expect(added.status).toBe(200);
    expect(added.body.title).toEqual({ en: 'Copyright', ar: 'Copyright (ar)' });
  });

  it('tells a running server that cached a missing page when another start adds it', async () => {
    const running = await start([]);
    expect((await running.browser.json('/api/pages/terms-of-use')).status).toBe(404);
    const heard = running.app.readCache.heard;
    // Another process starting with a newer seed (same database).
    await seed(database, new Date(), [page('terms-of-use', 'Terms of use')]);
    // The NOTIFY arrives when the seed commits.
    await vi.waitFor(
      () => {
        expect(running.app.readCache.heard).toBeGreaterThan(heard);
      },
      { timeout: WAIT_CEILING },
    );
    const now = await running.browser.json<InfoPage>('/api/pages/terms-of-use');
    expect(now.status).toBe(200);
    expect(now.body.title.en).toBe('Terms of use');
  });
});
