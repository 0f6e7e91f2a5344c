import { defineEndpoint } from '../endpoint.ts';
import {
  staffProductListQuerySchema,
  staffProductListSchema,
  staffProductParamsSchema,
  staffProductSchema,
  staffVariantsBodySchema,
} from './catalogue-schemas.ts';
import { notStaff } from './not-staff.ts';

const hidden = notStaff('no such product');

export const listStaffProducts = defineEndpoint({
  id: 'listStaffProducts',
  method: 'GET',
  path: '/api/staff/products',
  tag: 'staff',
  staff: true,
  summary: 'Staff: the catalogue by name, with search and filters (category, stock, sale), paginated',
  query: staffProductListQuerySchema,
  response: staffProductListSchema,
  errors: [hidden],
});

export const getStaffProduct = defineEndpoint({
  id: 'getStaffProduct',
  method: 'GET',
  path: '/api/staff/products/:slug',
  tag: 'staff',
  staff: true,
  summary: 'Staff: one product with its variants (SKU, price, old price, stock) and its version',
  params: staffProductParamsSchema,
  response: staffProductSchema,
  errors: [hidden],
});

export const updateStaffVariants = defineEndpoint({
  id: 'updateStaffVariants',
  method: 'PUT',
  path: '/api/staff/products/:slug/variants',
  tag: 'staff',
  staff: true,
  summary:
    "Staff: set variants' price, old price and stock; refused when the product changed since the version it was opened at",
  params: staffProductParamsSchema,
  body: staffVariantsBodySchema,
  response: staffProductSchema,
  errors: [
    hidden,
    { status: 409, code: 'version_conflict', description: 'Someone changed the product since it was opened' },
    { status: 422, code: 'unknown_variant', description: 'A SKU is not one of this product’s variants' },
  ],
});
