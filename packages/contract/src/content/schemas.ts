import { z } from 'zod';
import { emailSchema } from '../account/schemas.ts';
import {
  halalasSchema,
  localeSchema,
  localizedTextSchema,
  pageQuery,
  paragraphText,
  shortText,
  slugSchema,
} from '../common/schemas.ts';
import { multilineText } from '../common/text.ts';

export const MAX_COMMENT_LENGTH = 1000;

export const blogSummarySchema = z.object({
  slug: slugSchema,
  title: localizedTextSchema,
  excerpt: localizedTextSchema,
  author: z.string(),
  publishedAt: z.iso.datetime(),
  image: z.string().describe("URL of the post's picture: the one staff uploaded, else its drawn one"),
  imageAlt: localizedTextSchema
    .nullable()
    .describe("The picture's alt text when staff uploaded it; null for a drawn picture"),
  featured: z.boolean(),
  ofTheWeek: z.boolean(),
  commentCount: z.int().nonnegative(),
});
export type BlogSummary = z.output<typeof blogSummarySchema>;

export const blogListQuerySchema = z.strictObject({ ...pageQuery });
export const blogListSchema = z.object({
  items: z.array(blogSummarySchema),
  page: z.int().min(1),
  pageSize: z.int().min(1),
  total: z.int().nonnegative(),
});
export type BlogList = z.output<typeof blogListSchema>;

export const blogCommentSchema = z.object({
  id: z.uuid(),
  author: z.string(),
  body: z.string().describe('Plain text as written: render it as text, never as HTML'),
  createdAt: z.iso.datetime(),
});
export type BlogComment = z.output<typeof blogCommentSchema>;

/** The six 'Share this:' targets: social network, microblog, professional network, two others, e-mail. */
export const SHARE_TARGETS = ['facebook', 'x', 'linkedin', 'whatsapp', 'telegram', 'email'] as const;
export const shareTargetSchema = z.enum(SHARE_TARGETS);
export type ShareTarget = z.output<typeof shareTargetSchema>;
export const shareCountsSchema = z
  .object(
    Object.fromEntries(SHARE_TARGETS.map((target) => [target, z.int().nonnegative()])) as Record<ShareTarget, z.ZodInt>,
  )
  .describe('How many times each share link was used');
export type ShareCounts = z.output<typeof shareCountsSchema>;
export const shareBodySchema = z.strictObject({ target: shareTargetSchema });

export const blogPostSchema = blogSummarySchema.extend({
  body: z.object({ en: z.array(z.string()), ar: z.array(z.string()) }).describe('Paragraphs'),
  comments: z.array(blogCommentSchema),
  shares: shareCountsSchema,
});
export type BlogPost = z.output<typeof blogPostSchema>;

export const blogParamsSchema = z.strictObject({ slug: slugSchema });
export const commentBodySchema = z.strictObject({
  body: multilineText().trim().min(1, 'Required').max(MAX_COMMENT_LENGTH, `At most ${MAX_COMMENT_LENGTH} characters`),
});

/** The language of the acknowledgement e-mail; without it, the signed-in shopper's, else both languages. */
const acknowledgementLocale = localeSchema
  .optional()
  .describe("The acknowledgement e-mail's language; unset: the signed-in shopper's, else English and Arabic");

export const enquiryBodySchema = z.strictObject({
  fullName: shortText(120),
  email: emailSchema,
  enquiry: paragraphText(2000),
  locale: acknowledgementLocale,
});
/** The highest price a price-match report may name, in halalas (SAR 100,000): above any juice's. */
export const MAX_PRICE_SEEN = 10_000_000;

/** 'Best Price Guarantee/Price Match': a product seen cheaper elsewhere (stored as an enquiry). */
export const priceMatchBodySchema = z.strictObject({
  fullName: shortText(120),
  email: emailSchema,
  product: shortText(200).describe('The product, as the shopper names it (or its slug)'),
  seenAt: shortText(200).describe('Where it was seen cheaper (shop name)'),
  price: halalasSchema
    .refine((value) => value > 0, 'Enter the price you saw')
    .refine((value) => value <= MAX_PRICE_SEEN, 'Enter a price up to SAR 100,000')
    .describe('The price seen, in halalas (at most 10,000,000: SAR 100,000)'),
  link: z
    .url({ protocol: /^https?$/, error: 'Enter a web address starting with https://' })
    .max(2000, 'At most 2000 characters')
    .nullable()
    .default(null),
  locale: acknowledgementLocale,
});

export const enquiryReceiptSchema = z.object({ id: z.uuid(), receivedAt: z.iso.datetime() });

export const newsletterBodySchema = z.strictObject({ email: emailSchema, locale: z.enum(['en', 'ar']).default('en') });

export const faqSchema = z.object({
  groups: z.array(
    z.object({
      key: z.string(),
      title: localizedTextSchema,
      entries: z.array(z.object({ question: localizedTextSchema, answer: localizedTextSchema })),
    }),
  ),
});
export type Faq = z.output<typeof faqSchema>;
