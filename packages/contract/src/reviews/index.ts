export { createReview, getReviewEligibility, listReviews } from './endpoints.ts';
export {
  type CreateReviewBody,
  createReviewBodySchema,
  type CreateReviewResponse,
  createReviewResponseSchema,
  type Review,
  type ReviewEligibility,
  reviewEligibilitySchema,
  type ReviewList,
  type ReviewListQuery,
  reviewListQuerySchema,
  reviewListSchema,
  reviewParamsSchema,
  reviewSchema,
} from './schemas.ts';
