import { CATEGORIES } from '@juicyin/domain';
import { DASHBOARD_ROUTES, type RouteName, routePaths } from './paths.ts';

/**
 * Which of the shop's addresses search engines may list. Every route is in exactly one of these
 * lists (a test holds it), so a new route must be given its place.
 */

/** Pages anyone can open and share: listed in `sitemap.xml`, in both languages. */
export const PUBLIC_ROUTES = [
  'home',
  'productsList',
  ...CATEGORIES,
  'special',
  'refill',
  'blog',
  'contact',
  'about',
  'faq',
  'howToOrder',
  'terms',
  'privacy',
  'copyright',
  'securityPolicy',
  'careers',
  'warrantyPolicy',
  'sellWithUs',
  'termsOfUse',
  'termsOfSale',
  'aboutWallet',
  'aboutPoints',
] as const satisfies readonly RouteName[];

/** Public pages with a parameter: listed one by one from the catalogue and the blog. */
export const PUBLIC_ROUTE_PATTERNS = ['product', 'season', 'blogPost'] as const satisfies readonly RouteName[];

/**
 * Pages that are a shopper's own, staff's, a form's result or a link from an e-mail: kept out of
 * search engines by `robots.txt`.
 */
export const PRIVATE_ROUTES = [
  ...DASHBOARD_ROUTES,
  'orders',
  'order',
  'invoice',
  'latestOrder',
  'latestInvoice',
  'profile',
  'addresses',
  'account',
  'coupons',
  'paymentOptions',
  'wallet',
  'points',
  'wishlist',
  'trackOrder',
  'tracking',
  'checkout',
  'search',
  'verifyEmail',
  'resetPassword',
  'notFound',
] as const satisfies readonly RouteName[];

/** The path prefix `robots.txt` disallows for a private route: its pattern up to the first parameter. */
export function privatePrefix(name: (typeof PRIVATE_ROUTES)[number]): string {
  const pattern: string = routePaths[name];
  const parameter = pattern.indexOf('/:');
  return parameter === -1 ? pattern : `${pattern.slice(0, parameter)}/`;
}
