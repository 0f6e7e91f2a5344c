import { defineEndpoint } from '../endpoint.ts';
import {
  staffCommentListQuerySchema,
  staffCommentListSchema,
  staffCommentParamsSchema,
  staffCommentSchema,
} from './comments-schemas.ts';
import { notStaff } from './not-staff.ts';

const hidden = notStaff('no such comment');

export const listStaffComments = defineEndpoint({
  id: 'listStaffComments',
  method: 'GET',
  path: '/api/staff/comments',
  tag: 'staff',
  staff: true,
  summary: "Staff: the blog's comments, newest first, with their post, shopper and whether they are hidden, paginated",
  query: staffCommentListQuerySchema,
  response: staffCommentListSchema,
  errors: [hidden],
});

export const hideStaffComment = defineEndpoint({
  id: 'hideStaffComment',
  method: 'PUT',
  path: '/api/staff/comments/:id/hidden',
  tag: 'staff',
  staff: true,
  summary:
    'Staff: hide a comment from shoppers (it leaves the post and its count at once, and is kept); hiding a hidden comment changes nothing',
  params: staffCommentParamsSchema,
  response: staffCommentSchema,
  errors: [hidden],
});

export const unhideStaffComment = defineEndpoint({
  id: 'unhideStaffComment',
  method: 'DELETE',
  path: '/api/staff/comments/:id/hidden',
  tag: 'staff',
  staff: true,
  summary: 'Staff: show a hidden comment to shoppers again; showing a shown comment changes nothing',
  params: staffCommentParamsSchema,
  response: staffCommentSchema,
  errors: [hidden],
});
