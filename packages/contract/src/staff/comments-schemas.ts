import { z } from 'zod';
import { localizedTextSchema, pageQuery, slugSchema } from '../common/schemas.ts';

// The blog's comments as staff moderate them (issue 21): every comment on every post, newest
// first, and hiding one from shoppers (or showing it again). A hidden comment is kept: it leaves
// the post and its count for shoppers only.

export const STAFF_COMMENT_FILTERS = ['all', 'shown', 'hidden'] as const;
export type StaffCommentFilter = (typeof STAFF_COMMENT_FILTERS)[number];

export const staffCommentListQuerySchema = z.strictObject({
  show: z.enum(STAFF_COMMENT_FILTERS).default('all').describe('all: every comment; shown or hidden: only those'),
  page: pageQuery.page,
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type StaffCommentListQuery = z.input<typeof staffCommentListQuerySchema>;

export const staffCommentParamsSchema = z.strictObject({ id: z.uuid('A comment id') });

export const staffCommentSchema = z.object({
  id: z.uuid(),
  body: z.string().describe('Plain text as the shopper wrote it: render it as text, never as HTML'),
  createdAt: z.iso.datetime({ offset: true }),
  post: z.object({ slug: slugSchema, title: localizedTextSchema }),
  shopper: z.object({ name: z.string(), email: z.string() }),
  hidden: z
    .object({
      at: z.iso.datetime({ offset: true }),
      by: z.string().nullable().describe('The e-mail of the staff member who hid it (null: that account is gone)'),
    })
    .nullable()
    .describe('null: shoppers see it'),
});
export type StaffComment = z.output<typeof staffCommentSchema>;

export const staffCommentListSchema = z.object({
  items: z.array(staffCommentSchema),
  page: z.int().min(1),
  pageSize: z.int().min(1),
  total: z.int().nonnegative(),
  pageCount: z.int().nonnegative(),
});
export type StaffCommentList = z.output<typeof staffCommentListSchema>;
