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

/** The endpoints only staff may call (the dashboard's), by name; see ./shopper-endpoints.ts. */
export const staffEndpointsByName = {
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
