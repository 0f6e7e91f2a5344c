import { api } from '../api.ts';
import { listingParams } from '../catalogue/listing-params.ts';
import {
  alsoBoughtQuery,
  homeSectionsQuery,
  productListQuery,
  productQuery,
  similarProductsQuery,
} from '../catalogue/queries.ts';
import type { Listing } from '../listing/listings.ts';
import { listings } from '../listing/listings.ts';
import { reviewsQuery } from '../product/reviews-query.ts';
import { refillPage, refillProductsQuery } from '../refill/refill-queries.ts';
import { specialParams } from '../special/special-params.ts';
import { queryClient } from './query-client.ts';
import { ShopLayout } from './shop-layout.tsx';
import { PageCodeError, PageRenderError } from '../shell/page-code-error.tsx';
import { PageFallback } from '../shell/page-fallback.tsx';
import type { LoaderArgs, Route } from '../router/match.ts';
import { routePaths } from '../paths.ts';
import { type CataloguePart, loadCataloguePart } from '../i18n/messages.ts';

/*
 * Loaders start a screen's requests without waiting for them (a failure is the screen's to show): the
 * route's code (lazy) and its data load in parallel, and the screen shows its skeleton or its
 * retryable error state from the query itself.
 */

const ignore = () => undefined;

const notFoundPage = async () => ({ Component: (await import('../not-found/not-found-page.tsx')).NotFoundPage });

/** A page's code and its part of the messages (see `loadCataloguePart`), loaded together. */
async function withMessages<T>(part: CataloguePart, page: Promise<T>): Promise<T> {
  const [loaded] = await Promise.all([page, loadCataloguePart(part)]);
  return loaded;
}

// The shopper's orders: each screen's code loads on its first visit; the numbered address and the
// bare one (the latest order) share it.
const orderListPage = async () => ({
  Component: (await withMessages('orders', import('../orders/order-list/order-list-page.tsx'))).OrderListPage,
});
const orderDetailPage = async () => ({
  Component: (await withMessages('orders', import('../orders/order-detail/order-detail-page.tsx'))).OrderDetailPage,
});
const orderInvoicePage = async () => ({
  Component: (await withMessages('orders', import('../orders/order-invoice/order-invoice-page.tsx'))).OrderInvoicePage,
});
const trackOrderPage = async () => ({
  Component: (await withMessages('orders', import('../orders/track-order/track-order-page.tsx'))).TrackOrderPage,
});

// The public about pages: their words are a catalogue part of their own, loaded with either page.
const aboutPointsPage = async () => ({
  Component: (await withMessages('about', import('../about/about-points-page.tsx'))).AboutPointsPage,
});
const aboutWalletPage = async () => ({
  Component: (await withMessages('about', import('../about/about-wallet-page.tsx'))).AboutWalletPage,
});

function listingRoute(listing: Listing): Route {
  return {
    path: listing.path,
    loader: ({ searchParams }: LoaderArgs) => {
      void queryClient.query(productListQuery(api, listingParams(searchParams, listing))).catch(ignore);
      return null;
    },
    lazy: async () => {
      const { ListingPage } = await import('../listing/listing-page.tsx');
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
    children: withPageFallback([
      {
        index: true,
        loader: () => {
          void queryClient.query(homeSectionsQuery(api)).catch(ignore);
          return null;
        },
        lazy: async () => ({ Component: (await import('../home/home-page.tsx')).HomePage }),
      },
      ...listings.map(listingRoute),
      {
        path: routePaths.refill,
        loader: ({ searchParams }: LoaderArgs) => {
          const page = refillPage(searchParams);
          void queryClient.query(refillProductsQuery(api, page)).catch(ignore);
          return null;
        },
        lazy: async () => ({ Component: (await import('../refill/refill-page.tsx')).RefillPage }),
      },
      {
        path: routePaths.special,
        loader: ({ searchParams }: LoaderArgs) => {
          void queryClient.query(productListQuery(api, specialParams(searchParams))).catch(ignore);
          void queryClient.query(homeSectionsQuery(api)).catch(ignore);
          return null;
        },
        lazy: async () => ({ Component: (await import('../special/special-page.tsx')).SpecialPage }),
      },
      {
        path: routePaths.product,
        loader: ({ params }: LoaderArgs) => {
          const slug = params['slug'] ?? '';
          void queryClient.query(productQuery(api, slug)).catch(ignore);
          void queryClient.query(similarProductsQuery(api, slug)).catch(ignore);
          void queryClient.query(alsoBoughtQuery(api, slug)).catch(ignore);
          void queryClient.infiniteQuery(reviewsQuery(api, slug)).catch(ignore);
          return null;
        },
        lazy: async () => ({ Component: (await import('../product/product-page.tsx')).ProductPage }),
      },
      {
        path: routePaths.wishlist,
        lazy: async () => ({ Component: (await import('../wishlist/wishlist-page.tsx')).WishlistPage }),
      },
      {
        path: routePaths.checkout,
        lazy: async () => ({
          Component: (await withMessages('checkout', import('../checkout/checkout-page.tsx'))).CheckoutPage,
        }),
      },
      {
        path: routePaths.verifyEmail,
        lazy: async () => ({ Component: (await import('../account/verify-email-page.tsx')).VerifyEmailPage }),
      },
      {
        path: routePaths.resetPassword,
        lazy: async () => ({ Component: (await import('../account/reset-password-page.tsx')).ResetPasswordPage }),
      },
      { path: routePaths.orders, lazy: orderListPage },
      { path: routePaths.order, lazy: orderDetailPage },
      { path: routePaths.latestOrder, lazy: orderDetailPage },
      { path: routePaths.invoice, lazy: orderInvoicePage },
      { path: routePaths.latestInvoice, lazy: orderInvoicePage },
      { path: routePaths.tracking, lazy: trackOrderPage },
      { path: routePaths.trackOrder, lazy: trackOrderPage },
      { path: routePaths.aboutPoints, lazy: aboutPointsPage },
      { path: routePaths.aboutWallet, lazy: aboutWalletPage },
      { path: routePaths.notFound, lazy: notFoundPage },
      { path: '*', lazy: notFoundPage },
    ]),
  },
];
