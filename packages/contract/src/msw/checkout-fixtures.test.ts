import { decodeZatcaQr } from '@juicyin/domain';
import { describe, expect, it } from 'vitest';
import { quoteCheckout } from '../checkout/endpoints.ts';
import { listMyCoupons } from '../coupons/endpoints.ts';
import { getInvoice, getOrder, listOrders, reorder, trackOrder } from '../orders/endpoints.ts';
import { fixtures } from './fixtures.ts';
import { orderFixtures } from './order-handlers.ts';

describe('checkout, order and coupon fixtures', () => {
  it('satisfy the response schema of the endpoint they stand for', () => {
    const pairs = [
      [quoteCheckout, fixtures.quote],
      [quoteCheckout, fixtures.emptyQuote],
      [quoteCheckout, fixtures.rejectedCouponQuote],
      [getOrder, fixtures.order],
      [getOrder, fixtures.shippingOrder],
      [getOrder, fixtures.cancelledOrder],
      [listOrders, fixtures.orderList],
      [listOrders, fixtures.emptyOrderList],
      [getInvoice, fixtures.invoice],
      [trackOrder, fixtures.tracking],
      [reorder, fixtures.reorderResult],
      [reorder, orderFixtures.reorderPartly],
      [listMyCoupons, fixtures.myCoupons],
      [listMyCoupons, fixtures.emptyCoupons],
    ] as const;
    for (const [endpoint, fixture] of pairs) {
      expect(() => endpoint.response.parse(fixture), endpoint.id).not.toThrow();
    }
  });

  it('price the quote from the bag fixture with the domain rules (the breakdown adds up)', () => {
    const { totals } = fixtures.quote;
    expect(totals.subTotal).toBe(fixtures.bag.subTotal);
    expect(totals.grandTotal).toBe(
      totals.subTotal -
        totals.couponDiscount -
        totals.pointDiscount +
        totals.codFee +
        totals.shipping -
        totals.walletApplied,
    );
    expect(totals.pointDiscount).toBe((totals.pointsRedeemed / 50) * 130);
  });

  it("share the order's points earned over its lines, adding up to the order's figure", () => {
    for (const { lines, totals } of [fixtures.order, fixtures.invoice, orderFixtures.delivered]) {
      expect(lines.reduce((sum, line) => sum + line.pointsEarned, 0)).toBe(totals.pointsEarned);
    }
    expect(fixtures.order.totals.pointsEarned).toBeGreaterThan(0);
  });

  it('carry an invoice QR code that decodes to the invoice figures', () => {
    const decoded = decodeZatcaQr(fixtures.invoice.qr);
    expect(decoded.vatNumber).toBe(fixtures.invoice.seller.vatNumber);
    expect(decoded.sellerName).toBe(fixtures.invoice.seller.name);
    expect(decoded.vatTotal).toBe((fixtures.invoice.vatTotal / 100).toFixed(2));
  });
});
