import { SHARE_TARGETS, type ShareCounts, shareBlogPost, type ShareTarget } from '@juicyin/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../area.ts';
import type { Database } from '../database.ts';
import { blogPosts, blogShares } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import { registerEndpoint } from '../http/route.ts';
import { Throttle } from '../http/throttle.ts';
import { publishedBy } from './blog-schedule.ts';

/** A post's share counts, zero for every target not used yet. */
export async function shareCounts(db: Pick<Database, 'select'>, postId: number): Promise<ShareCounts> {
  const rows = await db
    .select({ target: blogShares.target, count: blogShares.count })
    .from(blogShares)
    .where(eq(blogShares.postId, postId));
  const counts = Object.fromEntries(SHARE_TARGETS.map((target) => [target, 0])) as Record<ShareTarget, number>;
  for (const row of rows) counts[row.target] = row.count;
  return counts;
}

export function shareRoutes(
  app: FastifyInstance,
  deps: Pick<AppDeps, 'db' | 'cache' | 'resolve' | 'clock' | 'throttles'>,
): void {
  const { db, cache, resolve } = deps;
  const limit = deps.throttles.share;
  const throttle = new Throttle(db, deps.clock);
  registerEndpoint(app, shareBlogPost, resolve, async ({ params, body, request }) => {
    // Anyone may share, signed in or not: the count is held to what one client address sends.
    await throttle.take(
      'share',
      request.ip,
      limit,
      'You have shared several posts in a short time. Wait a little before sharing again.',
    );
    const counts = await db.transaction(async (tx) => {
      const [post] = await tx
        .select({ id: blogPosts.id })
        .from(blogPosts)
        .where(and(eq(blogPosts.slug, params.slug), publishedBy(deps.clock())));
      if (!post) throw notFound('No post has this slug');
      // One statement per share: concurrent shares each add one to the row (none is lost).
      await tx
        .insert(blogShares)
        .values({ postId: post.id, target: body.target, count: 1 })
        .onConflictDoUpdate({
          target: [blogShares.postId, blogShares.target],
          set: { count: sql`${blogShares.count} + 1` },
        });
      return shareCounts(tx, post.id);
    });
    // The post's cached answer carries its counts.
    await cache.invalidate('content');
    return counts;
  });
}
