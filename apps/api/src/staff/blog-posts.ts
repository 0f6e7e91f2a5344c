import {
  createStaffBlogPost,
  getStaffBlogPost,
  listStaffBlogPosts,
  staffBlogPostSchema,
  updateStaffBlogPost,
} from '@juicyin/contract';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/errors.ts';
import { registerEndpoint } from '../http/route.ts';
import { createOnce } from '../idempotency/http.ts';
import { staffBlogPosts, staffPostBySlug } from './blog-post-queries.ts';
import { createBlogPost, updateBlogPost } from './blog-post-writes.ts';
import type { StaffDeps } from './deps.ts';
import { staffIdOf } from './guard.ts';

/** A create's refusals for a key used for another post, or still writing one. */
const postKeyRefusals = {
  reused: 'This Idempotency-Key was used for a different post; make a new key for a new post',
  inFlight: 'A post with this Idempotency-Key is still being written; wait for its answer',
};

/**
 * The blog as staff write it (issue 21): every post with its status, one post, write one
 * (idempotent), and change one from a version — unpublish it with no publish time. After each
 * change the content cache is invalidated (here and, by NOTIFY, in every API process), so the shop
 * shows it at once; a post scheduled for later appears when its time comes (`BlogSchedule`).
 */
export function staffBlogRoutes(
  app: FastifyInstance,
  deps: Pick<StaffDeps, 'db' | 'resolve' | 'cache' | 'clock'>,
): void {
  const { db, resolve, cache, clock } = deps;

  registerEndpoint(app, listStaffBlogPosts, resolve, async ({ request }) => {
    staffIdOf(request);
    return { items: await staffBlogPosts(db, clock()) };
  });

  registerEndpoint(app, getStaffBlogPost, resolve, async ({ params, request }) => {
    staffIdOf(request);
    const post = await staffPostBySlug(db, params.slug, clock());
    if (!post) throw new HttpError(404, 'not_found', `There is no post ${params.slug}`);
    return post;
  });

  registerEndpoint(app, createStaffBlogPost, resolve, async ({ body, request, reply }) => {
    const staff = staffIdOf(request);
    const now = clock();
    const made = await createOnce(
      db,
      request,
      reply,
      { ownerId: staff, madeOncePer: 'post form', refusals: postKeyRefusals, now },
      async (tx) => staffBlogPostSchema.parse(await createBlogPost(tx, staff, body, now)),
    );
    if (made.replied) return reply as never;
    await cache.invalidate('content');
    return made.created;
  });

  registerEndpoint(app, updateStaffBlogPost, resolve, async ({ params, body, request }) => {
    const staff = staffIdOf(request);
    const now = clock();
    const saved = await db.transaction((tx) => updateBlogPost(tx, staff, params.slug, body, now));
    // After the commit: the blog's cached answers (and so the rendered blog pages) are read again.
    if (saved.changed) await cache.invalidate('content');
    return saved.post;
  });
}
