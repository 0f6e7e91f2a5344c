import { hideStaffComment, listStaffComments, type StaffComment, unhideStaffComment } from '@juicyin/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../database.ts';
import type { Row } from '../db/rows.ts';
import type { blogComments, blogPosts, shoppers } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { pageOf, type PageQuery, pageWindow } from '../http/pagination.ts';
import { registerEndpoint } from '../http/route.ts';
import { query } from '../orders/sql.ts';
import { recordStaffAction } from './actions.ts';
import type { StaffDeps } from './deps.ts';
import { staffIdOf } from './guard.ts';

/** A comment with its post and its author joined (`selectComments`), typed from the schema. */
type CommentRow = Pick<Row<typeof blogComments>, 'id' | 'body' | 'created_at' | 'hidden_at'> &
  Pick<Row<typeof blogPosts>, 'slug' | 'title_en' | 'title_ar'> &
  Pick<Row<typeof shoppers>, 'first_name' | 'last_name' | 'email'> & {
    readonly hidden_by_email: Row<typeof shoppers>['email'] | null;
  };

const selectComments = sql`
  select c.id, c.body, c.created_at, c.hidden_at, h.email as hidden_by_email,
         p.slug, p.title_en, p.title_ar, s.first_name, s.last_name, s.email
    from blog_comments c
    join blog_posts p on p.id = c.post_id
    join shoppers s on s.id = c.shopper_id
    left join shoppers h on h.id = c.hidden_by`;

function staffComment(row: CommentRow): StaffComment {
  return {
    id: row.id,
    body: row.body,
    createdAt: new Date(row.created_at).toISOString(),
    post: { slug: row.slug, title: { en: row.title_en, ar: row.title_ar } },
    shopper: { name: `${row.first_name} ${row.last_name}`, email: row.email },
    hidden: row.hidden_at === null ? null : { at: new Date(row.hidden_at).toISOString(), by: row.hidden_by_email },
  };
}

const shownWhere = {
  all: sql`true`,
  shown: sql`c.hidden_at is null`,
  hidden: sql`c.hidden_at is not null`,
} satisfies Record<string, SQL>;

/** One comment as staff see it; 404 when there is no such comment. */
async function commentOr404(db: Database, id: string): Promise<StaffComment> {
  const [row] = await query<CommentRow>(db, sql`${selectComments} where c.id = ${id}`);
  if (!row) throw new HttpError(404, 'not_found', 'There is no such comment');
  return staffComment(row);
}

/**
 * Hides a comment from shoppers (`hidden`) or shows it again, recording `comment.hide` or
 * `comment.unhide`; false when it was already so (nothing changed, nothing recorded).
 */
async function setHidden(tx: Database, staffId: string, id: string, hidden: boolean, now: Date): Promise<boolean> {
  const [row] = await query<{ hidden_at: Date | null; slug: string }>(
    tx,
    sql`select c.hidden_at, p.slug from blog_comments c join blog_posts p on p.id = c.post_id
         where c.id = ${id} for update of c`,
  );
  if (!row) throw new HttpError(404, 'not_found', 'There is no such comment');
  if ((row.hidden_at !== null) === hidden) return false;
  await tx.execute(
    hidden
      ? sql`update blog_comments set hidden_at = ${now.toISOString()}, hidden_by = ${staffId} where id = ${id}`
      : sql`update blog_comments set hidden_at = null, hidden_by = null where id = ${id}`,
  );
  await recordStaffAction(
    tx,
    staffId,
    hidden ? 'comment.hide' : 'comment.unhide',
    `comment:${id}`,
    { post: row.slug },
    now,
  );
  return true;
}

/** The blog's comments, newest first, all of them or only the shown or the hidden ones. */
async function staffComments(db: Database, filters: PageQuery & { readonly show: keyof typeof shownWhere }) {
  const where = shownWhere[filters.show];
  const { limit, offset } = pageWindow(filters);
  const [count] = await query<{ total: number }>(
    db,
    sql`select count(*)::int as total from blog_comments c where ${where}`,
  );
  const rows = await query<CommentRow>(
    db,
    sql`${selectComments} where ${where} order by c.created_at desc, c.id desc limit ${limit} offset ${offset}`,
  );
  return pageOf(rows.map(staffComment), filters, count?.total ?? 0);
}

/**
 * Comment moderation (issue 21): the comments newest first, and hiding one from shoppers or
 * showing it again. The blog's answers and the shop's pages are cached under `content`: a change
 * invalidates it, so the post and its count change at once (in every process, through NOTIFY).
 */
export function staffCommentRoutes(app: FastifyInstance, deps: Pick<StaffDeps, 'db' | 'resolve' | 'clock' | 'cache'>) {
  const { db, resolve, clock, cache } = deps;

  registerEndpoint(app, listStaffComments, resolve, async ({ query: filters, request }) => {
    staffIdOf(request);
    return staffComments(db, filters);
  });

  const moderate = async (request: Parameters<typeof staffIdOf>[0], id: string, hidden: boolean) => {
    const staff = staffIdOf(request);
    const changed = await db.transaction((tx) => setHidden(tx, staff, id, hidden, clock()));
    if (changed) await cache.invalidate('content');
    return commentOr404(db, id);
  };

  registerEndpoint(app, hideStaffComment, resolve, ({ params, request }) => moderate(request, params.id, true));
  registerEndpoint(app, unhideStaffComment, resolve, ({ params, request }) => moderate(request, params.id, false));
}
