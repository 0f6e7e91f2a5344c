import { COUPON_REJECTIONS, type CouponRejection } from '@juicyin/domain';
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { z } from 'zod';
import * as account from '../account/endpoints.ts';
import * as addresses from '../addresses/endpoints.ts';
import * as bag from '../bag/endpoints.ts';
import * as catalogue from '../catalogue/endpoints.ts';
import * as checkout from '../checkout/endpoints.ts';
import * as content from '../content/endpoints.ts';
import * as coupons from '../coupons/endpoints.ts';
import type { Endpoint } from '../endpoint.ts';
import type { ErrorResponse } from '../errors.ts';
import { getHealth } from '../health.ts';
import * as orders from '../orders/endpoints.ts';
import * as points from '../points/endpoints.ts';
import * as refills from '../refills/endpoints.ts';
import * as reviews from '../reviews/endpoints.ts';
import * as staff from '../staff/endpoints.ts';
import * as store from '../store/endpoints.ts';
import * as wallet from '../wallet/endpoints.ts';
import * as wishlist from '../wishlist/endpoints.ts';
import { getInfoPage } from '../content/pages.ts';
import { infoPages } from './content-fixtures.ts';
import { fixtures } from './fixtures.ts';

export { enquiryInbox, infoPages } from './content-fixtures.ts';
export { fixtures } from './fixtures.ts';
export { type MockEventStream, mockEventStream } from './stream-handlers.ts';

const methods = { GET: http.get, POST: http.post, PUT: http.put, PATCH: http.patch, DELETE: http.delete } as const;

const mswPath = (endpoint: Endpoint) => endpoint.path.replace(/^\/api/, '*/api');

/** A typed MSW handler for one endpoint: the body must satisfy the endpoint's response schema. */
export function mockEndpoint<E extends Endpoint>(
  endpoint: E,
  body: z.input<E['response']>,
  init: { status?: number; delayMs?: number } = {},
): HttpHandler {
  return methods[endpoint.method](mswPath(endpoint), async () => {
    if (init.delayMs) await new Promise((resolve) => setTimeout(resolve, init.delayMs));
    const status = init.status ?? endpoint.successStatus ?? 200;
    if (status === 204) return new HttpResponse(null, { status });
    return HttpResponse.json(endpoint.response.parse(body) as object, { status });
  });
}

/**
 * An endpoint answering with the shared error shape; with `after`, only once that promise settles,
 * so a story can look at the screen while the request is still on its way.
 */
export function mockEndpointError(
  endpoint: Endpoint,
  status: number,
  error: ErrorResponse['error'],
  init: { after?: Promise<unknown> } = {},
): HttpHandler {
  return methods[endpoint.method](mswPath(endpoint), async () => {
    await init.after;
    return HttpResponse.json({ error }, { status });
  });
}

/** An endpoint that never answers: the loading state. */
export function mockEndpointPending(endpoint: Endpoint): HttpHandler {
  return methods[endpoint.method](mswPath(endpoint), () => new Promise<Response>(() => undefined));
}

const signedOut = { code: 'unauthenticated', message: 'Sign in to continue' };
const serverDown = { code: 'internal', message: 'Something went wrong on our side' };

/** Named handler groups; a story overrides one group (`msw.use(...handlers.bag.empty)`). */
export const handlers = {
  health: {
    ok: [mockEndpoint(getHealth, fixtures.health)],
    down: [
      mockEndpoint(
        getHealth,
        { status: 'unavailable', database: { reachable: false, driver: 'pglite' } },
        { status: 503 },
      ),
    ],
  },
  catalogue: {
    full: [
      mockEndpoint(catalogue.listProducts, fixtures.productList),
      mockEndpoint(catalogue.getProduct, fixtures.products.orangeJuice),
      mockEndpoint(catalogue.listSimilarProducts, { items: fixtures.productSummaries.slice(1) }),
      mockEndpoint(catalogue.listAlsoBought, { items: fixtures.productSummaries.slice(2) }),
      mockEndpoint(catalogue.getHomeSections, fixtures.home),
    ],
    empty: [
      mockEndpoint(catalogue.listProducts, fixtures.emptyProductList),
      mockEndpoint(catalogue.listSimilarProducts, { items: [] }),
      mockEndpoint(catalogue.listAlsoBought, { items: [] }),
    ],
    loading: [mockEndpointPending(catalogue.listProducts), mockEndpointPending(catalogue.getHomeSections)],
    error: [
      mockEndpointError(catalogue.listProducts, 500, serverDown),
      mockEndpointError(catalogue.getHomeSections, 500, serverDown),
    ],
    notFound: [
      mockEndpointError(catalogue.getProduct, 404, { code: 'not_found', message: 'No product has this slug' }),
    ],
  },
  account: {
    signedIn: [
      mockEndpoint(account.getMe, fixtures.shopper),
      mockEndpoint(account.getPoints, fixtures.points),
      mockEndpoint(account.login, { shopper: fixtures.shopper }),
      mockEndpoint(account.register, { shopper: fixtures.shopper }),
      mockEndpoint(account.logout, undefined),
      mockEndpoint(account.updateProfile, fixtures.shopper),
      mockEndpoint(account.changePassword, undefined),
      mockEndpoint(account.updateNotificationSettings, fixtures.shopper),
      mockEndpoint(account.requestEmailVerification, undefined),
      mockEndpoint(account.verifyEmail, { shopper: fixtures.verifiedShopper, pointsCredited: 50 }),
      mockEndpoint(account.forgotPassword, undefined),
      mockEndpoint(account.resetPassword, undefined),
    ],
    signedOut: [
      mockEndpointError(account.getMe, 401, signedOut),
      mockEndpointError(account.getPoints, 401, signedOut),
      mockEndpointError(bag.getBag, 401, signedOut),
      mockEndpointError(wishlist.getWishlist, 401, signedOut),
      mockEndpointError(addresses.listAddresses, 401, signedOut),
    ],
    wrongPassword: [
      mockEndpointError(account.login, 401, { code: 'invalid_credentials', message: 'Wrong e-mail or password' }),
    ],
    throttled: [
      mockEndpointError(account.login, 429, {
        code: 'too_many_attempts',
        message: 'Too many failed sign-ins. Try again later or reset your password.',
      }),
    ],
    /** The e-mailed link was used or has expired: verify e-mail and reset password answer 410. */
    linkUsed: [
      mockEndpointError(account.verifyEmail, 410, {
        code: 'invalid_token',
        message: 'This link is unknown, already used or expired',
      }),
      mockEndpointError(account.resetPassword, 410, {
        code: 'invalid_token',
        message: 'This link is unknown, already used or expired',
      }),
    ],
    emailTaken: [
      mockEndpointError(account.register, 409, {
        code: 'email_taken',
        message: 'An account with this e-mail address exists',
        fields: { email: 'An account with this e-mail address exists' },
      }),
    ],
  },
  addresses: {
    full: [
      mockEndpoint(addresses.listAddresses, fixtures.addresses),
      mockEndpoint(addresses.createAddress, fixtures.address),
      mockEndpoint(addresses.updateAddress, fixtures.address),
      mockEndpoint(addresses.deleteAddress, undefined),
      mockEndpoint(addresses.setDefaultAddress, fixtures.address),
    ],
    empty: [mockEndpoint(addresses.listAddresses, { items: [] })],
    /** One address, in Riyadh (served), the default. */
    one: [mockEndpoint(addresses.listAddresses, { items: [fixtures.address] })],
    /** Only an address in a city the store does not serve: saved, but it cannot be chosen. */
    undeliverable: [
      mockEndpoint(addresses.listAddresses, {
        items: fixtures.addresses.items.filter((address) => !address.delivery.deliverable),
      }),
    ],
    /** Only an address saved before the national address: its building and additional numbers are missing. */
    savedBefore: [
      mockEndpoint(addresses.listAddresses, { items: [fixtures.olderAddress] }),
      mockEndpoint(addresses.updateAddress, fixtures.address),
    ],
  },
  bag: {
    full: [
      mockEndpoint(bag.getBag, fixtures.bag),
      mockEndpoint(bag.setBagLine, fixtures.bag),
      mockEndpoint(bag.removeBagLine, fixtures.bag),
      mockEndpoint(bag.mergeBag, fixtures.bag),
    ],
    empty: [mockEndpoint(bag.getBag, fixtures.emptyBag)],
  },
  wishlist: {
    full: [
      mockEndpoint(wishlist.getWishlist, fixtures.wishlist),
      mockEndpoint(wishlist.addWishlistItem, fixtures.wishlist),
      mockEndpoint(wishlist.removeWishlistItem, fixtures.wishlist),
      mockEndpoint(wishlist.mergeWishlist, fixtures.wishlist),
    ],
    empty: [mockEndpoint(wishlist.getWishlist, { items: [] })],
  },
  content: {
    full: [
      mockEndpoint(content.listBlogPosts, fixtures.blogList),
      mockEndpoint(content.getBlogPost, fixtures.blogPost),
      mockEndpoint(content.postBlogComment, {
        id: '3c2b1a09-8f7e-4d6c-9b5a-4e3d2c1b0a98',
        author: 'Noura A.',
        body: 'Lovely!',
        createdAt: '2026-11-22T10:00:00.000Z',
      }),
      mockEndpoint(content.sendEnquiry, {
        id: '7e6d5c4b-3a29-4180-9f8e-7d6c5b4a3928',
        receivedAt: '2026-11-22T10:00:00.000Z',
      }),
      mockEndpoint(content.shareBlogPost, {
        ...fixtures.blogPost.shares,
        facebook: fixtures.blogPost.shares.facebook + 1,
      }),
      mockEndpoint(content.sendPriceMatch, {
        id: '7e6d5c4b-3a29-4180-9f8e-7d6c5b4a3929',
        receivedAt: '2026-11-22T10:00:00.000Z',
      }),
      mockEndpoint(content.subscribeNewsletter, undefined),
      mockEndpoint(content.getFaq, fixtures.faq),
      http.get(mswPath(getInfoPage), ({ params }) => {
        const page = (infoPages as Partial<Record<string, (typeof infoPages)[keyof typeof infoPages]>>)[
          String(params['slug'])
        ];
        return page
          ? HttpResponse.json(page)
          : HttpResponse.json({ error: { code: 'not_found', message: 'No page has this slug' } }, { status: 404 });
      }),
    ],
  },
  refills: {
    full: [
      mockEndpoint(refills.listRefillProducts, fixtures.refillProducts),
      mockEndpoint(refills.listMyRefills, fixtures.myRefills),
    ],
    none: [
      mockEndpoint(refills.listRefillProducts, fixtures.refillProducts),
      mockEndpoint(refills.listMyRefills, fixtures.emptyMyRefills),
    ],
    signedOut: [
      mockEndpoint(refills.listRefillProducts, fixtures.refillProducts),
      mockEndpointError(refills.listMyRefills, 401, signedOut),
    ],
    loading: [mockEndpointPending(refills.listRefillProducts), mockEndpointPending(refills.listMyRefills)],
    error: [
      mockEndpointError(refills.listRefillProducts, 500, serverDown),
      mockEndpointError(refills.listMyRefills, 500, serverDown),
    ],
  },
  reviews: {
    list: [
      mockEndpoint(reviews.listReviews, fixtures.reviewList),
      mockEndpoint(reviews.createReview, fixtures.createdReview, { status: 201 }),
      mockEndpoint(reviews.getReviewEligibility, { eligible: true, reason: null, review: null }),
    ],
    empty: [mockEndpoint(reviews.listReviews, fixtures.emptyReviewList)],
    loading: [mockEndpointPending(reviews.listReviews)],
    error: [mockEndpointError(reviews.listReviews, 500, serverDown)],
    notReceived: [
      mockEndpoint(reviews.getReviewEligibility, { eligible: false, reason: 'not_received', review: null }),
      mockEndpointError(reviews.createReview, 403, {
        code: 'not_received',
        message: 'You can review a product once you have received it',
      }),
    ],
    alreadyReviewed: [
      mockEndpoint(reviews.getReviewEligibility, {
        eligible: false,
        reason: 'already_reviewed',
        review: fixtures.createdReview.review,
      }),
      mockEndpointError(reviews.createReview, 409, {
        code: 'already_reviewed',
        message: 'You have already reviewed this product',
      }),
    ],
  },
  checkout: {
    quote: [mockEndpoint(checkout.quoteCheckout, fixtures.quote), mockEndpoint(checkout.placeOrder, fixtures.order)],
    emptyBag: [mockEndpoint(checkout.quoteCheckout, fixtures.emptyQuote)],
    couponRejected: [mockEndpoint(checkout.quoteCheckout, fixtures.rejectedCouponQuote)],
    /** The coupon refused for each of the domain's reasons. */
    couponRefused: Object.fromEntries(
      COUPON_REJECTIONS.map((reason) => [
        reason,
        [mockEndpoint(checkout.quoteCheckout, fixtures.couponRefusedQuote(reason))],
      ]),
    ) as Record<CouponRejection, HttpHandler[]>,
    codOn: [mockEndpoint(checkout.quoteCheckout, fixtures.codQuote)],
    noPoints: [mockEndpoint(checkout.quoteCheckout, fixtures.noPointsQuote)],
    manyPoints: [mockEndpoint(checkout.quoteCheckout, fixtures.manyPointsQuote)],
    noAddress: [mockEndpoint(checkout.quoteCheckout, fixtures.noAddressQuote)],
    outOfStockLine: [mockEndpoint(checkout.quoteCheckout, fixtures.outOfStockQuote)],
    repricedLine: [mockEndpoint(checkout.quoteCheckout, fixtures.repricedQuote)],
    /** Placing never answers: the button's progress. */
    placing: [mockEndpointPending(checkout.placeOrder)],
    providerError: [
      mockEndpointError(checkout.placeOrder, 502, {
        code: 'payment_failed',
        message: 'The payment provider did not answer. Nothing was charged; try again.',
      }),
    ],
    loading: [mockEndpointPending(checkout.quoteCheckout)],
    error: [mockEndpointError(checkout.quoteCheckout, 500, serverDown)],
    declined: [
      mockEndpointError(checkout.placeOrder, 402, {
        code: 'payment_declined',
        message: 'The card was declined. Nothing was charged; try another card.',
      }),
    ],
    outOfStock: [
      mockEndpointError(checkout.placeOrder, 409, {
        code: 'out_of_stock',
        message: 'Mango Smoothie (Glass, XL) has only 0 left',
      }),
    ],
  },
  orders: {
    list: [mockEndpoint(orders.listOrders, fixtures.orderList)],
    empty: [mockEndpoint(orders.listOrders, fixtures.emptyOrderList)],
    loading: [mockEndpointPending(orders.listOrders), mockEndpointPending(orders.getOrder)],
    error: [mockEndpointError(orders.listOrders, 500, serverDown), mockEndpointError(orders.getOrder, 500, serverDown)],
    detail: [
      mockEndpoint(orders.getOrder, fixtures.order),
      mockEndpoint(orders.cancelOrder, fixtures.cancelledOrder),
      mockEndpoint(orders.reorder, fixtures.reorderResult),
    ],
    shipping: [mockEndpoint(orders.getOrder, fixtures.shippingOrder)],
    cancelled: [mockEndpoint(orders.getOrder, fixtures.cancelledOrder)],
    notFound: [
      mockEndpointError(orders.getOrder, 404, { code: 'not_found', message: 'You have no order with this number' }),
    ],
    invoice: [mockEndpoint(orders.getInvoice, fixtures.invoice)],
    track: [mockEndpoint(orders.trackOrder, fixtures.tracking)],
  },
  coupons: {
    mine: [mockEndpoint(coupons.listMyCoupons, fixtures.myCoupons)],
    empty: [mockEndpoint(coupons.listMyCoupons, fixtures.emptyCoupons)],
  },
  points: {
    full: [
      mockEndpoint(points.getPointsSummary, fixtures.pointsSummary),
      mockEndpoint(points.getPointsHistory, fixtures.pointsHistory),
      mockEndpoint(points.getReferral, fixtures.referral),
      mockEndpoint(points.submitSurvey, { pointsCredited: 20 }, { status: 201 }),
    ],
    empty: [
      mockEndpoint(points.getPointsSummary, fixtures.emptyPointsSummary),
      mockEndpoint(points.getPointsHistory, { items: [], page: 1, pageSize: 20, total: 0, pageCount: 0 }),
    ],
    loading: [mockEndpointPending(points.getPointsSummary), mockEndpointPending(points.getPointsHistory)],
    error: [
      mockEndpointError(points.getPointsSummary, 500, serverDown),
      mockEndpointError(points.getPointsHistory, 500, serverDown),
    ],
    surveyAnswered: [
      mockEndpoint(points.getPointsSummary, { ...fixtures.pointsSummary, surveyAnswered: true }),
      mockEndpointError(points.submitSurvey, 409, {
        code: 'already_answered',
        message: 'You have already answered the survey',
      }),
    ],
  },
  wallet: {
    full: [
      mockEndpoint(wallet.getWallet, fixtures.walletBalances),
      mockEndpoint(wallet.getWalletHistory, fixtures.walletHistory),
      mockEndpoint(wallet.requestWalletWithdrawal, fixtures.withdrawal, { status: 201 }),
    ],
    empty: [
      mockEndpoint(wallet.getWallet, { total: 0, unavailable: 0, available: 0, withdrawable: 0 }),
      mockEndpoint(wallet.getWalletHistory, { items: [], page: 1, pageSize: 20, total: 0, pageCount: 0 }),
    ],
    loading: [mockEndpointPending(wallet.getWallet), mockEndpointPending(wallet.getWalletHistory)],
    error: [
      mockEndpointError(wallet.getWallet, 500, serverDown),
      mockEndpointError(wallet.getWalletHistory, 500, serverDown),
    ],
    notWithdrawable: [
      mockEndpointError(wallet.requestWalletWithdrawal, 409, {
        code: 'not_withdrawable',
        message: 'Only SAR 60.00 can be withdrawn',
      }),
    ],
  },
  staff: {
    full: [
      mockEndpoint(staff.listStaffOrders, fixtures.staffOrders),
      mockEndpoint(staff.advanceOrder, fixtures.staffOrder),
      mockEndpoint(staff.listStaffWallet, fixtures.staffWallet),
    ],
    hidden: [
      mockEndpointError(staff.listStaffOrders, 404, {
        code: 'not_found',
        message: 'No route for GET /api/staff/orders',
      }),
    ],
  },
  store: {
    default: [mockEndpoint(store.getStoreSettings, fixtures.store), mockEndpoint(store.getDevOutbox, fixtures.outbox)],
  },
};

/** Every group's default scenario: the shop as a signed-in shopper with a full bag. */
export const defaultHandlers: HttpHandler[] = [
  ...handlers.health.ok,
  ...handlers.catalogue.full,
  ...handlers.account.signedIn,
  ...handlers.addresses.full,
  ...handlers.bag.full,
  ...handlers.wishlist.full,
  ...handlers.content.full,
  ...handlers.store.default,
  ...handlers.reviews.list,
  ...handlers.points.full,
  ...handlers.wallet.full,
  ...handlers.checkout.quote,
  ...handlers.orders.list,
  ...handlers.orders.detail,
  ...handlers.orders.invoice,
  ...handlers.orders.track,
  ...handlers.coupons.mine,
];
export { staffFixtures } from './staff-fixtures.ts';
export { staffCatalogueFixtures } from './staff-catalogue-fixtures.ts';
export { staffCouponsFixtures } from './staff-coupons-fixtures.ts';
export { staffCommentsFixtures } from './staff-comments-fixtures.ts';
export { STORY_MODERATOR } from './staff-comments-handlers.ts';
export { LOYALTY_EVENTS_TODAY, staffLoyaltyEventsStart } from './loyalty-events-fixtures.ts';
export { staffImagesFixtures, storyImage } from './staff-images-handlers.ts';
export { inboxEnquiries, staffHandlers } from './staff-handlers.ts';
export { colleaguesChange, staffSettings } from './settings-fixtures.ts';
export { settingsHandlers, type SettingsServerOptions } from './settings-handlers.ts';
export { SPECIALS_TODAY, staffSpecialsStart } from './specials-fixtures.ts';
export { specialsHandlers, type SpecialsServerOptions } from './specials-handlers.ts';
export { colleaguesFaqChange, faqHandlers, type FaqServerOptions, staffFaq } from './faq-handlers.ts';
export { colleaguesPageChange, pagesHandlers, type PagesServerOptions, staffInfoPages } from './pages-handlers.ts';
export { staffBlogPosts, staffBlogSummary } from './staff-blog-fixtures.ts';
export { BLOG_STORY_NOW, blogServer, type BlogServerOptions, staffBlogHandlers } from './staff-blog-handlers.ts';
