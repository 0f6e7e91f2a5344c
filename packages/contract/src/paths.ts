import type { Category, Season } from '@juicyin/domain';

/**
 * Every address of the shop (SPEC.md §2), written once: the shop's route table matches these
 * patterns, and its links, the API's e-mailed links and the journeys build addresses with the
 * builders below. A `:name` segment is a parameter; builders encode what they put in.
 */
export const routePaths = {
  home: '/',
  product: '/product/:slug',
  productsList: '/products-list',
  // Each category's own listing, under the category's name.
  'fruit-juice': '/fruit-juice',
  'herb-juice': '/herb-juice',
  'vegetable-juice': '/vegetable-juice',
  smoothies: '/smoothy',
  detox: '/detox',
  'ice-cream': '/ice-cream',
  salat: '/salat',
  season: '/season/:season',
  search: '/search',
  special: '/special',
  refill: '/refill',
  contact: '/contact-us',
  about: '/about-us',
  // The fulfilment dashboard (staff only; a 404 page to everyone else).
  dashboard: '/dashboard',
  dashboardOrders: '/dashboard/orders',
  dashboardOrder: '/dashboard/orders/:number',
  dashboardWallet: '/dashboard/wallet',
  dashboardActions: '/dashboard/actions',
  dashboardEnquiries: '/dashboard/enquiries',
  dashboardProducts: '/dashboard/products',
  dashboardProductNew: '/dashboard/products/new',
  dashboardProduct: '/dashboard/products/:slug',
  dashboardCoupons: '/dashboard/coupons',
  dashboardCouponNew: '/dashboard/coupons/new',
  dashboardCoupon: '/dashboard/coupons/:code',
  dashboardSettings: '/dashboard/settings',
  dashboardSpecials: '/dashboard/specials',
  dashboardComments: '/dashboard/comments',
  dashboardLoyaltyEvents: '/dashboard/loyalty-events',
  dashboardFaq: '/dashboard/faq',
  dashboardPages: '/dashboard/pages',
  dashboardPage: '/dashboard/pages/:slug',
  dashboardBlog: '/dashboard/blog',
  dashboardBlogNew: '/dashboard/blog/new',
  dashboardBlogPost: '/dashboard/blog/:slug',
  orders: '/order-page',
  order: '/order-detail/:number',
  invoice: '/order-invoice/:number',
  // The spec's bare addresses: the shopper's latest order.
  latestOrder: '/order-detail',
  latestInvoice: '/order-invoice',
  profile: '/my-account',
  addresses: '/my-address',
  account: '/user-account',
  // Not in the spec's route table, which names these two menu entries without an address.
  coupons: '/my-coupons',
  paymentOptions: '/payment-options',
  wallet: '/my-wallet',
  aboutWallet: '/about-wallet',
  points: '/points-rewards',
  aboutPoints: '/about-points',
  wishlist: '/wishlist',
  securityPolicy: '/security-policy',
  notFound: '/oops-page',
  blog: '/blog-list',
  blogPost: '/blog-detail/:slug',
  terms: '/terms-conditions',
  privacy: '/privacy-policy',
  copyright: '/copyright',
  trackOrder: '/track-order',
  tracking: '/track-order/:number',
  checkout: '/checkout',
  faq: '/FAQ',
  howToOrder: '/how-to-order',
  // The footer's pages (SPEC §2 names the links, not their addresses).
  careers: '/careers',
  warrantyPolicy: '/warranty-policy',
  sellWithUs: '/sell-with-us',
  termsOfUse: '/terms-of-use',
  termsOfSale: '/terms-of-sale',
  verifyEmail: '/verify-email',
  resetPassword: '/reset-password',
} as const;

export type RouteName = keyof typeof routePaths;

export type DashboardRouteName = Extract<RouteName, `dashboard${string}`>;

/**
 * The fulfilment dashboard's routes, every route named `dashboard…`, in their order above: staff
 * only, a 404 page to everyone else. Derived, not listed, so that a new dashboard page costs the
 * shop's first paint only its address.
 */
export const DASHBOARD_ROUTES = (Object.keys(routePaths) as RouteName[]).filter((name): name is DashboardRouteName =>
  name.startsWith('dashboard'),
);

/** A search string's pairs; `undefined` and empty values are left out. */
export type QueryPairs = Readonly<Record<string, string | number | undefined>>;

/** `path` with `query` appended (`?a=1&b=2`, encoded), or `path` alone when nothing is left. */
export function withQuery(path: string, query: QueryPairs = {}): string {
  const text = new URLSearchParams(
    Object.entries(query).flatMap(([key, value]) =>
      value === undefined || value === '' ? [] : [[key, String(value)] as [string, string]],
    ),
  ).toString();
  return text ? `${path}?${text}` : path;
}

/** The address of a route without parameters, with an optional query. */
export function pathTo(
  name: Exclude<
    RouteName,
    | 'product'
    | 'season'
    | 'order'
    | 'invoice'
    | 'tracking'
    | 'blogPost'
    | 'dashboardOrder'
    | 'dashboardProduct'
    | 'dashboardCoupon'
    | 'dashboardPage'
    | 'dashboardBlogPost'
  >,
  query?: QueryPairs,
): string {
  return withQuery(routePaths[name], query);
}

// A function, not a string: `$&` in a value would otherwise be a replacement pattern.
const fill = (pattern: string, value: string) => pattern.replace(/:[a-z]+/, () => encodeURIComponent(value));

export const homePath = (): string => routePaths.home;
export const productPath = (slug: string): string => fill(routePaths.product, slug);
export const seasonPath = (season: Season): string => fill(routePaths.season, season);
export const orderPath = (number: string): string => fill(routePaths.order, number);
export const invoicePath = (number: string): string => fill(routePaths.invoice, number);
/** Where an order is: its tracker and shipment events. */
export const trackOrderPath = (number: string): string => fill(routePaths.tracking, number);
/** An order as staff see it on the fulfilment dashboard. */
export const dashboardOrderPath = (number: string): string => fill(routePaths.dashboardOrder, number);
/** A product's variants as staff edit them on the dashboard. */
export const dashboardProductPath = (slug: string): string => fill(routePaths.dashboardProduct, slug);
export const blogPostPath = (slug: string): string => fill(routePaths.blogPost, slug);
/** The search results for `q`. */
export const searchPath = (q: string): string => withQuery(routePaths.search, { q });

/** A category's listing, with an optional query (filters, sort, page). */
export const categoryPath = (category: Category, query?: QueryPairs): string => withQuery(routePaths[category], query);

/** The languages the shop is written in; the first is the default. */
export const SHOP_LANGUAGES = ['en', 'ar'] as const;
export type ShopLanguage = (typeof SHOP_LANGUAGES)[number];

/**
 * The query parameter that opens a page in a language (`/product/orange?lang=ar`): the address a
 * search engine lists for each language, and `hreflang` points at. The shop takes it as the
 * shopper's language and drops it from the address.
 */
export const LANGUAGE_PARAM = 'lang';

/**
 * `path` (which may carry a query already) as it is listed in `language`: with `?lang=ar` for
 * Arabic, without a language for English, the default (the address with no language is also the
 * `x-default` one; a page's canonical address is then the page itself, not another language's).
 */
export function inLanguage(path: string, language: ShopLanguage): string {
  const [pathname = path, search = ''] = path.split('?', 2);
  const query = new URLSearchParams(search);
  query.delete(LANGUAGE_PARAM);
  if (language !== SHOP_LANGUAGES[0]) query.set(LANGUAGE_PARAM, language);
  return withQuery(pathname, Object.fromEntries(query));
}

/** The language a search string asks for, if it names one of the shop's. */
export function languageOfSearch(search: string): ShopLanguage | undefined {
  const value = new URLSearchParams(search).get(LANGUAGE_PARAM);
  return SHOP_LANGUAGES.find((language) => language === value);
}
