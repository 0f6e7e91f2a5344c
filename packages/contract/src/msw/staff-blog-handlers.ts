import { http, HttpResponse, type HttpHandler } from 'msw';
import type { Endpoint } from '../endpoint.ts';
import { fieldErrors } from '../errors.ts';
import {
  createStaffBlogPost,
  getStaffBlogPost,
  listStaffBlogPosts,
  updateStaffBlogPost,
} from '../staff/blog-endpoints.ts';
import { deleteStaffBlogPicture, uploadStaffBlogPicture } from '../staff/blog-picture-endpoints.ts';
import {
  type BlogPostStatus,
  type StaffBlogPost,
  staffBlogCreateBodySchema,
  staffBlogPictureQuerySchema,
  staffBlogUpdateBodySchema,
} from '../staff/blog-schemas.ts';
import { staffBlogPosts, staffBlogPostsWithPicture, staffBlogSummary } from './staff-blog-fixtures.ts';
import { storyUploadsHandler, uploadRefusal } from './staff-images-handlers.ts';

/*
 * The dashboard's blog stories' own little server (state per call), answering as the API does: every
 * post, drafts first, then the newest publish time first; a post opened by slug; a create replayed
 * for its Idempotency-Key and refused for a taken slug (409); a save refused from a replaced version
 * (409). A post's status follows from its publish time and the story's "now". Bodies the contract
 * refuses answer 400 `invalid_input` with the field messages.
 */

const path = (endpoint: Endpoint) => endpoint.path.replace(/^\/api/, '*/api');
const refused = (status: number, code: string, message: string, fields?: Record<string, string>) =>
  HttpResponse.json({ error: { code, message, ...(fields ? { fields } : {}) } }, { status });
const invalid = (error: Parameters<typeof fieldErrors>[0], under?: string) =>
  refused(400, 'invalid_input', 'The request is not valid; see the field messages', fieldErrors(error, under));
const notFound = () => refused(404, 'not_found', 'Not signed in as staff, or no such post');

/** The stories' "now": the fixtures' scheduled post is after it, their published ones before. */
export const BLOG_STORY_NOW = new Date('2026-11-27T09:00:00.000Z');

const statusAt = (publishedAt: string | null): BlogPostStatus =>
  publishedAt === null ? 'draft' : Date.parse(publishedAt) > BLOG_STORY_NOW.getTime() ? 'scheduled' : 'published';

const newestFirst = (a: StaffBlogPost, b: StaffBlogPost) =>
  (a.publishedAt === null ? 0 : 1) - (b.publishedAt === null ? 0 : 1) ||
  Date.parse(b.publishedAt ?? '0') - Date.parse(a.publishedAt ?? '0');

export interface BlogServerOptions {
  /** A colleague saves the post just before this staff member's first save: it answers 409. */
  readonly colleagueSavesFirst?: boolean;
}

/** A story's own blog server. */
export function blogServer(
  start: readonly StaffBlogPost[] = staffBlogPosts,
  options: BlogServerOptions = {},
): HttpHandler[] {
  let posts = structuredClone([...start]);
  let colleague = options.colleagueSavesFirst ?? false;
  /** The stories' uploads so far: each names its picture. */
  let pictures = 0;
  const answered = new Map<string, { status: number; body: StaffBlogPost | { error: Record<string, unknown> } }>();
  const find = (slug: unknown) => posts.find((post) => post.slug === String(slug));
  const replace = (next: StaffBlogPost) => {
    posts = posts.map((post) => (post.slug === next.slug ? next : post));
  };
  return [
    http.get(path(listStaffBlogPosts), () =>
      HttpResponse.json({ items: [...posts].sort(newestFirst).map(staffBlogSummary) }),
    ),
    http.get(path(getStaffBlogPost), ({ params }) => {
      const post = find(params['slug']);
      return post ? HttpResponse.json(post) : notFound();
    }),
    http.post(path(createStaffBlogPost), async ({ request }) => {
      const key = request.headers.get('idempotency-key');
      if (!key) return refused(400, 'idempotency_key_missing', 'Send an Idempotency-Key header');
      const earlier = answered.get(key);
      if (earlier)
        return HttpResponse.json(earlier.body, { status: earlier.status, headers: { 'idempotent-replayed': 'true' } });
      const parsed = staffBlogCreateBodySchema.safeParse(await request.json());
      if (!parsed.success) return invalid(parsed.error);
      const fields = parsed.data;
      if (find(fields.slug)) {
        const body = {
          error: {
            code: 'post_slug_taken',
            message: `There is a post at ${fields.slug} already: choose another slug`,
            fields: { slug: 'A post with this slug exists already' },
          },
        };
        answered.set(key, { status: 409, body });
        return HttpResponse.json(body, { status: 409 });
      }
      const created: StaffBlogPost = {
        ...fields,
        publishedAt: fields.publishedAt === null ? null : new Date(fields.publishedAt).toISOString(),
        status: statusAt(fields.publishedAt),
        image: `/api/images/blog/${fields.slug}.svg`,
        imageAlt: null,
        version: 1,
      };
      posts = [...posts, created];
      answered.set(key, { status: 201, body: created });
      return HttpResponse.json(created, { status: 201 });
    }),
    http.put(path(updateStaffBlogPost), async ({ params, request }) => {
      const post = find(params['slug']);
      if (!post) return notFound();
      const parsed = staffBlogUpdateBodySchema.safeParse(await request.json());
      if (!parsed.success) return invalid(parsed.error);
      if (colleague) {
        colleague = false;
        replace({ ...post, version: post.version + 1, author: 'Faisal Al-Qahtani' });
      }
      const current = find(params['slug']) ?? post;
      if (parsed.data.version !== current.version) {
        return refused(
          409,
          'version_conflict',
          'Someone else saved this post since you opened it: reload it to see their change, then make yours again',
        );
      }
      const { title, excerpt, body, author, featured, ofTheWeek } = parsed.data;
      const publishedAt = parsed.data.publishedAt === null ? null : new Date(parsed.data.publishedAt).toISOString();
      const saved: StaffBlogPost = {
        ...current,
        ...{ title, excerpt, body, author, featured, ofTheWeek },
        publishedAt,
        status: statusAt(publishedAt),
        version: current.version + 1,
      };
      replace(saved);
      return HttpResponse.json(saved);
    }),
    storyUploadsHandler,
    // The posts' drawn pictures (the API draws them; in a story a plain one stands in).
    http.get(
      '*/api/images/blog/:file',
      () =>
        new HttpResponse(
          '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 150 100"><rect width="150" height="100" fill="#fff4e6"/><circle cx="100" cy="50" r="30" fill="#f59e0b"/></svg>',
          { headers: { 'content-type': 'image/svg+xml' } },
        ),
    ),
    http.put(path(uploadStaffBlogPicture), async ({ params, request }) => {
      const post = find(params['slug']);
      if (!post) return notFound();
      const query = staffBlogPictureQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
      if (!query.success) return invalid(query.error, 'query');
      const refusal = await uploadRefusal(request);
      if (refusal) return refusal;
      pictures += 1;
      const saved: StaffBlogPost = {
        ...post,
        image: `/api/images/uploads/${pictures.toString(16).padStart(32, '0')}-card.jpg`,
        imageAlt: { en: query.data.altEn, ar: query.data.altAr },
      };
      replace(saved);
      return HttpResponse.json(saved);
    }),
    http.delete(path(deleteStaffBlogPicture), ({ params }) => {
      const post = find(params['slug']);
      if (!post) return notFound();
      const saved: StaffBlogPost = { ...post, image: `/api/images/blog/${post.slug}.svg`, imageAlt: null };
      replace(saved);
      return HttpResponse.json(saved);
    }),
  ];
}

const serverDown = () => refused(500, 'internal', 'Something went wrong on our side');
const never = () => new Promise<Response>(() => undefined);

/** The blog screens' handler groups; each call is a fresh server. */
export const staffBlogHandlers = {
  full: () => blogServer(),
  empty: () => blogServer([]),
  /** "Why we cold-press" shows a picture staff uploaded. */
  withPicture: () => blogServer(staffBlogPostsWithPicture),
  /** A colleague's save of the post comes first: this save answers 409. */
  conflict: () => blogServer(undefined, { colleagueSavesFirst: true }),
  loading: () => [http.get(path(listStaffBlogPosts), never), http.get(path(getStaffBlogPost), never)],
  error: () => [http.get(path(listStaffBlogPosts), serverDown), http.get(path(getStaffBlogPost), serverDown)],
};
