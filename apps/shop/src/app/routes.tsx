import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { api } from '../api.ts';
import {
  alsoBoughtQuery,
  homeSectionsQuery,
  productListQuery,
  productQuery,
  similarProductsQuery,
} from '../catalogue/queries.ts';
import type { Listing } from '../listing/listings.ts';
import { listings } from '../listing/listings.ts';
import { NotFoundPage } from '../not-found/not-found-page.tsx';
import { reviewsQuery } from '../product/reviews-query.ts';
import { refillPage, refillProductsQuery } from '../refill/refill-queries.ts';
import { specialParams } from '../special/special-params.ts';
import { queryClient } from './query-client.ts';
import { ShopLayout } from './shop-layout.tsx';
import { PageFallback } from '../shell/page-fallback.tsx';

/*
 * Loaders start a screen's requests without waiting for them (a failure is the screen's to show): the
 * route's code (lazy) and its data load in parallel, and the screen shows its skeleton or its
 * retryable error state from the query itself.
 */

const ignore = () => undefined;

function listingRoute(listing: Listing): RouteObject {
  return {
    path: listing.path,
    loader: ({ request }: LoaderFunctionArgs) => {
      const search = new URL(request.url).searchParams;
      // The URL's filters are checked against the contract's query schema: loaded with the data layer.
      void import('../catalogue/listing-params.ts')
        .then(({ listingParams }) => queryClient.query(productListQuery(api, listingParams(search, listing))))
        .catch(ignore);
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
 * Lazy pages get a stand-in for the first visit (React Router's HydrateFallback): the layout paints
 * at once with the shell around it instead of waiting for the page's code.
 */
function withPageFallback(children: RouteObject[]): RouteObject[] {
  return children.map((route) => (route.lazy ? { HydrateFallback: PageFallback, ...route } : route));
}

/** Every route of the shop. Paths follow SPEC.md §2; a product page carries its slug. */
export const routes: RouteObject[] = [
  {
    path: '/',
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
        path: 'refill',
        loader: ({ request }: LoaderFunctionArgs) => {
          const page = refillPage(new URL(request.url).searchParams);
          void queryClient.query(refillProductsQuery(api, page)).catch(ignore);
          return null;
        },
        lazy: async () => ({ Component: (await import('../refill/refill-page.tsx')).RefillPage }),
      },
      {
        path: 'special',
        loader: ({ request }: LoaderFunctionArgs) => {
          void queryClient.query(productListQuery(api, specialParams(new URL(request.url).searchParams))).catch(ignore);
          void queryClient.query(homeSectionsQuery(api)).catch(ignore);
          return null;
        },
        lazy: async () => ({ Component: (await import('../special/special-page.tsx')).SpecialPage }),
      },
      {
        path: 'product/:slug',
        loader: ({ params }: LoaderFunctionArgs) => {
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
        path: 'wishlist',
        lazy: async () => ({ Component: (await import('../wishlist/wishlist-page.tsx')).WishlistPage }),
      },
      {
        path: 'verify-email',
        lazy: async () => ({ Component: (await import('../account/verify-email-page.tsx')).VerifyEmailPage }),
      },
      {
        path: 'reset-password',
        lazy: async () => ({ Component: (await import('../account/reset-password-page.tsx')).ResetPasswordPage }),
      },
      { path: 'oops-page', Component: NotFoundPage },
      { path: '*', Component: NotFoundPage },
    ]),
  },
];
