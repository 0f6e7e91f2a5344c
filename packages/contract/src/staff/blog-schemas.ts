import { z } from 'zod';
import { idempotencyKeySchema } from '../checkout/schemas.ts';
import { localizedTextSchema, paragraphText, shortText } from '../common/schemas.ts';
import { lineText } from '../common/text.ts';
import { staffProductImageUploadQuerySchema } from './images-schemas.ts';

// Blog posts as staff write them (issue 21): titles, excerpts and bodies in English and Arabic, the
// body as paragraphs of plain text (the shop renders each as text, never as HTML). A post's state
// follows from its publish time: none — a draft; in the future — scheduled (shoppers see it from
// then); now or earlier — published. Unpublishing is saving it with no publish time.

export const BLOG_POST_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type BlogPostStatus = (typeof BLOG_POST_STATUSES)[number];

export const MAX_BLOG_TITLE = 160;
export const MAX_BLOG_EXCERPT = 400;
export const MAX_BLOG_PARAGRAPH = 4000;
export const MAX_BLOG_PARAGRAPHS = 60;
export const MAX_BLOG_AUTHOR = 80;

export const BLOG_SLUG_MESSAGE = 'Lower-case Latin letters, digits and single hyphens, e.g. summer-citrus';
/** `new` is the address of the dashboard's form for a new post. */
export const BLOG_SLUG_NEW_MESSAGE = 'Not "new": choose another slug';

/** A post's slug, its address in the shop (`/blog-detail/summer-citrus`); it does not change once made. */
export const staffBlogSlugSchema = lineText()
  .trim()
  .min(1, 'Required')
  .max(120, 'At most 120 characters')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, BLOG_SLUG_MESSAGE)
  .refine((slug) => slug !== 'new', BLOG_SLUG_NEW_MESSAGE);

export const staffBlogParamsSchema = z.strictObject({ slug: staffBlogSlugSchema });

const line = (max: number) => z.strictObject({ en: shortText(max), ar: shortText(max) });
const paragraphs = z
  .array(paragraphText(MAX_BLOG_PARAGRAPH))
  .min(1, 'At least one paragraph')
  .max(MAX_BLOG_PARAGRAPHS, `At most ${String(MAX_BLOG_PARAGRAPHS)} paragraphs`);

/** What a post is, as staff set it (without its slug, which does not change, or its version). */
const postFields = {
  title: line(MAX_BLOG_TITLE),
  excerpt: z.strictObject({ en: paragraphText(MAX_BLOG_EXCERPT), ar: paragraphText(MAX_BLOG_EXCERPT) }),
  body: z
    .strictObject({ en: paragraphs, ar: paragraphs })
    .describe(
      'Paragraphs, with a little Markdown: **bold**, *italic*, [links](https://…), lists, headings; raw HTML is shown as text',
    ),
  author: shortText(MAX_BLOG_AUTHOR),
  publishedAt: z.iso
    .datetime({ offset: true, error: 'A date and time' })
    .nullable()
    .describe('When shoppers see it from; in the future: scheduled; null: a draft (unpublished)'),
  featured: z.boolean(),
  ofTheWeek: z.boolean().describe('Shown as the post of the week'),
};

export const staffBlogCreateBodySchema = z.strictObject({ slug: staffBlogSlugSchema, ...postFields });
export type StaffBlogCreateBody = z.input<typeof staffBlogCreateBodySchema>;

export const staffBlogUpdateBodySchema = z.strictObject({
  version: z.int().min(1).describe('The version the changes were made from (from the post as it was opened)'),
  ...postFields,
});
export type StaffBlogUpdateBody = z.input<typeof staffBlogUpdateBodySchema>;

export const staffBlogHeadersSchema = z.object({
  'idempotency-key': idempotencyKeySchema.describe(
    'Required. The same key and body answer the post the first request created (header `Idempotent-Replayed: true`); the same key with another body answers 422',
  ),
});

export const staffBlogSummarySchema = z.object({
  slug: z.string(),
  title: localizedTextSchema,
  author: z.string(),
  publishedAt: z.iso.datetime({ offset: true }).nullable(),
  status: z.enum(BLOG_POST_STATUSES),
  featured: z.boolean(),
  ofTheWeek: z.boolean(),
  image: z.string().describe("The post's picture as the shop shows it: the one staff uploaded, else its drawn one"),
  imageAlt: localizedTextSchema
    .nullable()
    .describe("The uploaded picture's alt text (English and Arabic); null while the post shows its drawn picture"),
  /** Grows by one with every change: a save names the version it was made from. */
  version: z.int().min(1),
});
export type StaffBlogSummary = z.output<typeof staffBlogSummarySchema>;

export const staffBlogListSchema = z.object({
  items: z.array(staffBlogSummarySchema).describe('Every post, drafts first, then newest publish time first'),
});
export type StaffBlogList = z.output<typeof staffBlogListSchema>;

export const staffBlogPostSchema = staffBlogSummarySchema.extend({
  excerpt: localizedTextSchema,
  body: z.object({ en: z.array(z.string()), ar: z.array(z.string()) }),
});
export type StaffBlogPost = z.output<typeof staffBlogPostSchema>;

/** A post's picture upload: the file is the body; its alt text goes in the query, as for a product's. */
export const staffBlogPictureQuerySchema = staffProductImageUploadQuerySchema.omit({ material: true });
export type StaffBlogPictureQuery = z.input<typeof staffBlogPictureQuerySchema>;
