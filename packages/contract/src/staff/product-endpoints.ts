import { defineEndpoint } from '../endpoint.ts';
import { staffProductParamsSchema, staffProductSchema } from './catalogue-schemas.ts';
import { notStaff } from './not-staff.ts';
import {
  staffProductCreateBodySchema,
  staffProductDetailsBodySchema,
  staffProductHeadersSchema,
  staffVariantAddBodySchema,
  staffVariantParamsSchema,
  staffVariantRemoveQuerySchema,
} from './product-schemas.ts';

const hidden = notStaff('no such product');
const conflict = {
  status: 409,
  code: 'version_conflict',
  description: 'Someone changed the product since it was opened',
} as const;

export const createStaffProduct = defineEndpoint({
  id: 'createStaffProduct',
  method: 'POST',
  path: '/api/staff/products',
  tag: 'staff',
  staff: true,
  summary:
    'Staff: create a product (names, descriptions, category, flavour, seasons, refill price) with at least one ' +
    'variant; the shop shows it at once. Requires an Idempotency-Key header: a double submit answers the ' +
    'product the first one created instead of creating two.',
  headers: staffProductHeadersSchema,
  body: staffProductCreateBodySchema,
  response: staffProductSchema,
  successStatus: 201,
  errors: [
    hidden,
    { status: 400, code: 'idempotency_key_missing', description: 'The Idempotency-Key header is missing or malformed' },
    { status: 409, code: 'product_slug_taken', description: 'A product with this slug exists already' },
    { status: 409, code: 'sku_taken', description: 'A variant of another product has this SKU' },
    {
      status: 409,
      code: 'idempotency_in_flight',
      description: 'A create with this Idempotency-Key is still running (Retry-After says when to ask again)',
    },
    { status: 422, code: 'idempotency_key_reused', description: 'The Idempotency-Key was used with another body' },
  ],
});

export const updateStaffProduct = defineEndpoint({
  id: 'updateStaffProduct',
  method: 'PUT',
  path: '/api/staff/products/:slug',
  tag: 'staff',
  staff: true,
  summary:
    "Staff: set a product's names, descriptions, highlights, category, flavour, seasons and refill price; " +
    'refused when the product changed since the version it was opened at',
  params: staffProductParamsSchema,
  body: staffProductDetailsBodySchema,
  response: staffProductSchema,
  errors: [hidden, conflict],
});

export const addStaffVariant = defineEndpoint({
  id: 'addStaffVariant',
  method: 'POST',
  path: '/api/staff/products/:slug/variants',
  tag: 'staff',
  staff: true,
  summary: 'Staff: add a variant (material × size, SKU, price, old price, stock) to a product',
  params: staffProductParamsSchema,
  body: staffVariantAddBodySchema,
  response: staffProductSchema,
  successStatus: 201,
  errors: [
    hidden,
    conflict,
    { status: 409, code: 'sku_taken', description: 'A variant has this SKU already' },
    { status: 409, code: 'variant_exists', description: 'The product has a variant of this material and size' },
  ],
});

export const removeStaffVariant = defineEndpoint({
  id: 'removeStaffVariant',
  method: 'DELETE',
  path: '/api/staff/products/:slug/variants/:sku',
  tag: 'staff',
  staff: true,
  summary: 'Staff: remove a variant no order names (a product keeps at least one)',
  params: staffVariantParamsSchema,
  query: staffVariantRemoveQuerySchema,
  response: staffProductSchema,
  errors: [
    hidden,
    conflict,
    { status: 409, code: 'variant_ordered', description: 'An order names this variant: it stays' },
    { status: 409, code: 'last_variant', description: 'A product keeps at least one variant' },
  ],
});

export const archiveStaffProduct = defineEndpoint({
  id: 'archiveStaffProduct',
  method: 'POST',
  path: '/api/staff/products/:slug/archive',
  tag: 'staff',
  staff: true,
  summary:
    'Staff: take a product out of the shop (listings, search, its page, the bag, checkout); it stays in orders, ' +
    'invoices and the staff list. Archiving an archived product changes nothing.',
  params: staffProductParamsSchema,
  response: staffProductSchema,
  errors: [hidden],
});

export const unarchiveStaffProduct = defineEndpoint({
  id: 'unarchiveStaffProduct',
  method: 'POST',
  path: '/api/staff/products/:slug/unarchive',
  tag: 'staff',
  staff: true,
  summary: 'Staff: put an archived product back in the shop',
  params: staffProductParamsSchema,
  response: staffProductSchema,
  errors: [hidden],
});
