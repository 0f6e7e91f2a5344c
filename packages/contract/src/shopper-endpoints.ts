import * as account from './account/endpoints.ts';
import * as addresses from './addresses/endpoints.ts';
import * as bag from './bag/endpoints.ts';
import * as catalogue from './catalogue/endpoints.ts';
import * as checkout from './checkout/endpoints.ts';
import * as content from './content/endpoints.ts';
import { getInfoPage } from './content/pages.ts';
import * as coupons from './coupons/endpoints.ts';
import { getHealth } from './health.ts';
import * as orders from './orders/endpoints.ts';
import * as points from './points/endpoints.ts';
import * as refills from './refills/endpoints.ts';
import * as reviews from './reviews/endpoints.ts';
import * as store from './store/endpoints.ts';
import * as wallet from './wallet/endpoints.ts';
import * as wishlist from './wishlist/endpoints.ts';

/**
 * The endpoints a shopper's pages call, by name (each one's `id`, the name it is exported under):
 * every endpoint but staff's. A client loads these schemas apart from staff's, so a shopper's page
 * does not build the dashboard's (./staff-endpoints.ts).
 */
export const shopperEndpointsByName = {
  getHealth,
  ...catalogue,
  ...account,
  ...addresses,
  ...bag,
  ...wishlist,
  ...content,
  getInfoPage,
  ...store,
  ...checkout,
  ...orders,
  ...coupons,
  ...reviews,
  ...refills,
  ...points,
  ...wallet,
};
