import { routePaths } from '../paths.ts';

/**
 * An order as staff see it (`/dashboard/orders/:number`). Here, in the dashboard's chunk, rather
 * than the contract's `dashboardOrderPath` (same address, tested there): the shop's entry keeps
 * only the dashboard's route patterns.
 */
export const dashboardOrderPath = (number: string): string =>
  routePaths.dashboardOrder.replace(':number', () => encodeURIComponent(number));

/** A product's variant editor (`/dashboard/products/:slug`), for the same reason here. */
export const dashboardProductPath = (slug: string): string =>
  routePaths.dashboardProduct.replace(':slug', () => encodeURIComponent(slug));

/** A coupon's editor (`/dashboard/coupons/:code`), for the same reason here. */
export const dashboardCouponPath = (code: string): string =>
  routePaths.dashboardCoupon.replace(':code', () => encodeURIComponent(code));

/** An information page's editor (`/dashboard/pages/:slug`), for the same reason here. */
export const dashboardInfoPagePath = (slug: string): string =>
  routePaths.dashboardPage.replace(':slug', () => encodeURIComponent(slug));
/** A blog post's editor (`/dashboard/blog/:slug`), for the same reason here. */
export const dashboardBlogPostPath = (slug: string): string =>
  routePaths.dashboardBlogPost.replace(':slug', () => encodeURIComponent(slug));
