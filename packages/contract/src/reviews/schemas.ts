import { z } from 'zod';
import { multilineText } from '../common/text.ts';
import { pageQuery, slugSchema } from '../common/schemas.ts';

export const reviewParamsSchema = z.strictObject({ slug: slugSchema });

export const reviewListQuerySchema = z.strictObject({
  page: pageQuery.page,
  pageSize: z.coerce.number().int().min(1).max(60).default(10),
});
export type ReviewListQuery = z.input<typeof reviewListQuerySchema>;

export const reviewSchema = z.object({
  id: z.uuid(),
  author: z.string().describe('First name and last initial, e.g. "Noura A."'),
  rating: z.int().min(1).max(5),
  text: z.string(),
  createdAt: z.iso.datetime(),
});
export type Review = z.output<typeof reviewSchema>;

export const reviewListSchema = z.object({
  items: z.array(reviewSchema),
  page: z.int().min(1),
  pageSize: z.int().min(1),
  total: z.int().nonnegative(),
  pageCount: z.int().nonnegative(),
  average: z.number().min(0).max(5).describe('Average rating, one decimal; 0 when there are no reviews'),
  /** How many reviews gave 1, 2, 3, 4 and 5 stars. */
  distribution: z.object({
    1: z.int().nonnegative(),
    2: z.int().nonnegative(),
    3: z.int().nonnegative(),
    4: z.int().nonnegative(),
    5: z.int().nonnegative(),
  }),
});
export type ReviewList = z.output<typeof reviewListSchema>;

export const createReviewBodySchema = z.strictObject({
  rating: z.int('Choose 1 to 5 stars').min(1, 'Choose 1 to 5 stars').max(5, 'Choose 1 to 5 stars'),
  text: multilineText().trim().min(1, 'Required').max(2000, 'At most 2000 characters'),
});
export type CreateReviewBody = z.input<typeof createReviewBodySchema>;

export const createReviewResponseSchema = z.object({
  review: reviewSchema,
  pointsCredited: z.int().nonnegative().describe('1 the first time the shopper reviews this product'),
});
export type CreateReviewResponse = z.output<typeof createReviewResponseSchema>;

/** Whether the signed-in shopper may review the product now (the shop shows the form or says why not). */
export const reviewEligibilitySchema = z.object({
  eligible: z.boolean(),
  reason: z
    .enum(['not_received', 'already_reviewed'])
    .nullable()
    .describe('Why not: no delivered order contains it, or the shopper reviewed it'),
  review: reviewSchema.nullable().describe("The shopper's review of the product, when there is one"),
});
export type ReviewEligibility = z.output<typeof reviewEligibilitySchema>;
