import { api } from '../api.ts';
import { listingParams } from '../catalogue/listing-params.ts';
import {
  alsoBoughtQuery,
  homeSectionsQuery,
  productListQuery,
  productQuery,
  similarProductsQuery,
} from '../catalogue/queries.ts';
import type { ComponentType } from 'react';
import type { Listing } from '../listing/listings.ts';
import { listings } from '../listing/listings.ts';
import { reviewsQuery } from '../product/reviews-query.ts';
import { refillPage, refillProductsQuery } from '../refill/refill-queries.ts';
import { specialParams } from '../special/special-params.ts';
import { ShopLayout } from './shop-layout.tsx';
import { PageCodeError, PageRenderError } from '../shell/page-code-error.tsx';
import { PageFallback } from '../shell/page-fallback.tsx';
import type { LoaderArgs, Route } from '../router/match.ts';
import { DASHBOARD_ROUTES, routePaths } from '../paths.ts';
import { withMessages } from '../i18n/with-messages.ts';
import { ignore, notFoundPage } from './route-parts.ts';
import { contentRoutes } from './content-routes.tsx';
import { staffSession } from '../dashboard/gate/staff-session.ts';
import { latestPostQuery } from '../shell/latest-post-query.ts';
import { featuredFruitParams } from '../shell/shop-mega-menu.tsx';
import { storeSettingsQuery } from '../shell/store-settings.ts';

/*
 * Loaders start a screen's requests: the route's code (lazy) and its data load in parallel. The
 * browser does not wait for them (the screen shows its skeleton, or its retryable error state, from
 * the query itself); a server render does, and a page whose own data failed is not rendered there.
 */

// Lazily loaded areas: each area's pages are one chunk, loaded with the area's words on the first
// visit to any of them (see each `pages.ts`).
const ordersArea = () => withMessages(['orders', 'account'], import('../orders/pages.ts'));
const accountArea = () => withMessages('account', import('../account-area/pages.ts'));
const aboutArea = () => withMessages('about', import('../about/pages.ts'));
type Area<T> = () => Promise<T>;
function areaPage<T extends Record<string, ComponentType>>(area: Area<T>, name: keyof T & string) {
  return async () => ({ Component: (await area())[name] });
}
// The fulfilment dashboard's pages are staff only: the API is asked who is signed in first, and only
// a staff member's browser imports the area (to a shopper or a visitor it is the not-found page, and
// the area's chunk is never requested). Once shown, a page follows the session (`StaffOnly`).
const dashboardPage = (name: keyof typeof import('../dashboard/pages.ts')) => async () => {
  const session = await staffSession(api);
  if (!session) return notFoundPage();
  return { Component: (await (await import('../dashboard/gate/load-dashboard.ts')).loadDashboard(session))[name] };
};
const orderListPage = areaPage(ordersArea, 'OrderListPage');
const orderDetailPage = areaPage(ordersArea, 'OrderDetailPage');
const orderInvoicePage = areaPage(ordersArea, 'OrderInvoicePage');
const trackOrderPage = areaPage(ordersArea, 'TrackOrderPage');
const hubPage = areaPage(accountArea, 'AccountHubPage');
const couponsPage = areaPage(accountArea, 'CouponsPage');
const paymentOptionsPage = areaPage(accountArea, 'PaymentOptionsPage');
const pointsPage = areaPage(accountArea, 'PointsPage');
const walletPage = areaPage(accountArea, 'WalletPage');
const aboutPointsPage = areaPage(aboutArea, 'AboutPointsPage');
const aboutWalletPage = areaPage(aboutArea, 'AboutWalletPage');

// The profile (its calendars) and the address book (its map) load on their own.
const profilePage = async () => ({
  Component: (await withMessages(['account', 'auth'], import('../account-area/profile/profile-page.tsx'))).ProfilePage,
});
const addressesPage = async () => ({
  Component: (await withMessages(['account', 'auth'], import('../account-area/addresses/addresses-page.tsx')))
    .AddressesPage,
});

function listingRoute(listing: Listing): Route {
  return {
    path: listing.path,
    loader: ({ searchParams, queryClient, api }: LoaderArgs) =>
      queryClient.query(productListQuery(api, listingParams(searchParams, listing))),
    lazy: async () => {
      const { ListingPage } = await withMessages('listing', import('../listing/listing-page.tsx'));
      return {
        Component: function ListingRoute() {
          return <ListingPage listing={listing} />;
        },
      };
    },
  };
}

/**
 * Lazy pages get a stand-in while their code loads (the first visit): the layout paints at once
 * with the shell around it instead of waiting for the page's code. Code that cannot be loaded shows
 * a retryable error in the page's place, and so does a page that throws while rendering.
 */
function withPageFallback(children: Route[]): Route[] {
  return children.map((route) =>
    route.lazy ? { Fallback: PageFallback, CodeError: PageCodeError, RenderError: PageRenderError, ...route } : route,
  );
}

/** Every route of the shop, at the addresses of `../paths.ts` (SPEC.md §2); a product page carries its slug. */
export const routes: Route[] = [
  {
    path: routePaths.home,
    Component: ShopLayout,
    // What the shell shows on every page (the store's contact, the mega menu's featured juices, the
    // footer's newest post).
    loader: ({ queryClient, api }: LoaderArgs) =>
      Promise.all([
        queryClient.query(storeSettingsQuery(api)).catch(ignore),
        queryClient.query(productListQuery(api, featuredFruitParams)).catch(ignore),
        queryClient.query(latestPostQuery(api)).catch(ignore),
      ]),
    children: withPageFallback([
      {
        index: true,
        loader: ({ queryClient, api }: LoaderArgs) => queryClient.query(homeSectionsQuery(api)),
        lazy: async () => ({ Component: (await import('../home/home-page.tsx')).HomePage }),
      },
      ...listings.map(listingRoute),
      {
        path: routePaths.refill,
        loader: ({ searchParams, queryClient, api }: LoaderArgs) =>
          queryClient.query(refillProductsQuery(api, refillPage(searchParams))),
        lazy: async () => ({
          Component: (await withMessages('refill', import('../refill/refill-page.tsx'))).RefillPage,
        }),
      },
      {
        path: routePaths.special,
        loader: ({ searchParams, queryClient, api }: LoaderArgs) =>
          Promise.all([
            queryClient.query(productListQuery(api, specialParams(searchParams))),
            queryClient.query(homeSectionsQuery(api)),
          ]),
        lazy: async () => ({
          Component: (await withMessages('special', import('../special/special-page.tsx'))).SpecialPage,
        }),
      },
      {
        path: routePaths.product,
        loader: ({ params, queryClient, api }: LoaderArgs) => {
          const slug = params['slug'] ?? '';
          // The product is the page; the lists beside it show their own state when they fail.
          return Promise.all([
            queryClient.query(productQuery(api, slug)),
            queryClient.query(similarProductsQuery(api, slug)).catch(ignore),
            queryClient.query(alsoBoughtQuery(api, slug)).catch(ignore),
            queryClient.infiniteQuery(reviewsQuery(api, slug)).catch(ignore),
          ]);
        },
        lazy: async () => ({
          Component: (await withMessages('product', import('../product/product-page.tsx'))).ProductPage,
        }),
      },
      {
        path: routePaths.wishlist,
        lazy: async () => ({
          Component: (await withMessages('wishlist', import('../wishlist/wishlist-page.tsx'))).WishlistPage,
        }),
      },
      {
        path: routePaths.checkout,
        rendersSignedIn: true,
        loader: (args: LoaderArgs) =>
          import('../checkout/checkout-loader.ts').then(({ loadCheckout }) => loadCheckout(args)),
        lazy: async () => ({
          Component: (await withMessages(['checkout', 'auth'], import('../checkout/checkout-page.tsx'))).CheckoutPage,
        }),
      },
      {
        path: routePaths.verifyEmail,
        lazy: async () => ({
          Component: (await withMessages(['account', 'auth'], import('../account/verify-email-page.tsx')))
            .VerifyEmailPage,
        }),
      },
      {
        path: routePaths.resetPassword,
        lazy: async () => ({
          Component: (await withMessages(['account', 'auth'], import('../account/reset-password-page.tsx')))
            .ResetPasswordPage,
        }),
      },
      { path: routePaths.orders, lazy: orderListPage },
      { path: routePaths.order, lazy: orderDetailPage },
      { path: routePaths.latestOrder, lazy: orderDetailPage },
      { path: routePaths.invoice, lazy: orderInvoicePage },
      { path: routePaths.latestInvoice, lazy: orderInvoicePage },
      { path: routePaths.tracking, lazy: trackOrderPage },
      { path: routePaths.trackOrder, lazy: trackOrderPage },
      { path: routePaths.account, lazy: hubPage },
      { path: routePaths.profile, lazy: profilePage },
      { path: routePaths.addresses, lazy: addressesPage },
      { path: routePaths.points, lazy: pointsPage },
      { path: routePaths.wallet, lazy: walletPage },
      { path: routePaths.coupons, lazy: couponsPage },
      { path: routePaths.paymentOptions, lazy: paymentOptionsPage },
      { path: routePaths.aboutPoints, lazy: aboutPointsPage },
      { path: routePaths.aboutWallet, lazy: aboutWalletPage },
      ...contentRoutes,
      ...DASHBOARD_ROUTES.map((name) => ({ path: routePaths[name], lazy: dashboardPage(name), followsSession: true })),
      { path: routePaths.notFound, lazy: notFoundPage },
      { path: '*', lazy: notFoundPage },
    ]),
  },
];
