// Comment moderation over real HTTP (issue 21): staff list the blog's comments newest first, hide
// one (it leaves the post and its count for shoppers at once, cached answers included) and show it
// again; each change is in the action log; shoppers and visitors get 404 and change nothing.
import type { BlogPost, BlogSummary, StaffComment, StaffCommentList } from '@juicyin/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  Browser,
  drivers,
  registerShopper,
  SETUP_TIMEOUT,
  startTestServer,
  type TestServer,
} from '../testing/server.ts';
import { signInStaff } from './test-orders.ts';

vi.setConfig({ testTimeout: 120_000 });

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

describe.each(drivers)('staff moderate blog comments over HTTP on %s', (driver) => {
  let server: TestServer;
  let staff: Browser;
  let staffEmail: string;
  let slug: string;

  beforeAll(async () => {
    server = await startTestServer(driver);
    ({ browser: staff, email: staffEmail } = await signInStaff(server));
    const [post] = await server.database.rows<{ slug: string }>('select slug from blog_posts order by id limit 1');
    slug = post?.slug ?? '';
  }, SETUP_TIMEOUT);
  afterAll(() => server.close());

  /** A signed-in shopper (Noura Al-Harbi) and their address. */
  const shopperBrowser = async () => {
    const browser = new Browser(server.baseUrl);
    const { email } = await registerShopper(browser);
    return { browser, email };
  };
  const comment = async (shopper: Browser, body: string) => {
    const posted = await shopper.json<{ id: string }>(`/api/blog/${slug}/comments`, { method: 'POST', body: { body } });
    expect(posted.status).toBe(201);
    return posted.body.id;
  };
  const postAsShoppers = async () => (await new Browser(server.baseUrl).json<BlogPost>(`/api/blog/${slug}`)).body;
  const countOnList = async () => {
    const list = await new Browser(server.baseUrl).json<{ items: BlogSummary[] }>('/api/blog?pageSize=60');
    return list.body.items.find((item) => item.slug === slug)?.commentCount;
  };
  const hide = (browser: Browser, id: string) =>
    browser.json<StaffComment & ErrorBody>(`/api/staff/comments/${id}/hidden`, { method: 'PUT' });
  const unhide = (browser: Browser, id: string) =>
    browser.json<StaffComment & ErrorBody>(`/api/staff/comments/${id}/hidden`, { method: 'DELETE' });

  it('lists comments newest first with their post and shopper; hiding one takes it off the post and its counts, showing it brings it back', async () => {
    const shopper = await shopperBrowser();
    const kind = await comment(shopper.browser, 'Lovely recipe, thank you');
    const rude = await comment(shopper.browser, 'Buy cheap watches at example.com');
    // Shoppers' answers are cached: read them first, so the hide must drop them.
    const before = await postAsShoppers();
    expect(before.comments.map((entry) => entry.id)).toEqual(expect.arrayContaining([kind, rude]));
    const countBefore = await countOnList();
    expect(countBefore).toBe(before.commentCount);

    const list = await staff.json<StaffCommentList>('/api/staff/comments');
    expect(list.status).toBe(200);
    expect(list.body.items.slice(0, 2).map((entry) => entry.id)).toEqual([rude, kind]);
    expect(list.body.items[0]).toMatchObject({
      body: 'Buy cheap watches at example.com',
      post: { slug, title: { en: before.title.en, ar: before.title.ar } },
      shopper: { name: 'Noura Al-Harbi', email: shopper.email },
      hidden: null,
    });

    const hidden = await hide(staff, rude);
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({ id: rude, hidden: { by: staffEmail } });
    const after = await postAsShoppers();
    expect(after.comments.map((entry) => entry.id)).toContain(kind);
    expect(after.comments.map((entry) => entry.id)).not.toContain(rude);
    expect(after.commentCount).toBe(before.commentCount - 1);
    expect(await countOnList()).toBe((countBefore ?? 0) - 1);

    // Hiding it again changes nothing and records nothing.
    const again = await hide(staff, rude);
    expect(again.status).toBe(200);
    expect(again.body.hidden?.at).toBe(hidden.body.hidden?.at);
    const onlyHidden = await staff.json<StaffCommentList>('/api/staff/comments?show=hidden');
    expect(onlyHidden.body.items.map((entry) => entry.id)).toEqual([rude]);
    const onlyShown = await staff.json<StaffCommentList>('/api/staff/comments?show=shown');
    expect(onlyShown.body.items.map((entry) => entry.id)).toContain(kind);
    expect(onlyShown.body.items.map((entry) => entry.id)).not.toContain(rude);

    const shown = await unhide(staff, rude);
    expect(shown.status).toBe(200);
    expect(shown.body.hidden).toBeNull();
    expect((await postAsShoppers()).comments.map((entry) => entry.id)).toContain(rude);
    expect(await countOnList()).toBe(countBefore);
    expect((await unhide(staff, rude)).status).toBe(200);

    const logged = await server.database.rows<{ action: string; details: Record<string, unknown> }>(
      `select action, details from staff_actions where subject = $1 order by at, id`,
      [`comment:${rude}`],
    );
    expect(logged).toEqual([
      { action: 'comment.hide', details: { post: slug } },
      { action: 'comment.unhide', details: { post: slug } },
    ]);
  });

  it('answers 404 for a comment that does not exist, and 400 at the id for a malformed one', async () => {
    const missing = await hide(staff, '00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('not_found');
    const malformed = await unhide(staff, 'not-a-comment');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.fields).toHaveProperty(['params.id']);
    const badFilter = await staff.json<ErrorBody>('/api/staff/comments?show=deleted');
    expect(badFilter.status).toBe(400);
    expect(badFilter.body.error.fields).toHaveProperty(['query.show']);
  });

  it('answers 404 to shoppers and signed-out visitors, hiding nothing', async () => {
    const shopper = await shopperBrowser();
    const id = await comment(shopper.browser, 'My own words');
    const visitor = new Browser(server.baseUrl);
    for (const browser of [shopper.browser, visitor]) {
      expect((await browser.json('/api/staff/comments')).status).toBe(404);
      expect((await hide(browser, id)).status).toBe(404);
      expect((await unhide(browser, id)).status).toBe(404);
    }
    expect((await postAsShoppers()).comments.map((entry) => entry.id)).toContain(id);
    const [row] = await server.database.rows<{ hidden_at: Date | null }>(
      'select hidden_at from blog_comments where id = $1',
      [id],
    );
    expect(row?.hidden_at).toBeNull();
  });
});
