// A blog post's share counts and the comment throttle over real HTTP: atomic counts (concurrent
// shares all count), the post's cached answer refreshed after a share, bad input, and 429 with
// Retry-After once an address has shared thirty times or a shopper commented five times in ten minutes.
import type { BlogPost, ShareCounts } from '@juicyin/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  Browser,
  drivers,
  registerShopper,
  SETUP_TIMEOUT,
  startTestServer,
  type TestServer,
} from '../testing/server.ts';

vi.setConfig({ testTimeout: 120_000 });

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

const zeros: ShareCounts = { facebook: 0, x: 0, linkedin: 0, whatsapp: 0, telegram: 0, email: 0 };

describe.each(drivers)('blog share counts and the comment throttle on %s', (driver) => {
  let server: TestServer;
  let slugs: string[];

  beforeAll(async () => {
    // Behind a proxy on this machine: each share below names its visitor's address.
    server = await startTestServer(driver, { trustProxy: ['loopback'] });
    const rows = await server.database.rows<{ slug: string }>('select slug from blog_posts order by id');
    slugs = rows.map((row) => row.slug);
  }, SETUP_TIMEOUT);
  afterAll(() => server.close());

  const slug = (index: number) => {
    const found = slugs[index];
    if (!found) throw new Error(`the seed has no post number ${String(index)}`);
    return found;
  };

  it('answers zero shares for every target of a post nobody has shared, and counts one use of a link', async () => {
    const browser = new Browser(server.baseUrl);
    const post = await browser.json<BlogPost>(`/api/blog/${slug(0)}`);
    expect(post.body.shares).toEqual(zeros);
    const etag = post.response.headers.get('etag') ?? '';

    const shared = await browser.json<ShareCounts>(`/api/blog/${slug(0)}/shares`, {
      method: 'POST',
      body: { target: 'whatsapp' },
    });
    expect(shared.status).toBe(200);
    expect(shared.body).toEqual({ ...zeros, whatsapp: 1 });
    await browser.json(`/api/blog/${slug(0)}/shares`, { method: 'POST', body: { target: 'email' } });

    // The cached answer is dropped: the post's ETag changes and the counts are there.
    const after = await browser.fetch(`/api/blog/${slug(0)}`, { headers: { 'if-none-match': etag } });
    expect(after.status).toBe(200);
    expect(((await after.json()) as BlogPost).shares).toEqual({ ...zeros, whatsapp: 1, email: 1 });
    // Another post's counts are its own.
    expect((await browser.json<BlogPost>(`/api/blog/${slug(1)}`)).body.shares).toEqual(zeros);
  });

  it('counts every one of many shares sent at once by forty visitors', async () => {
    const browsers = Array.from({ length: 8 }, () => new Browser(server.baseUrl));
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        (browsers[index % browsers.length] ?? new Browser(server.baseUrl)).fetch(`/api/blog/${slug(2)}/shares`, {
          method: 'POST',
          body: { target: index % 2 === 0 ? 'facebook' : 'x' },
          headers: { 'x-forwarded-for': `203.0.113.${String(index + 1)}` },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    const post = await new Browser(server.baseUrl).json<BlogPost>(`/api/blog/${slug(2)}`);
    expect(post.body.shares).toEqual({ ...zeros, facebook: 20, x: 20 });
  });

  it("counts thirty shares from one address in ten minutes, then answers 429 with Retry-After and does not count; another address's share counts", async () => {
    const browser = new Browser(server.baseUrl);
    const from = (address: string) => ({
      method: 'POST',
      body: { target: 'whatsapp' },
      headers: { 'x-forwarded-for': address },
    });
    for (let index = 1; index <= 30; index += 1) {
      expect((await browser.fetch(`/api/blog/${slug(5)}/shares`, from('198.51.100.20'))).status).toBe(200);
    }
    const refused = await browser.json<ErrorBody>(`/api/blog/${slug(5)}/shares`, from('198.51.100.20'));
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('too_many_requests');
    const retryAfter = Number(refused.response.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect((await browser.json<BlogPost>(`/api/blog/${slug(5)}`)).body.shares).toEqual({ ...zeros, whatsapp: 30 });
    const other = await browser.json<ShareCounts>(`/api/blog/${slug(5)}/shares`, from('198.51.100.21'));
    expect(other.status).toBe(200);
    expect(other.body).toEqual({ ...zeros, whatsapp: 31 });
  });

  it('refuses an unknown target with the field named, an unknown post with 404, and a cross-site share', async () => {
    const browser = new Browser(server.baseUrl);
    const bad = await browser.json<ErrorBody>(`/api/blog/${slug(3)}/shares`, {
      method: 'POST',
      body: { target: 'myspace' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('invalid_input');
    expect(Object.keys(bad.body.error.fields ?? {})).toEqual(['target']);
    const missing = await browser.json<ErrorBody>('/api/blog/no-such-post/shares', {
      method: 'POST',
      body: { target: 'x' },
    });
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('not_found');
    const crossSite = await browser.json<ErrorBody>(`/api/blog/${slug(3)}/shares`, {
      method: 'POST',
      body: { target: 'x' },
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
    expect((await browser.json<BlogPost>(`/api/blog/${slug(3)}`)).body.shares).toEqual(zeros);
  });

  it('takes five comments from a shopper in ten minutes, then answers 429 with Retry-After; others still comment', async () => {
    const noura = new Browser(server.baseUrl);
    await registerShopper(noura);
    for (let index = 1; index <= 5; index += 1) {
      const posted = await noura.json(`/api/blog/${slug(4)}/comments`, {
        method: 'POST',
        body: { body: `Comment ${String(index)}` },
      });
      expect(posted.status).toBe(201);
    }
    const sixth = await noura.json<ErrorBody>(`/api/blog/${slug(4)}/comments`, {
      method: 'POST',
      body: { body: 'One more' },
    });
    expect(sixth.status).toBe(429);
    expect(sixth.body.error.code).toBe('too_many_requests');
    expect(sixth.body.error.message).toMatch(/wait/i);
    const retryAfter = Number(sixth.response.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);

    const post = await noura.json<BlogPost>(`/api/blog/${slug(4)}`);
    expect(post.body.comments.map((comment) => comment.body)).not.toContain('One more');
    expect(post.body.commentCount).toBe(5);

    const fahad = new Browser(server.baseUrl);
    await registerShopper(fahad, { firstName: 'Fahad' });
    expect(
      (await fahad.json(`/api/blog/${slug(4)}/comments`, { method: 'POST', body: { body: 'Mine too' } })).status,
    ).toBe(201);
  });

  it('lets a comment through again once the oldest of the five leaves the ten-minute window', async () => {
    const sara = new Browser(server.baseUrl);
    const { shopper } = await registerShopper(sara, { firstName: 'Sara' });
    for (let index = 1; index <= 5; index += 1) {
      await sara.json(`/api/blog/${slug(5)}/comments`, { method: 'POST', body: { body: `Note ${String(index)}` } });
    }
    expect((await sara.json(`/api/blog/${slug(5)}/comments`, { method: 'POST', body: { body: 'Sixth' } })).status).toBe(
      429,
    );
    // The oldest comment was counted eleven minutes ago.
    await server.database.rows(
      `update throttle_events set at = at - interval '11 minutes'
       where id = (select id from throttle_events where scope = 'comment' and key = $1 order by at limit 1)`,
      [shopper.id],
    );
    expect((await sara.json(`/api/blog/${slug(5)}/comments`, { method: 'POST', body: { body: 'Sixth' } })).status).toBe(
      201,
    );
  });
});
