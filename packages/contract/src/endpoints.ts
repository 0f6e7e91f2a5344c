import * as account from './account/endpoints.ts';
import * as addresses from './addresses/endpoints.ts';
import * as bag from './bag/endpoints.ts';
import * as catalogue from './catalogue/endpoints.ts';
import * as checkout from './checkout/endpoints.ts';
import * as content from './content/endpoints.ts';
import { getInfoPage } from './content/pages.ts';
import * as coupons from './coupons/endpoints.ts';
import type { Endpoint } from './endpoint.ts';
import { getHealth } from './health.ts';
import * as orders from './orders/endpoints.ts';
import * as points from './points/endpoints.ts';
import * as refills from './refills/endpoints.ts';
import * as reviews from './reviews/endpoints.ts';
import * as staff from './staff/endpoints.ts';
import * as staffCatalogue from './staff/catalogue-endpoints.ts';
import * as staffComments from './staff/comments-endpoints.ts';
import * as staffCoupons from './staff/coupons-endpoints.ts';
import * as staffLoyaltyEvents from './staff/loyalty-events-endpoints.ts';
import * as staffProducts from './staff/product-endpoints.ts';
import * as staffImages from './staff/images-endpoints.ts';
import * as staffDashboard from './staff/dashboard-endpoints.ts';
import * as staffFaq from './staff/faq-endpoints.ts';
import * as staffPages from './staff/pages-endpoints.ts';
import * as staffSettings from './staff/settings-endpoints.ts';
import * as staffSpecials from './staff/specials-endpoints.ts';
import * as staffBlog from './staff/blog-endpoints.ts';
import * as staffBlogPicture from './staff/blog-picture-endpoints.ts';
import * as store from './store/endpoints.ts';
import * as wallet from './wallet/endpoints.ts';
import * as wishlist from './wishlist/endpoints.ts';

/**
 * Every endpoint of the API by its name (its `id`, the name it is exported under): lets a client
 * address an endpoint by name and load the schemas only when it makes its first request.
 */
export const endpointsByName = {
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
  ...staff,
  ...staffDashboard,
  ...staffCatalogue,
  ...staffSettings,
  ...staffSpecials,
  ...staffCoupons,
  ...staffComments,
  ...staffLoyaltyEvents,
  ...staffProducts,
  ...staffImages,
  ...staffFaq,
  ...staffPages,
  ...staffBlog,
  ...staffBlogPicture,
};

export type EndpointsByName = typeof endpointsByName;
export type EndpointName = keyof EndpointsByName;

/** Every endpoint of the API, for the OpenAPI document and coverage checks. */
export const endpoints: readonly Endpoint[] = Object.values(endpointsByName);
