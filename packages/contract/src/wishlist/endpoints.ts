import { defineEndpoint } from '../endpoint.ts';
import { mergeWishlistBodySchema, wishlistParamsSchema, wishlistSchema } from './schemas.ts';

export const getWishlist = defineEndpoint({
  id: 'getWishlist',
  method: 'GET',
  path: '/api/me/wishlist',
  tag: 'wishlist',
  auth: true,
  summary: "The signed-in shopper's wishlist, priced from the catalogue",
  response: wishlistSchema,
});

export const addWishlistItem = defineEndpoint({
  id: 'addWishlistItem',
  method: 'PUT',
  path: '/api/me/wishlist/:sku',
  tag: 'wishlist',
  auth: true,
  summary: 'Add a variant to the wishlist (no change when it is there)',
  params: wishlistParamsSchema,
  response: wishlistSchema,
  errors: [{ status: 404, code: 'not_found', description: 'No product variant has this SKU' }],
});

export const removeWishlistItem = defineEndpoint({
  id: 'removeWishlistItem',
  method: 'DELETE',
  path: '/api/me/wishlist/:sku',
  tag: 'wishlist',
  auth: true,
  summary: 'Remove a variant from the wishlist',
  params: wishlistParamsSchema,
  response: wishlistSchema,
});

export const mergeWishlist = defineEndpoint({
  id: 'mergeWishlist',
  method: 'POST',
  path: '/api/me/wishlist/merge',
  tag: 'wishlist',
  auth: true,
  summary: "Merge the guest's wishlist at sign-in; unknown SKUs are dropped",
  body: mergeWishlistBodySchema,
  response: wishlistSchema,
});
