import { defineEndpoint } from '../endpoint.ts';
import { myCouponsSchema } from './schemas.ts';

export const listMyCoupons = defineEndpoint({
  id: 'listMyCoupons',
  method: 'GET',
  path: '/api/me/coupons',
  tag: 'coupons',
  auth: true,
  summary:
    '"My Coupons": the coupons given to the signed-in shopper (welcome, tier), with uses left and whether each can be used now',
  response: myCouponsSchema,
});
