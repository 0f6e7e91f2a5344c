import type { BlogPostStatus, StaffBlogPost, StaffBlogSummary } from '@juicyin/contract';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { blogPosts } from '../db/schema.ts';
import { type BlogPicture, blogPictureOf, blogPicturesOf, shownPicture } from './blog-picture-queries.ts';

export type BlogPostRow = typeof blogPosts.$inferSelect;

/** A post's state at `now`: no publish time — a draft; a later one — scheduled; else published. */
export function statusAt(publishedAt: Date | null, now: Date): BlogPostStatus {
  if (publishedAt === null) return 'draft';
  return publishedAt.getTime() > now.getTime() ? 'scheduled' : 'published';
}

function summaryOf(row: BlogPostRow, picture: BlogPicture | null | undefined, now: Date): StaffBlogSummary {
  return {
    slug: row.slug,
    title: { en: row.titleEn, ar: row.titleAr },
    author: row.author,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    status: statusAt(row.publishedAt, now),
    featured: row.featured,
    ofTheWeek: row.ofTheWeek,
    ...shownPicture(row.image, picture, 'card'),
    version: row.version,
  };
}

/** The post as staff edit it, with its uploaded picture (`picture`) or its drawn one. */
export function staffPostOf(row: BlogPostRow, picture: BlogPicture | null, now: Date): StaffBlogPost {
  return {
    ...summaryOf(row, picture, now),
    excerpt: { en: row.excerptEn, ar: row.excerptAr },
    body: { en: row.bodyEn, ar: row.bodyAr },
  };
}

/** Every post as staff list them: drafts first, then the newest publish time first. */
export async function staffBlogPosts(db: Database, now: Date): Promise<StaffBlogSummary[]> {
  const rows = await db
    .select()
    .from(blogPosts)
    .orderBy(sql`${blogPosts.publishedAt} is not null`, desc(blogPosts.publishedAt), asc(blogPosts.id));
  const pictures = await blogPicturesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => summaryOf(row, pictures.get(row.id), now));
}

/** One post by slug, or null; `lock` takes its row for update (a save from a version). */
export async function staffBlogPostRow(db: Database, slug: string, lock = false): Promise<BlogPostRow | null> {
  const query = db.select().from(blogPosts).where(eq(blogPosts.slug, slug));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** One post as staff edit it, read in `db` (a transaction sees its own writes), or null. */
export async function staffPostBySlug(db: Database, slug: string, now: Date): Promise<StaffBlogPost | null> {
  const row = await staffBlogPostRow(db, slug);
  return row ? staffPostOf(row, await blogPictureOf(db, row.id), now) : null;
}
