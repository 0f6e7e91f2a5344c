import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { staffBlogListSchema, staffBlogPostSchema } from '../staff/blog-schemas.ts';
import { staffBlogPosts } from './staff-blog-fixtures.ts';
import { staffBlogHandlers } from './staff-blog-handlers.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const base = 'http://127.0.0.1/api/staff/blog-posts';
const send = (url: string, method: string, data: unknown, headers: Record<string, string> = {}) =>
  fetch(url, { method, headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(data) });
const newPost = {
  slug: 'mango-week',
  title: { en: 'Mango week', ar: 'أسبوع المانجو' },
  excerpt: { en: 'Mangoes.', ar: 'مانجو.' },
  body: { en: ['Mangoes arrive.'], ar: ['يصل المانجو.'] },
  author: 'Noura',
  publishedAt: '2027-01-01T09:00:00+03:00',
  featured: false,
  ofTheWeek: false,
};

describe("the blog stories' server", () => {
  it('lists every post the contract reads, drafts first, then the newest publish time first', async () => {
    server.use(...staffBlogHandlers.full());
    const list = staffBlogListSchema.parse(await (await fetch(base)).json());
    expect(list.items.map((post) => post.status)).toEqual(['draft', 'scheduled', 'published', 'published']);
    expect(list.items.map((post) => post.slug)).toEqual(staffBlogPosts.map((post) => post.slug));
  });

  it('writes a post once per key, scheduled by its future time; a taken slug is refused at the slug', async () => {
    server.use(...staffBlogHandlers.full());
    const first = await send(base, 'POST', newPost, { 'idempotency-key': 'k1' });
    expect(first.status).toBe(201);
    const created = staffBlogPostSchema.parse(await first.json());
    expect(created).toMatchObject({ status: 'scheduled', version: 1 });
    const again = await send(base, 'POST', newPost, { 'idempotency-key': 'k1' });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(staffBlogListSchema.parse(await (await fetch(base)).json()).items).toHaveLength(5);
    const taken = await send(base, 'POST', newPost, { 'idempotency-key': 'k2' });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({
      error: { code: 'post_slug_taken', fields: { slug: 'A post with this slug exists already' } },
    });
    const invalid = await send(base, 'POST', { ...newPost, slug: 'Mango Week' }, { 'idempotency-key': 'k3' });
    expect(invalid.status).toBe(400);
  });

  it('saves from a version; the conflict server refuses the first save with 409', async () => {
    server.use(...staffBlogHandlers.conflict());
    const { title, excerpt, body, author, publishedAt, featured, ofTheWeek } = newPost;
    const fields = { title, excerpt, body, author, publishedAt, featured, ofTheWeek };
    const refused = await send(`${base}/why-cold-pressed`, 'PUT', { ...fields, version: 3 });
    expect(refused.status).toBe(409);
    const saved = await send(`${base}/why-cold-pressed`, 'PUT', { ...fields, version: 4, publishedAt: null });
    expect(staffBlogPostSchema.parse(await saved.json())).toMatchObject({ status: 'draft', version: 5 });
  });
});
