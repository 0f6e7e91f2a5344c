import { defineEndpoint } from '../endpoint.ts';
import {
  createReviewBodySchema,
  createReviewResponseSchema,
  reviewListQuerySchema,
  reviewEligibilitySchema,
  reviewListSchema,
  reviewParamsSchema,
} from './schemas.ts';

const notFound = { status: 404, code: 'not_found', description: 'No product has this slug' } as const;

export const listReviews = defineEndpoint({
  id: 'listReviews',
  method: 'GET',
  path: '/api/products/:slug/reviews',
  tag: 'reviews',
  summary: "A product's reviews, newest first, with the average rating and the count per star (paginated)",
  params: reviewParamsSchema,
  query: reviewListQuerySchema,
  response: reviewListSchema,
  errors: [notFound],
});

export const createReview = defineEndpoint({
  id: 'createReview',
  method: 'POST',
  path: '/api/products/:slug/reviews',
  tag: 'reviews',
  auth: true,
  summary: 'Review a product the shopper received (a delivered order contains it); once per product, earns 1 point',
  params: reviewParamsSchema,
  body: createReviewBodySchema,
  response: createReviewResponseSchema,
  successStatus: 201,
  errors: [
    notFound,
    { status: 403, code: 'not_received', description: 'Only a shopper who received the product may review it' },
    { status: 409, code: 'already_reviewed', description: 'The shopper has reviewed this product' },
  ],
});

export const getReviewEligibility = defineEndpoint({
  id: 'getReviewEligibility',
  method: 'GET',
  path: '/api/me/reviews/:slug',
  tag: 'reviews',
  auth: true,
  summary: 'Whether the signed-in shopper may review the product (received it, not reviewed yet), and their review',
  params: reviewParamsSchema,
  response: reviewEligibilitySchema,
  errors: [notFound],
});
