import { defineEndpoint } from '../endpoint.ts';
import { staffBlogParamsSchema, staffBlogPictureQuerySchema, staffBlogPostSchema } from './blog-schemas.ts';
import { MAX_PRODUCT_IMAGE_BYTES, PRODUCT_IMAGE_TYPES } from './images-schemas.ts';
import { notStaff } from './not-staff.ts';

const hidden = notStaff('no such post');

export const uploadStaffBlogPicture = defineEndpoint({
  id: 'uploadStaffBlogPicture',
  method: 'PUT',
  path: '/api/staff/blog-posts/:slug/picture',
  tag: 'staff',
  staff: true,
  summary:
    "Staff: replace a post's picture (the body is the JPEG, PNG or WebP file, at most 5 MB; alt text in English and Arabic in the query)",
  params: staffBlogParamsSchema,
  query: staffBlogPictureQuerySchema,
  upload: { mediaTypes: PRODUCT_IMAGE_TYPES, maxBytes: MAX_PRODUCT_IMAGE_BYTES },
  response: staffBlogPostSchema,
  errors: [
    hidden,
    { status: 413, code: 'image_too_large', description: 'The file is over 5 MB' },
    { status: 415, code: 'image_type_unsupported', description: 'The file is not a JPEG, PNG or WebP picture' },
    {
      status: 422,
      code: 'image_unreadable',
      description: 'The file could not be read as a picture (damaged or cut short)',
    },
  ],
});

export const deleteStaffBlogPicture = defineEndpoint({
  id: 'deleteStaffBlogPicture',
  method: 'DELETE',
  path: '/api/staff/blog-posts/:slug/picture',
  tag: 'staff',
  staff: true,
  summary: "Staff: remove a post's uploaded picture; the shop shows its drawn picture again",
  params: staffBlogParamsSchema,
  response: staffBlogPostSchema,
  errors: [hidden],
});
