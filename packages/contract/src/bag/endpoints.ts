import { defineEndpoint } from '../endpoint.ts';
import { bagLineParamsSchema, bagSchema, mergeBagBodySchema, setQuantityBodySchema } from './schemas.ts';

const unknownSku = { status: 404, code: 'not_found', description: 'No product variant has this SKU' } as const;

export const getBag = defineEndpoint({
  id: 'getBag',
  method: 'GET',
  path: '/api/me/bag',
  tag: 'bag',
  auth: true,
  summary: "The signed-in shopper's bag, priced from the catalogue",
  response: bagSchema,
});

export const setBagLine = defineEndpoint({
  id: 'setBagLine',
  method: 'PUT',
  path: '/api/me/bag/lines/:sku',
  tag: 'bag',
  auth: true,
  summary: 'Put a variant in the bag with this quantity (1–99)',
  params: bagLineParamsSchema,
  body: setQuantityBodySchema,
  response: bagSchema,
  errors: [unknownSku],
});

export const removeBagLine = defineEndpoint({
  id: 'removeBagLine',
  method: 'DELETE',
  path: '/api/me/bag/lines/:sku',
  tag: 'bag',
  auth: true,
  summary: 'Take a variant out of the bag',
  params: bagLineParamsSchema,
  response: bagSchema,
});

export const mergeBag = defineEndpoint({
  id: 'mergeBag',
  method: 'POST',
  path: '/api/me/bag/merge',
  tag: 'bag',
  auth: true,
  summary: "Merge the guest's bag at sign-in: quantities add per variant, capped at 99; unknown SKUs are dropped",
  body: mergeBagBodySchema,
  response: bagSchema,
});
