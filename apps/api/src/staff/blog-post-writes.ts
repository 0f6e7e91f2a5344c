import type { StaffBlogCreateBody, StaffBlogPost, StaffBlogUpdateBody } from '@juicyin/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { blogPosts } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { recordStaffAction } from './actions.ts';
import { blogPictureOf } from './blog-picture-queries.ts';
import { type BlogPostRow, staffBlogPostRow, staffPostOf } from './blog-post-queries.ts';
import { changedFields } from './changed-fields.ts';

type Fields = Omit<Exclude<StaffBlogUpdateBody, undefined>, 'version'>;

const subject = (slug: string) => `blog:${slug}`;

/** A post's fields as the log compares them (the publish time as ISO text, so equal instants compare equal). */
function comparable(fields: Fields) {
  return {
    title: { en: fields.title.en, ar: fields.title.ar },
    excerpt: { en: fields.excerpt.en, ar: fields.excerpt.ar },
    body: { en: [...fields.body.en], ar: [...fields.body.ar] },
    author: fields.author,
    publishedAt: fields.publishedAt === null ? null : new Date(fields.publishedAt).toISOString(),
    featured: fields.featured,
    ofTheWeek: fields.ofTheWeek,
  };
}

function fieldsOf(row: BlogPostRow): Fields {
  return {
    title: { en: row.titleEn, ar: row.titleAr },
    excerpt: { en: row.excerptEn, ar: row.excerptAr },
    body: { en: row.bodyEn, ar: row.bodyAr },
    author: row.author,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    featured: row.featured,
    ofTheWeek: row.ofTheWeek,
  };
}

/** The columns a post's fields are stored in. */
function columnsOf(fields: ReturnType<typeof comparable>) {
  return {
    titleEn: fields.title.en,
    titleAr: fields.title.ar,
    excerptEn: fields.excerpt.en,
    excerptAr: fields.excerpt.ar,
    bodyEn: fields.body.en,
    bodyAr: fields.body.ar,
    author: fields.author,
    publishedAt: fields.publishedAt === null ? null : new Date(fields.publishedAt),
    featured: fields.featured,
    ofTheWeek: fields.ofTheWeek,
  };
}

/**
 * Writes a post in `tx` with its drawn picture (`/api/images/blog/<slug>.svg`); a slug that exists
 * answers 409 post_slug_taken at the slug.
 */
export async function createBlogPost(
  tx: Database,
  staffId: string,
  body: Exclude<StaffBlogCreateBody, undefined>,
  now: Date,
): Promise<StaffBlogPost> {
  const fields = comparable(body);
  const [row] = await tx
    .insert(blogPosts)
    .values({ slug: body.slug, image: `/api/images/blog/${body.slug}.svg`, ...columnsOf(fields) })
    .onConflictDoNothing({ target: blogPosts.slug })
    .returning();
  if (!row) {
    throw new HttpError(409, 'post_slug_taken', `There is a post at ${body.slug} already: choose another slug`, {
      slug: 'A post with this slug exists already',
    });
  }
  await recordStaffAction(tx, staffId, 'blog.create', subject(body.slug), { ...fields, version: 1 }, now);
  return staffPostOf(row, null, now);
}

/**
 * Changes a post in `tx` from the version it was opened at: its row is locked first, so of two
 * saves the second, made from the version the first replaced, is refused (409). A save that changes
 * nothing keeps the version and records nothing.
 */
export async function updateBlogPost(
  tx: Database,
  staffId: string,
  slug: string,
  body: Exclude<StaffBlogUpdateBody, undefined>,
  now: Date,
): Promise<{ readonly post: StaffBlogPost; readonly changed: boolean }> {
  const row = await staffBlogPostRow(tx, slug, true);
  if (!row) throw new HttpError(404, 'not_found', `There is no post ${slug}`);
  if (row.version !== body.version) {
    throw new HttpError(
      409,
      'version_conflict',
      'Someone else saved this post since you opened it: reload it to see their change, then make yours again',
    );
  }
  const after = comparable(body);
  const changed = changedFields(comparable(fieldsOf(row)), after);
  const picture = await blogPictureOf(tx, row.id);
  if (Object.keys(changed).length === 0) return { post: staffPostOf(row, picture, now), changed: false };
  const [saved] = await tx
    .update(blogPosts)
    .set({ ...columnsOf(after), version: sql`${blogPosts.version} + 1` })
    .where(eq(blogPosts.id, row.id))
    .returning();
  if (!saved) throw new Error('the post was not saved');
  await recordStaffAction(tx, staffId, 'blog.update', subject(slug), { version: saved.version, changed }, now);
  return { post: staffPostOf(saved, picture, now), changed: true };
}
