import * as account from './account/endpoints.ts';
import * as addresses from './addresses/endpoints.ts';
import * as bag from './bag/endpoints.ts';
import * as catalogue from './catalogue/endpoints.ts';
import * as checkout from './checkout/endpoints.ts';
import * as content from './content/endpoints.ts';
import * as coupons from './coupons/endpoints.ts';
import type { Endpoint } from './endpoint.ts';
import { getHealth } from './health.ts';
import * as orders from './orders/endpoints.ts';
import * as points from './points/endpoints.ts';
import * as refills from './refills/endpoints.ts';
import * as reviews from './reviews/endpoints.ts';
import * as staff from './staff/endpoints.ts';
import * as store from './store/endpoints.ts';
import * as wallet from './wallet/endpoints.ts';
import * as wishlist from './wishlist/endpoints.ts';

/** Every endpoint of the API, for the OpenAPI document and coverage checks. */
export const endpoints: readonly Endpoint[] = [
  getHealth,
  ...Object.values(catalogue),
  ...Object.values(account),
  ...Object.values(addresses),
  ...Object.values(bag),
  ...Object.values(wishlist),
  ...Object.values(content),
  ...Object.values(store),
  ...Object.values(checkout),
  ...Object.values(orders),
  ...Object.values(coupons),
  ...Object.values(reviews),
  ...Object.values(refills),
  ...Object.values(points),
  ...Object.values(wallet),
  ...Object.values(staff),
];
