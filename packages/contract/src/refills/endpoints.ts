import { defineEndpoint } from '../endpoint.ts';
import { myRefillListSchema, refillProductListQuerySchema, refillProductListSchema } from './schemas.ts';

/**
 * Every product sold in Glass with a refill price below its Glass price, in catalogue order. A shopper
 * who has received a product in Glass may order refills of it at the refill price (PRODUCT.md §3).
 */
export const listRefillProducts = defineEndpoint({
  id: 'listRefillProducts',
  method: 'GET',
  path: '/api/refills',
  tag: 'refills',
  summary: 'Juices offered for refill (sold in Glass, with a refill price below the Glass price) and both prices',
  query: refillProductListQuerySchema,
  response: refillProductListSchema,
});

/**
 * For each product delivered to the shopper in Glass: the glass units delivered (refills included —
 * a refill comes in a glass too, so one bottle can be refilled again and again, one refill at a time),
 * the refills ordered in orders not cancelled, and how many they may still order. Products with
 * none left are not listed.
 */
export const listMyRefills = defineEndpoint({
  id: 'listMyRefills',
  method: 'GET',
  path: '/api/me/refills',
  tag: 'refills',
  auth: true,
  summary:
    'What the signed-in shopper may refill: per product received in Glass, glass units delivered minus refills ordered',
  response: myRefillListSchema,
});
