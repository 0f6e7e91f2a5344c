import { describe, expect, it } from 'vitest';
import * as account from './account/endpoints.ts';
import * as addresses from './addresses/endpoints.ts';
import * as bag from './bag/endpoints.ts';
import * as catalogue from './catalogue/endpoints.ts';
import * as checkout from './checkout/endpoints.ts';
import * as content from './content/endpoints.ts';
import * as coupons from './coupons/endpoints.ts';
import { endpoints, endpointsByName } from './endpoints.ts';
import { shopperEndpointsByName } from './shopper-endpoints.ts';
import { staffEndpointsByName } from './staff-endpoints.ts';
import * as orders from './orders/endpoints.ts';
import * as points from './points/endpoints.ts';
import * as refills from './refills/endpoints.ts';
import * as reviews from './reviews/endpoints.ts';
import * as staffCatalogue from './staff/catalogue-endpoints.ts';
import * as staffComments from './staff/comments-endpoints.ts';
import * as staffCoupons from './staff/coupons-endpoints.ts';
import * as staffLoyaltyEvents from './staff/loyalty-events-endpoints.ts';
import * as staffDashboard from './staff/dashboard-endpoints.ts';
import * as staffProducts from './staff/product-endpoints.ts';
import * as staffImages from './staff/images-endpoints.ts';
import * as staffFaq from './staff/faq-endpoints.ts';
import * as staffPages from './staff/pages-endpoints.ts';
import * as staffBlog from './staff/blog-endpoints.ts';
import * as staffBlogPicture from './staff/blog-picture-endpoints.ts';
import * as staffSettings from './staff/settings-endpoints.ts';
import * as staffSpecials from './staff/specials-endpoints.ts';
import * as staff from './staff/endpoints.ts';
import * as store from './store/endpoints.ts';
import * as wallet from './wallet/endpoints.ts';
import * as wishlist from './wishlist/endpoints.ts';

/** Each area's endpoint modules: every export is an endpoint. */
const areas: readonly object[] = [
  ...[account, addresses, bag, catalogue, checkout, content, coupons, orders, points, refills, reviews],
  ...[staff, staffDashboard, staffCatalogue, staffProducts, staffSettings, staffSpecials, staffCoupons],
  ...[staffComments, staffLoyaltyEvents, staffImages, staffFaq, staffPages, staffBlog, staffBlogPicture],
  ...[store, wallet, wishlist],
];
const definedCount = areas.reduce((count, area) => count + Object.keys(area).length, 0);

describe('endpointsByName', () => {
  it('names every endpoint by its id', () => {
    for (const [name, endpoint] of Object.entries(endpointsByName)) expect(endpoint.id).toBe(name);
  });

  it('holds every endpoint the areas define, none hidden by another of the same name', () => {
    // + getHealth, and getInfoPage (defined beside the page schemas in content/pages.ts)
    expect(Object.keys(endpointsByName)).toHaveLength(definedCount + 2);
    expect(new Set(endpoints)).toEqual(new Set(Object.values(endpointsByName)));
  });
});

describe('the two groups a client loads apart', () => {
  it('keeps every staff-only endpoint in the staff group and none in the shopper group', () => {
    const shopperStaffOnly = Object.values(shopperEndpointsByName).filter((endpoint) => endpoint.staff === true);
    expect(shopperStaffOnly.map((endpoint) => endpoint.id)).toEqual([]);
    const staffOpen = Object.values(staffEndpointsByName).filter((endpoint) => endpoint.staff !== true);
    expect(staffOpen.map((endpoint) => endpoint.id)).toEqual([]);
  });

  it('share no name, and together are every endpoint', () => {
    const shared = Object.keys(shopperEndpointsByName).filter((name) => Object.hasOwn(staffEndpointsByName, name));
    expect(shared).toEqual([]);
    expect(Object.keys(shopperEndpointsByName).length + Object.keys(staffEndpointsByName).length).toBe(
      Object.keys(endpointsByName).length,
    );
  });
});
