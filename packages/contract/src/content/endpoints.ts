import { z } from 'zod';
import { noContentSchema } from '../common/schemas.ts';
import { defineEndpoint } from '../endpoint.ts';
import {
  blogCommentSchema,
  blogListQuerySchema,
  blogListSchema,
  blogParamsSchema,
  blogPostSchema,
  commentBodySchema,
  enquiryBodySchema,
  enquiryReceiptSchema,
  faqSchema,
  newsletterBodySchema,
  priceMatchBodySchema,
  shareBodySchema,
  shareCountsSchema,
} from './schemas.ts';

const throttled = {
  status: 429,
  code: 'too_many_requests',
  description: 'Sent too often; wait before sending again (Retry-After)',
} as const;

export const listBlogPosts = defineEndpoint({
  id: 'listBlogPosts',
  method: 'GET',
  path: '/api/blog',
  tag: 'content',
  summary: 'Blog posts, newest first',
  query: blogListQuerySchema,
  response: blogListSchema,
});

export const getBlogPost = defineEndpoint({
  id: 'getBlogPost',
  method: 'GET',
  path: '/api/blog/:slug',
  tag: 'content',
  summary: 'One blog post with its comments',
  params: blogParamsSchema,
  response: blogPostSchema,
  errors: [{ status: 404, code: 'not_found', description: 'No post has this slug' }],
});

export const postBlogComment = defineEndpoint({
  id: 'postBlogComment',
  method: 'POST',
  path: '/api/blog/:slug/comments',
  tag: 'content',
  auth: true,
  summary: 'Comment on a post (signed-in shoppers; plain text up to 1000 characters)',
  params: blogParamsSchema,
  body: commentBodySchema,
  response: blogCommentSchema,
  successStatus: 201,
  errors: [{ status: 404, code: 'not_found', description: 'No post has this slug' }, throttled],
});

export const shareBlogPost = defineEndpoint({
  id: 'shareBlogPost',
  method: 'POST',
  path: '/api/blog/:slug/shares',
  tag: 'content',
  summary:
    "Count one use of a post's share link (30 per client address in 10 minutes); answers the post's share counts",
  params: blogParamsSchema,
  body: shareBodySchema,
  response: shareCountsSchema,
  errors: [{ status: 404, code: 'not_found', description: 'No post has this slug' }, throttled],
});

export const sendEnquiry = defineEndpoint({
  id: 'sendEnquiry',
  method: 'POST',
  path: '/api/contact',
  tag: 'content',
  summary: "'Pitch us': send an enquiry to the shop (acknowledged by e-mail)",
  body: enquiryBodySchema,
  response: enquiryReceiptSchema,
  successStatus: 201,
  errors: [throttled],
});

export const sendPriceMatch = defineEndpoint({
  id: 'sendPriceMatch',
  method: 'POST',
  path: '/api/price-match',
  tag: 'content',
  summary: "'Best Price Guarantee/Price Match': report a product seen cheaper (acknowledged by e-mail)",
  body: priceMatchBodySchema,
  response: enquiryReceiptSchema,
  successStatus: 201,
  errors: [throttled],
});

export const subscribeNewsletter = defineEndpoint({
  id: 'subscribeNewsletter',
  method: 'POST',
  path: '/api/newsletter',
  tag: 'content',
  summary: 'Subscribe an e-mail address to the newsletter (no change when subscribed)',
  body: newsletterBodySchema,
  response: noContentSchema,
  successStatus: 204,
});

export const getFaq = defineEndpoint({
  id: 'getFaq',
  method: 'GET',
  path: '/api/faq',
  tag: 'content',
  summary: 'Frequently asked questions, by group',
  query: z.strictObject({}),
  response: faqSchema,
});
