// Staff upload a blog post's picture over real HTTP (issue 21): it goes through the product
// pictures' checks and encoding, the shop's list and post page show it with its alt text, and
// removing it shows the drawn picture again.
import type { BlogList, BlogPost, StaffBlogPost } from '@juicyin/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  Browser,
  drivers,
  registerShopper,
  SETUP_TIMEOUT,
  startTestServer,
  type TestServer,
} from '../testing/server.ts';
import { type Answer, createPost, postBody } from './blog-testing.ts';
import { picture } from './image-testing.ts';
import { signInStaff } from './test-orders.ts';

vi.setConfig({ testTimeout: 120_000 });

const ALT = { altEn: 'Oranges on a market stall', altAr: 'برتقال على بسطة في السوق' };

describe.each(drivers)("staff upload a blog post's picture over HTTP on %s", (driver) => {
  let server: TestServer;
  let staff: Browser;
  let slug: string;

  beforeAll(async () => {
    server = await startTestServer(driver);
    staff = (await signInStaff(server)).browser;
    const made = await createPost<StaffBlogPost>(staff, postBody(new Date()), crypto.randomUUID());
    slug = made.body.slug;
  }, SETUP_TIMEOUT);
  afterAll(() => server.close());

  const upload = (body: Uint8Array, type: string, query: Record<string, string> = ALT, browser = staff) =>
    browser.json<Answer<StaffBlogPost>>(
      `/api/staff/blog-posts/${slug}/picture?${new URLSearchParams(query).toString()}`,
      { method: 'PUT', body, headers: { 'content-type': type } },
    );
  const remove = (browser = staff) =>
    browser.json<Answer<StaffBlogPost>>(`/api/staff/blog-posts/${slug}/picture`, { method: 'DELETE' });
  const shopper = () => new Browser(server.baseUrl);
  const post = async () => (await shopper().json<BlogPost>(`/api/blog/${slug}`)).body;
  const listed = async () =>
    (await shopper().json<BlogList>('/api/blog?pageSize=60')).body.items.find((item) => item.slug === slug);
  const logged = () =>
    server.database.rows<{ action: string; details: Record<string, unknown> }>(
      `select action, details from staff_actions where subject = $1 order by id`,
      [`blog:${slug}`],
    );
  const stored = async () =>
    (await server.database.rows<{ n: number }>(`select count(*)::int as n from product_images`))[0]?.n;

  it('shows the upload, without its EXIF, on the post page and in the list with its alt text; the log says so', async () => {
    expect(await post()).toMatchObject({ image: `/api/images/blog/${slug}.svg`, imageAlt: null });
    const uploaded = await upload(await picture('jpeg', true), 'image/jpeg');
    expect(uploaded.status).toBe(200);
    const alt = { en: ALT.altEn, ar: ALT.altAr };
    expect(uploaded.body.image).toMatch(/^\/api\/images\/uploads\/[0-9a-f]{32}-card\.jpg$/);
    expect(uploaded.body.imageAlt).toEqual(alt);

    const shown = await post();
    expect(shown.image).toMatch(/^\/api\/images\/uploads\/[0-9a-f]{32}-large\.jpg$/);
    expect(shown.imageAlt).toEqual(alt);
    expect(await listed()).toMatchObject({ image: uploaded.body.image, imageAlt: alt });
    const staffView = await staff.json<StaffBlogPost>(`/api/staff/blog-posts/${slug}`);
    expect(staffView.body).toMatchObject({ image: uploaded.body.image, imageAlt: alt });

    const served = await shopper().fetch(shown.image);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await served.arrayBuffer());
    const metadata = await sharp(bytes).metadata();
    // EXIF orientation 6 turned the 900 × 600 picture upright; the EXIF itself is gone.
    expect(metadata).toMatchObject({ format: 'jpeg', width: 600, height: 900 });
    expect(metadata.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from('Someone private'))).toBe(false);

    expect((await logged()).at(-1)).toMatchObject({ action: 'blog.picture', details: { alt, replaced: null } });
  });

  it('replaces the picture with a second upload, keeping one per post', async () => {
    const first = (await post()).image;
    const before = await stored();
    const second = await upload(await picture('png'), 'image/png', { altEn: 'A jug', altAr: 'إبريق' });
    expect(second.status).toBe(200);
    expect(await stored()).toBe(before);
    const shown = await post();
    expect(shown.image).not.toBe(first);
    expect(shown.imageAlt).toEqual({ en: 'A jug', ar: 'إبريق' });
    expect((await logged()).at(-1)?.details).toMatchObject({ replaced: first.slice(20, 52) });
  });

  it('refuses a file over 5 MB (413), a GIF (415), a file cut short (422) and missing alt text (400), changing nothing', async () => {
    const before = await post();
    const count = await stored();
    const large = await upload(Buffer.alloc(6 * 1024 * 1024, 1), 'image/jpeg');
    expect([large.status, large.body.error.code]).toEqual([413, 'image_too_large']);
    const gif = await upload(await picture('gif'), 'image/gif');
    expect([gif.status, gif.body.error.code]).toEqual([415, 'image_type_unsupported']);
    const jpeg = await picture('jpeg');
    const truncated = await upload(jpeg.subarray(0, Math.floor(jpeg.length / 2)), 'image/jpeg');
    expect([truncated.status, truncated.body.error.code]).toEqual([422, 'image_unreadable']);
    const noAlt = await upload(jpeg, 'image/jpeg', { altEn: ' ', altAr: 'صورة' });
    expect(noAlt.status).toBe(400);
    expect(noAlt.body.error.fields).toHaveProperty('query.altEn');
    expect(await stored()).toBe(count);
    expect(await post()).toEqual(before);
  });

  it('answers 404 to a shopper and for a post that does not exist', async () => {
    const someone = shopper();
    await registerShopper(someone);
    const jpeg = await picture('jpeg');
    expect((await upload(jpeg, 'image/jpeg', ALT, someone)).status).toBe(404);
    expect((await remove(someone)).status).toBe(404);
    const missing = await staff.json<Answer<StaffBlogPost>>(
      `/api/staff/blog-posts/no-such-post/picture?${new URLSearchParams(ALT).toString()}`,
      { method: 'PUT', body: jpeg, headers: { 'content-type': 'image/jpeg' } },
    );
    expect(missing.status).toBe(404);
    expect((await post()).imageAlt).not.toBeNull();
  });

  it('removes the picture: the shop draws the post again, the log says so, a second remove changes nothing', async () => {
    const removed = await remove();
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ image: `/api/images/blog/${slug}.svg`, imageAlt: null });
    expect(await post()).toMatchObject({ image: `/api/images/blog/${slug}.svg`, imageAlt: null });
    expect(await listed()).toMatchObject({ image: `/api/images/blog/${slug}.svg`, imageAlt: null });
    const actions = await logged();
    expect(actions.at(-1)).toMatchObject({ action: 'blog.pictureRemove', details: { alt: { en: 'A jug' } } });
    expect((await remove()).status).toBe(200);
    expect((await logged()).length).toBe(actions.length);
  });
});
