import { defineEndpoint } from '../endpoint.ts';
import { staffProductParamsSchema } from './catalogue-schemas.ts';
import {
  MAX_PRODUCT_IMAGE_BYTES,
  PRODUCT_IMAGE_TYPES,
  staffProductImageAltBodySchema,
  staffProductImageListSchema,
  staffProductImageOrderBodySchema,
  staffProductImageParamsSchema,
  staffProductImageSchema,
  staffProductImageUploadQuerySchema,
} from './images-schemas.ts';
import { notStaff } from './not-staff.ts';

const noProduct = notStaff('no such product');
const noImage = notStaff('no such product or picture');

export const listStaffProductImages = defineEndpoint({
  id: 'listStaffProductImages',
  method: 'GET',
  path: '/api/staff/products/:slug/images',
  tag: 'staff',
  staff: true,
  summary: "Staff: a product's uploaded pictures, per material in the order the shop shows them",
  params: staffProductParamsSchema,
  response: staffProductImageListSchema,
  errors: [noProduct],
});

export const uploadStaffProductImage = defineEndpoint({
  id: 'uploadStaffProductImage',
  method: 'POST',
  path: '/api/staff/products/:slug/images',
  tag: 'staff',
  staff: true,
  summary:
    'Staff: add a picture to a material of a product (the body is the JPEG, PNG or WebP file, at most 5 MB); it is shown after the others',
  params: staffProductParamsSchema,
  query: staffProductImageUploadQuerySchema,
  upload: { mediaTypes: PRODUCT_IMAGE_TYPES, maxBytes: MAX_PRODUCT_IMAGE_BYTES },
  response: staffProductImageSchema,
  successStatus: 201,
  errors: [
    noProduct,
    { status: 409, code: 'too_many_images', description: 'The material already has the most pictures it may have' },
    { status: 413, code: 'image_too_large', description: 'The file is over 5 MB' },
    { status: 415, code: 'image_type_unsupported', description: 'The file is not a JPEG, PNG or WebP picture' },
    {
      status: 422,
      code: 'image_unreadable',
      description: 'The file could not be read as a picture (damaged or cut short)',
    },
  ],
});

export const updateStaffProductImage = defineEndpoint({
  id: 'updateStaffProductImage',
  method: 'PATCH',
  path: '/api/staff/products/:slug/images/:id',
  tag: 'staff',
  staff: true,
  summary: "Staff: change a picture's alt text (English and Arabic)",
  params: staffProductImageParamsSchema,
  body: staffProductImageAltBodySchema,
  response: staffProductImageSchema,
  errors: [noImage],
});

export const deleteStaffProductImage = defineEndpoint({
  id: 'deleteStaffProductImage',
  method: 'DELETE',
  path: '/api/staff/products/:slug/images/:id',
  tag: 'staff',
  staff: true,
  summary: 'Staff: remove a picture; when a material has none left, the shop shows its drawn pictures again',
  params: staffProductImageParamsSchema,
  response: staffProductImageListSchema,
  errors: [noImage],
});

export const orderStaffProductImages = defineEndpoint({
  id: 'orderStaffProductImages',
  method: 'PUT',
  path: '/api/staff/products/:slug/images/order',
  tag: 'staff',
  staff: true,
  summary: "Staff: put a material's pictures in the order the shop shows them (the first leads the card)",
  params: staffProductParamsSchema,
  body: staffProductImageOrderBodySchema,
  response: staffProductImageListSchema,
  errors: [
    noProduct,
    {
      status: 422,
      code: 'image_order_mismatch',
      description: "The ids are not exactly the material's pictures (one was added or removed meanwhile)",
    },
  ],
});
