import {
  type BlogPost,
  type BlogSummary,
  getBlogPost,
  getDevOutbox,
  getFaq,
  getStoreSettings,
  listBlogPosts,
  postBlogComment,
  subscribeNewsletter,
} from '@juicyin/contract';
import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../area.ts';
import { BLOG_VIEWBOX, blogSvg } from '../catalogue/images.ts';
import { pngOf } from '../catalogue/raster.ts';
import { blogComments, blogPosts, newsletterSubscribers, outbox, shoppers } from '../db/schema.ts';
import { CachedBody, PNG_TYPE, sendCached, SVG_TYPE } from '../http/cached.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { registerEndpoint } from '../http/route.ts';
import { Throttle } from '../http/throttle.ts';
import { blogSeeds } from '../seed/blog-data.ts';
import { publishedBy } from './blog-schedule.ts';
import { type BlogPicture, blogPictureOf, blogPicturesOf, shownPicture } from '../staff/blog-picture-queries.ts';
import { faqGroups } from '../staff/faq.ts';
import { storeSettingsFrom } from '../store/settings.ts';
import { pageOf, pageWindow } from '../http/pagination.ts';
import { enquiryRoutes } from './enquiries.ts';
import { infoPageRoutes } from './pages.ts';
import { shareCounts, shareRoutes } from './shares.ts';

type PostRow = typeof blogPosts.$inferSelect;

/** The colours a post's drawn picture is made in when it was not seeded with one. */
const DRAWN_COLOURS = ['#f59e0b', '#16a34a', '#dc2626', '#7c3aed', '#0891b2', '#db2777'] as const;

/** A post's drawn colour: its seed's, else one chosen by its slug (the same every time). */
function drawnColour(slug: string): string {
  const seeded = blogSeeds.find((candidate) => candidate.slug === slug);
  if (seeded) return seeded.colour;
  let sum = 0;
  for (const character of slug) sum = (sum * 31 + (character.codePointAt(0) ?? 0)) % 1_000_003;
  return DRAWN_COLOURS[sum % DRAWN_COLOURS.length] ?? DRAWN_COLOURS[0];
}

/** A post as shoppers see it; its picture the one staff uploaded (`picture`, in `size`), else the drawn one. */
function summary(
  row: PostRow,
  commentCount: number,
  picture: BlogPicture | null | undefined,
  size: 'large' | 'card',
): BlogSummary {
  if (!row.publishedAt) throw new Error(`post ${row.slug} is a draft: shoppers are not shown it`);
  return {
    slug: row.slug,
    title: { en: row.titleEn, ar: row.titleAr },
    excerpt: { en: row.excerptEn, ar: row.excerptAr },
    author: row.author,
    publishedAt: row.publishedAt.toISOString(),
    ...shownPicture(row.image, picture, size),
    featured: row.featured,
    ofTheWeek: row.ofTheWeek,
    commentCount,
  };
}

type ContentDeps = Pick<
  AppDeps,
  'db' | 'cache' | 'resolve' | 'clock' | 'production' | 'mapTiles' | 'widgets' | 'mailer' | 'throttles' | 'blogSchedule'
>;

export function contentRoutes(app: FastifyInstance, deps: ContentDeps): void {
  const { db, cache, resolve, clock, blogSchedule } = deps;
  const options = deps;
  const commentCounts = async () =>
    new Map(
      (
        await db
          .select({ postId: blogComments.postId, n: count() })
          .from(blogComments)
          .where(isNull(blogComments.hiddenAt))
          .groupBy(blogComments.postId)
      ).map((row) => [row.postId, row.n]),
    );

  // Shoppers see published posts only: a draft or a scheduled post is in no list and has no page
  // until its time, and the cache is dropped at that time (`BlogSchedule`), not kept past it.
  registerEndpoint(app, listBlogPosts, resolve, async ({ query }) => {
    await blogSchedule.check();
    return cache.json('content', `blog|${query.page}|${query.pageSize}`, async () => {
      const published = publishedBy(clock());
      const [total] = await db.select({ n: count() }).from(blogPosts).where(published);
      const rows = await db
        .select()
        .from(blogPosts)
        .where(published)
        .orderBy(desc(blogPosts.publishedAt), asc(blogPosts.id))
        .limit(pageWindow(query).limit)
        .offset(pageWindow(query).offset);
      const counts = await commentCounts();
      const pictures = await blogPicturesOf(
        db,
        rows.map((row) => row.id),
      );
      return pageOf(
        rows.map((row) => summary(row, counts.get(row.id) ?? 0, pictures.get(row.id), 'card')),
        query,
        total?.n ?? 0,
      );
    });
  });

  async function findPost(slug: string): Promise<PostRow> {
    const [row] = await db
      .select()
      .from(blogPosts)
      .where(and(eq(blogPosts.slug, slug), publishedBy(clock())));
    if (!row) throw notFound('No post has this slug');
    return row;
  }

  // One cached answer per post, computed in the generation it is stored in: a share or comment
  // committed while it is read drops it (a read model cached apart could be stored stale).
  // Comments staff have hidden are left out, and out of every count.
  registerEndpoint(app, getBlogPost, resolve, async ({ params }) => {
    await blogSchedule.check();
    return cache.json('content', `post|${params.slug}`, async (): Promise<BlogPost> => {
      const row = await findPost(params.slug);
      const comments = await db
        .select({
          id: blogComments.id,
          body: blogComments.body,
          createdAt: blogComments.createdAt,
          firstName: shoppers.firstName,
          lastName: shoppers.lastName,
        })
        .from(blogComments)
        .innerJoin(shoppers, eq(shoppers.id, blogComments.shopperId))
        .where(and(eq(blogComments.postId, row.id), isNull(blogComments.hiddenAt)))
        .orderBy(asc(blogComments.createdAt), asc(blogComments.id));
      return {
        ...summary(row, comments.length, await blogPictureOf(db, row.id), 'large'),
        body: { en: row.bodyEn, ar: row.bodyAr },
        shares: await shareCounts(db, row.id),
        comments: comments.map((comment) => ({
          id: comment.id,
          author: `${comment.firstName} ${comment.lastName.slice(0, 1)}.`,
          body: comment.body,
          createdAt: comment.createdAt.toISOString(),
        })),
      };
    });
  });

  const throttle = new Throttle(db, deps.clock);
  registerEndpoint(app, postBlogComment, resolve, async ({ params, body, shopperId }) => {
    const post = await findPost(params.slug);
    await throttle.take(
      'comment',
      shopperId,
      options.throttles.comment,
      'You have posted several comments in a short time. Wait a little before posting another.',
    );
    const [row] = await db.insert(blogComments).values({ postId: post.id, shopperId, body: body.body }).returning();
    const [author] = await db
      .select({ firstName: shoppers.firstName, lastName: shoppers.lastName })
      .from(shoppers)
      .where(eq(shoppers.id, shopperId));
    if (!row || !author) throw new Error('insert returned no row');
    await cache.invalidate('content');
    return {
      id: row.id,
      author: `${author.firstName} ${author.lastName.slice(0, 1)}.`,
      body: row.body,
      createdAt: row.createdAt.toISOString(),
    };
  });

  shareRoutes(app, deps);
  enquiryRoutes(app, deps);
  infoPageRoutes(app, deps);

  registerEndpoint(app, subscribeNewsletter, resolve, async ({ body }) => {
    await db.insert(newsletterSubscribers).values({ email: body.email, locale: body.locale }).onConflictDoNothing();
    await db
      .update(shoppers)
      .set({ notifyNewsletter: true })
      .where(sql`lower(${shoppers.email}) = ${body.email}`);
    return undefined;
  });

  // One document staff replace whole (`/api/staff/faq`), which drops this answer after its commit.
  registerEndpoint(app, getFaq, resolve, async () =>
    cache.json('content', 'faq', async () => ({ groups: await faqGroups(db) })),
  );

  registerEndpoint(app, getStoreSettings, resolve, async () =>
    cache.json('store', 'settings-json', async () => {
      const rules = await storeSettingsFrom(cache, db);
      return { ...rules, mapTiles: rules.mapTiles ?? options.mapTiles, widgets: options.widgets };
    }),
  );

  registerEndpoint(app, getDevOutbox, resolve, async ({ query }) => {
    if (options.production) throw new HttpError(404, 'not_found', 'The development outbox is not served in production');
    const rows = await db
      .select()
      .from(outbox)
      .where(query.to ? sql`lower(${outbox.recipient}) = ${query.to.toLowerCase()}` : undefined)
      .orderBy(desc(outbox.createdAt))
      .limit(100);
    return {
      messages: rows.map((row) => ({
        id: row.id,
        to: row.recipient,
        subject: row.subject,
        text: row.textBody,
        createdAt: row.createdAt.toISOString(),
        sentAt: row.sentAt?.toISOString() ?? null,
      })),
    };
  });

  // A post's picture: SVG for the shop, PNG (the same picture) for link previews.
  app.get<{ Params: { file: string } }>('/api/images/blog/:file', async (request, reply) => {
    const [, slug = '', format] = /^(.+)\.(svg|png)$/.exec(request.params.file) ?? [];
    const [post] = await db
      .select({ slug: blogPosts.slug, titleEn: blogPosts.titleEn })
      .from(blogPosts)
      .where(and(eq(blogPosts.slug, slug), publishedBy(clock())));
    if (!post) throw notFound('No such image');
    const svg = blogSvg({ colour: drawnColour(post.slug), title: post.titleEn });
    const cacheControl = 'public, max-age=86400';
    if (format === 'svg') return sendCached(request, reply, new CachedBody(svg), { type: SVG_TYPE, cacheControl });
    const png = await cache.value(
      'content',
      `png|${post.slug}`,
      async () => new CachedBody(await pngOf(svg, { viewBoxWidth: BLOG_VIEWBOX, width: 1200 })),
    );
    return sendCached(request, reply, png, { type: PNG_TYPE, cacheControl, compress: false });
  });
}
