export { createReview, listReviews } from './endpoints.ts';
export {
  type CreateReviewBody,
  createReviewBodySchema,
  type CreateReviewResponse,
  createReviewResponseSchema,
  type Review,
  type ReviewList,
  type ReviewListQuery,
  reviewListQuerySchema,
  reviewListSchema,
  reviewParamsSchema,
  reviewSchema,
} from './schemas.ts';
