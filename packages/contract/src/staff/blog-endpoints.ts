import { defineEndpoint } from '../endpoint.ts';
import {
  staffBlogCreateBodySchema,
  staffBlogHeadersSchema,
  staffBlogListSchema,
  staffBlogParamsSchema,
  staffBlogPostSchema,
  staffBlogUpdateBodySchema,
} from './blog-schemas.ts';
import { notStaff } from './not-staff.ts';

const hidden = notStaff('no such post');

export const listStaffBlogPosts = defineEndpoint({
  id: 'listStaffBlogPosts',
  method: 'GET',
  path: '/api/staff/blog-posts',
  tag: 'staff',
  staff: true,
  summary: 'Staff: every blog post (drafts, scheduled and published) with its status, drafts first, then newest first',
  response: staffBlogListSchema,
  errors: [notStaff()],
});

export const getStaffBlogPost = defineEndpoint({
  id: 'getStaffBlogPost',
  method: 'GET',
  path: '/api/staff/blog-posts/:slug',
  tag: 'staff',
  staff: true,
  summary: 'Staff: one blog post as they edit it (English and Arabic), with its status and version',
  params: staffBlogParamsSchema,
  response: staffBlogPostSchema,
  errors: [hidden],
});

export const createStaffBlogPost = defineEndpoint({
  id: 'createStaffBlogPost',
  method: 'POST',
  path: '/api/staff/blog-posts',
  tag: 'staff',
  staff: true,
  summary:
    'Staff: write a blog post (a draft, scheduled or published by its publish time). Requires an Idempotency-Key ' +
    'header: a double submit answers the post the first one created instead of creating two.',
  headers: staffBlogHeadersSchema,
  body: staffBlogCreateBodySchema,
  response: staffBlogPostSchema,
  successStatus: 201,
  errors: [
    notStaff(),
    { status: 400, code: 'idempotency_key_missing', description: 'The Idempotency-Key header is missing or malformed' },
    { status: 409, code: 'post_slug_taken', description: 'A post with this slug exists already' },
    {
      status: 409,
      code: 'idempotency_in_flight',
      description: 'A request with this key is still being processed; nothing was changed',
    },
    { status: 422, code: 'idempotency_key_reused', description: 'The key was used with a different body' },
  ],
});

export const updateStaffBlogPost = defineEndpoint({
  id: 'updateStaffBlogPost',
  method: 'PUT',
  path: '/api/staff/blog-posts/:slug',
  tag: 'staff',
  staff: true,
  summary:
    'Staff: change a blog post (not its slug); a publish time of null unpublishes it. Refused when it changed since the version it was opened at',
  params: staffBlogParamsSchema,
  body: staffBlogUpdateBodySchema,
  response: staffBlogPostSchema,
  errors: [
    hidden,
    { status: 409, code: 'version_conflict', description: 'Someone changed the post since it was opened' },
  ],
});
