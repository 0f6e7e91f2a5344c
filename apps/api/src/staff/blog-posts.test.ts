// Staff write the blog over real HTTP (issue 21): a post written once per Idempotency-Key, a slug
// taken, bad fields refused at their field, edits from a version, unpublishing, and a scheduled post
// hidden from shoppers everywhere (list, page, comments, shares, picture, sitemap) until the app's
// clock reaches its time — then shown without a write or a restart, the cached list not kept past it.
import type { BlogList, BlogPost, StaffBlogList, StaffBlogPost } from '@juicyin/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fastShopper } from '../checkout/testing.ts';
import { Browser, drivers, SETUP_TIMEOUT, startTestServer, type TestServer } from '../testing/server.ts';
import { type Answer, createPost, postBody } from './blog-testing.ts';
import { signInStaff } from './test-orders.ts';

vi.setConfig({ testTimeout: 120_000 });

const HOUR = 60 * 60 * 1000;

describe.each(drivers)('staff write the blog over HTTP on %s', (driver) => {
  let server: TestServer;
  let staff: Browser;
  /** The app's clock: a test moves it past a scheduled post's time. */
  let now = new Date();

  beforeAll(async () => {
    server = await startTestServer(driver, { clock: () => now });
    staff = (await signInStaff(server)).browser;
  }, SETUP_TIMEOUT);
  afterAll(() => server.close());

  const shopper = () => new Browser(server.baseUrl);
  const listed = async () =>
    (await shopper().json<BlogList>('/api/blog?pageSize=60')).body.items.map((post) => post.slug);
  const sitemap = async () => (await shopper().fetch('/sitemap.xml')).text();
  const logged = (slug: string) =>
    server.database.rows<{ action: string; details: Record<string, unknown> }>(
      `select action, details from staff_actions where subject = $1 order by id`,
      [`blog:${slug}`],
    );
  const save = (slug: string, body: Record<string, unknown>) =>
    staff.json<Answer<StaffBlogPost>>(`/api/staff/blog-posts/${slug}`, { method: 'PUT', body });
  /** A post's fields as the editor sends them back (without its slug, status and picture). */
  const fieldsOf = (post: StaffBlogPost) => ({
    version: post.version,
    title: post.title,
    excerpt: post.excerpt,
    body: post.body,
    author: post.author,
    publishedAt: post.publishedAt,
    featured: post.featured,
    ofTheWeek: post.ofTheWeek,
  });
  const edit = (post: StaffBlogPost, change: Record<string, unknown>) =>
    save(post.slug, { ...fieldsOf(post), ...change });

  it('writes a published post in English and Arabic: the shop lists it and shows it at once, the log records it', async () => {
    expect(await listed()).not.toHaveLength(0); // the list is cached now
    const body = postBody(now, { featured: true });
    const created = await createPost<StaffBlogPost>(staff, body, 'write-1');
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      ...body,
      publishedAt: body.publishedAt,
      status: 'published',
      image: `/api/images/blog/${body.slug}.svg`,
      imageAlt: null,
      version: 1,
    });

    expect((await listed())[0]).toBe(body.slug);
    const page = await shopper().json<BlogPost>(`/api/blog/${body.slug}`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ title: body.title, body: body.body, author: body.author, featured: true });
    expect(await sitemap()).toContain(`/blog-detail/${body.slug}<`);
    // Without an uploaded picture, the post keeps a drawn one, with its title.
    const picture = await shopper().fetch(`/api/images/blog/${body.slug}.svg`);
    expect(picture.status).toBe(200);
    expect(await picture.text()).toContain('<title>Summer citrus</title>');

    expect(await logged(body.slug)).toMatchObject([
      { action: 'blog.create', details: { title: body.title, author: body.author, version: 1 } },
    ]);
    const all = await staff.json<StaffBlogList>('/api/staff/blog-posts');
    expect(all.body.items.find((item) => item.slug === body.slug)).toMatchObject({ status: 'published', version: 1 });
  });

  it('answers a double submit with the post the first created, writing one; the key with another body is refused', async () => {
    const body = postBody(now);
    const first = await createPost<StaffBlogPost>(staff, body, 'double-submit');
    const again = await createPost<StaffBlogPost>(staff, body, 'double-submit');
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.response.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    const [count] = await server.database.rows<{ n: number }>(
      `select count(*)::int as n from blog_posts where slug = $1`,
      [body.slug],
    );
    expect(count?.n).toBe(1);
    const other = await createPost(staff, { ...body, author: 'Someone else' }, 'double-submit');
    expect(other.status).toBe(422);
    expect(other.body.error.code).toBe('idempotency_key_reused');
    const noKey = await staff.json<Answer<unknown>>('/api/staff/blog-posts', { method: 'POST', body: postBody(now) });
    expect(noKey.status).toBe(400);
    expect(noKey.body.error.code).toBe('idempotency_key_missing');
  });

  it('refuses a slug that is taken with 409 at the slug, keeping the post there as it was', async () => {
    const body = postBody(now);
    expect((await createPost(staff, body, 'taken-1')).status).toBe(201);
    const taken = await createPost(staff, { ...body, title: { en: 'Other', ar: 'آخر' } }, 'taken-2');
    expect(taken.status).toBe(409);
    expect(taken.body.error).toMatchObject({
      code: 'post_slug_taken',
      fields: { slug: 'A post with this slug exists already' },
    });
    const seeded = await createPost(staff, postBody(now, { slug: 'why-cold-pressed' }), 'taken-3');
    expect(seeded.body.error.code).toBe('post_slug_taken');
    const kept = await staff.json<StaffBlogPost>(`/api/staff/blog-posts/${body.slug}`);
    expect(kept.body.title).toEqual(body.title);
  });

  it('refuses each invalid value at its field, writing nothing', async () => {
    let tries = 0;
    const refused = async (change: Record<string, unknown>) => {
      tries += 1;
      const body = { ...postBody(now), ...change };
      const answer = await createPost(staff, body, `invalid-${String(tries)}`);
      expect(answer.status).toBe(400);
      const [count] = await server.database.rows<{ n: number }>(
        `select count(*)::int as n from blog_posts where slug = $1`,
        [body.slug],
      );
      expect(count?.n).toBe(0);
      return answer.body.error.fields;
    };
    expect(await refused({ slug: 'Summer Citrus' })).toEqual({
      slug: 'Lower-case Latin letters, digits and single hyphens, e.g. summer-citrus',
    });
    expect(await refused({ slug: 'a--b' })).toHaveProperty('slug');
    expect(await refused({ title: { en: 'Summer', ar: '   ' } })).toEqual({ 'title.ar': 'Required' });
    expect(await refused({ body: { en: ['One'], ar: [] } })).toEqual({ 'body.ar': 'At least one paragraph' });
    expect(await refused({ excerpt: { en: 'x'.repeat(401), ar: 'س' } })).toEqual({
      'excerpt.en': 'At most 400 characters',
    });
    expect(await refused({ publishedAt: 'tomorrow' })).toEqual({ publishedAt: 'A date and time' });
    expect(await refused({ author: '' })).toEqual({ author: 'Required' });
  });

  it('saves an edit from its version and refuses a second save from the same version with 409', async () => {
    const created = (await createPost<StaffBlogPost>(staff, postBody(now), 'edit-1')).body;
    const first = await edit(created, { title: { en: 'Winter citrus', ar: 'حمضيات الشتاء' } });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ version: 2, title: { en: 'Winter citrus', ar: 'حمضيات الشتاء' } });
    expect((await shopper().json<BlogPost>(`/api/blog/${created.slug}`)).body.title.en).toBe('Winter citrus');

    const stale = await edit(created, { author: 'Faisal Al-Qahtani' });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('version_conflict');
    const now2 = await staff.json<StaffBlogPost>(`/api/staff/blog-posts/${created.slug}`);
    expect(now2.body).toMatchObject({ version: 2, author: created.author });

    const unchanged = await edit(first.body, {});
    expect(unchanged.body.version).toBe(2);
    expect((await logged(created.slug)).map((row) => row.action)).toEqual(['blog.create', 'blog.update']);
    expect((await logged(created.slug))[1]?.details).toEqual({
      version: 2,
      changed: {
        'title.en': ['Summer citrus', 'Winter citrus'],
        'title.ar': ['حمضيات الصيف', 'حمضيات الشتاء'],
      },
    });
    expect((await save('no-such-post', { ...first.body, version: 2 })).status).toBe(400);
    expect((await save('no-such-post', fieldsOf(first.body))).status).toBe(404);
  });

  it('unpublishes a post with no publish time: a draft, gone from the shop at once', async () => {
    const created = (await createPost<StaffBlogPost>(staff, postBody(now), 'draft-1')).body;
    expect(await listed()).toContain(created.slug);
    const draft = await edit(created, { publishedAt: null });
    expect(draft.body).toMatchObject({ status: 'draft', publishedAt: null, version: 2 });
    expect(await listed()).not.toContain(created.slug);
    expect((await shopper().json(`/api/blog/${created.slug}`)).status).toBe(404);
    const staffList = (await staff.json<StaffBlogList>('/api/staff/blog-posts')).body.items;
    expect(staffList[0]).toMatchObject({ status: 'draft' });
  });

  it('hides a scheduled post from shoppers everywhere until the clock reaches its time, then shows it without a write', async () => {
    const at = new Date(now.getTime() + 2 * HOUR);
    const body = postBody(now, { publishedAt: at.toISOString() });
    const created = await createPost<StaffBlogPost>(staff, body, 'scheduled-1');
    expect(created.body.status).toBe('scheduled');
    const reader = await fastShopper(server.database, server.baseUrl);

    // Hidden: the list (read twice, so it is cached), its page, its comments, shares and picture, the sitemap.
    expect(await listed()).not.toContain(body.slug);
    expect(await listed()).not.toContain(body.slug);
    expect((await shopper().json(`/api/blog/${body.slug}`)).status).toBe(404);
    const comment = await reader.json(`/api/blog/${body.slug}/comments`, { method: 'POST', body: { body: 'Hi' } });
    expect(comment.status).toBe(404);
    const share = await shopper().json(`/api/blog/${body.slug}/shares`, { method: 'POST', body: { target: 'x' } });
    expect(share.status).toBe(404);
    expect((await shopper().fetch(`/api/images/blog/${body.slug}.svg`)).status).toBe(404);
    expect(await sitemap()).not.toContain(body.slug);
    const before = (await staff.json<StaffBlogList>('/api/staff/blog-posts')).body.items;
    expect(before.find((item) => item.slug === body.slug)?.status).toBe('scheduled');

    // A minute before its time, still hidden; at its time, shown — no write, no restart.
    now = new Date(at.getTime() - 60_000);
    expect(await listed()).not.toContain(body.slug);
    now = at;
    expect((await listed())[0]).toBe(body.slug);
    expect((await shopper().json<BlogPost>(`/api/blog/${body.slug}`)).status).toBe(200);
    expect(await sitemap()).toContain(`/blog-detail/${body.slug}<`);
    expect((await shopper().fetch(`/api/images/blog/${body.slug}.svg`)).status).toBe(200);
    const after = (await staff.json<StaffBlogList>('/api/staff/blog-posts')).body.items;
    expect(after.find((item) => item.slug === body.slug)?.status).toBe('published');
  });

  it('answers 404 to shoppers and signed-out visitors, writing nothing', async () => {
    const visitor = await fastShopper(server.database, server.baseUrl);
    const body = postBody(now);
    for (const browser of [visitor, shopper()]) {
      const tried = await browser.json('/api/staff/blog-posts', {
        method: 'POST',
        body,
        headers: { 'idempotency-key': 'shopper-try' },
      });
      expect(tried.status).toBe(404);
      expect((await browser.json('/api/staff/blog-posts')).status).toBe(404);
      expect((await browser.json('/api/staff/blog-posts/why-cold-pressed')).status).toBe(404);
      const put = await browser.json('/api/staff/blog-posts/why-cold-pressed', {
        method: 'PUT',
        body: { ...body, version: 1 },
      });
      expect(put.status).toBe(404);
    }
    const [count] = await server.database.rows<{ n: number }>(
      `select count(*)::int as n from blog_posts where slug = $1`,
      [body.slug],
    );
    expect(count?.n).toBe(0);
  });
});
