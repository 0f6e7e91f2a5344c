import { describe, expect, it } from 'vitest';
import { getMe, getPoints } from '../account/endpoints.ts';
import { listAddresses } from '../addresses/endpoints.ts';
import { getBag } from '../bag/endpoints.ts';
import { getHomeSections, getProduct, listProducts } from '../catalogue/endpoints.ts';
import { createClient } from '../client.ts';
import { getBlogPost, getFaq, listBlogPosts } from '../content/endpoints.ts';
import { ApiError } from '../api-error.ts';
import { getPointsHistory, getPointsSummary, getReferral } from '../points/endpoints.ts';
import { listMyRefills, listRefillProducts } from '../refills/endpoints.ts';
import { createReview, listReviews } from '../reviews/endpoints.ts';
import { advanceOrder, listStaffOrders, listStaffWallet } from '../staff/endpoints.ts';
import { getWallet, getWalletHistory, requestWalletWithdrawal } from '../wallet/endpoints.ts';
import { getStoreSettings } from '../store/endpoints.ts';
import { getWishlist } from '../wishlist/endpoints.ts';
import { fixtures } from './fixtures.ts';
import { defaultHandlers, handlers } from './index.ts';

describe('MSW fixtures', () => {
  it('satisfy the response schema of the endpoint they stand for', () => {
    const pairs = [
      [listProducts, fixtures.productList],
      [listProducts, fixtures.emptyProductList],
      [getProduct, fixtures.products.orangeJuice],
      [getProduct, fixtures.products.mangoSmoothie],
      [getHomeSections, fixtures.home],
      [getMe, fixtures.shopper],
      [getPoints, fixtures.points],
      [listAddresses, fixtures.addresses],
      [getBag, fixtures.bag],
      [getBag, fixtures.emptyBag],
      [getWishlist, fixtures.wishlist],
      [listBlogPosts, fixtures.blogList],
      [getBlogPost, fixtures.blogPost],
      [getFaq, fixtures.faq],
      [getStoreSettings, fixtures.store],
      [listReviews, fixtures.reviewList],
      [listRefillProducts, fixtures.refillProducts],
      [listMyRefills, fixtures.myRefills],
      [listMyRefills, fixtures.emptyMyRefills],
      [listReviews, fixtures.emptyReviewList],
      [createReview, fixtures.createdReview],
      [getPointsSummary, fixtures.pointsSummary],
      [getPointsSummary, fixtures.emptyPointsSummary],
      [getPointsHistory, fixtures.pointsHistory],
      [getReferral, fixtures.referral],
      [getWallet, fixtures.walletBalances],
      [getWalletHistory, fixtures.walletHistory],
      [requestWalletWithdrawal, fixtures.withdrawal],
      [listStaffOrders, fixtures.staffOrders],
      [advanceOrder, fixtures.staffOrder],
      [listStaffWallet, fixtures.staffWallet],
    ] as const;
    for (const [endpoint, fixture] of pairs) {
      expect(() => endpoint.response.parse(fixture), endpoint.id).not.toThrow();
    }
  });

  it('keep the bag arithmetic and discount badges consistent, in integer halalas', () => {
    for (const line of fixtures.bag.lines) expect(line.lineTotal).toBe(line.unitPrice * line.quantity);
    expect(fixtures.bag.subTotal).toBe(fixtures.bag.lines.reduce((sum, line) => sum + line.lineTotal, 0));
    for (const variant of fixtures.products.orangeJuice.variants) {
      expect(Number.isInteger(variant.price)).toBe(true);
      if (variant.oldPrice !== null) {
        expect(variant.discountPercent).toBe(Math.round(((variant.oldPrice - variant.price) / variant.oldPrice) * 100));
      }
    }
  });

  it('answer typed client requests through the handlers, including an error group', async () => {
    const respond = async (list: typeof defaultHandlers, url: string, method = 'GET') => {
      for (const handler of list) {
        const result = await handler.run({ request: new Request(url, { method }), requestId: 'test' });
        if (result?.response) return result.response;
      }
      return new Response(null, { status: 599 });
    };
    const client = (list: typeof defaultHandlers) =>
      createClient({
        baseUrl: 'http://shop.test',
        fetch: (input, init) =>
          respond(list, input instanceof Request ? input.url : input.toString(), init?.method ?? 'GET'),
      });
    const products = await client(defaultHandlers).request(listProducts);
    expect(products.items.map((item) => item.slug)).toContain('fresh-orange-juice');
    const product = await client(defaultHandlers).request(getProduct, { params: { slug: 'mango-smoothie' } });
    expect(product.variants.length).toBeGreaterThan(0);
    const error = await client(handlers.account.signedOut)
      .request(getMe)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('unauthenticated');
  });
});
