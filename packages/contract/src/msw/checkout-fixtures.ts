import {
  COUPON_REJECTIONS,
  halalas,
  orderTotals,
  orderTracker,
  pointsEarnedPerLine,
  zatcaQrPayload,
} from '@juicyin/domain';
import { type Address, addressFieldsSchema } from '../addresses/schemas.ts';
import type { Bag } from '../bag/schemas.ts';
import type { Quote } from '../checkout/schemas.ts';
import type { MyCoupons } from '../coupons/schemas.ts';
import type { Invoice, OrderDetail, OrderList, ReorderResult, Tracking } from '../orders/schemas.ts';
import type { StoreSettings } from '../store/schemas.ts';

/** Checkout, order and coupon fixtures, priced by the domain's one totals function from the bag fixture. */
export function checkoutFixtures(input: { bag: Bag; address: Address; store: StoreSettings }) {
  const { bag, address, store } = input;
  const lines = bag.lines.map((line) => ({
    sku: line.sku,
    slug: line.slug,
    name: line.name,
    image: line.image,
    material: line.material,
    size: line.size,
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    lineTotal: line.lineTotal,
  }));
  const totalsInput = {
    lines: lines.map((line) => ({ unitPrice: halalas(line.unitPrice), quantity: line.quantity })),
    coupon: { kind: 'percent', percent: 10 } as const,
    pointsToRedeem: 100,
    pointsAvailable: 255,
    walletToApply: halalas(500),
    walletAvailable: halalas(1500),
    paymentMethod: 'card' as const,
    shipping: halalas(0),
    tier: 'silver' as const,
  };
  const computed = orderTotals(totalsInput);
  const totals = {
    subTotal: computed.subTotal,
    couponDiscount: computed.couponDiscount,
    pointsRedeemed: computed.pointsRedeemed,
    pointDiscount: computed.pointDiscount,
    codFee: computed.codFee,
    shipping: computed.shipping,
    walletApplied: computed.walletApplied,
    vat: computed.vat,
    grandTotal: computed.grandTotal,
    pointsEarned: computed.pointsEarned,
  };
  /** The order's lines: as in the bag, each with its share of the points earned. */
  const linePoints = pointsEarnedPerLine(
    computed.pointsEarned,
    lines.map((line) => line.lineTotal),
  );
  const orderLines = lines.map((line, index) => ({ ...line, pointsEarned: linePoints[index] ?? 0 }));
  const cashOnDelivery = {
    available: store.cashOnDelivery.enabled,
    fee: store.cashOnDelivery.fee,
    reason: store.cashOnDelivery.unavailableReason,
  };

  const quote: Quote = {
    lines: lines.map((line) => ({ ...line, priceWhenAdded: null, available: true })),
    totals,
    limits: {
      maxRedeemablePoints: computed.maxRedeemablePoints,
      maxWalletAmount: computed.maxWalletAmount,
      pointsAvailable: 255,
      walletAvailable: 1500,
    },
    coupon: {
      accepted: true,
      code: 'WELCOME10',
      discount: computed.couponDiscount,
      description: { en: '10 % off your first order', ar: 'خصم ١٠٪ على طلبك الأول' },
    },
    delivery: address.delivery,
    cashOnDelivery,
    paymentMethod: 'card',
    tier: 'silver',
    problems: [],
  };
  const emptyQuote: Quote = {
    ...quote,
    lines: [],
    totals: { ...Object.fromEntries(Object.keys(totals).map((key) => [key, 0])) } as Quote['totals'],
    limits: { ...quote.limits, maxRedeemablePoints: 0, maxWalletAmount: 0 },
    coupon: null,
    problems: ['empty_bag'],
  };
  /** Cash on delivery switched on by the store, with its fee (the fee line shows once it is chosen). */
  const codQuote: Quote = {
    ...quote,
    cashOnDelivery: { available: true, fee: 1000, reason: null },
  };
  /** A shopper with no points and no credit: both sliders are off and say why. */
  const noPointsQuote: Quote = {
    ...quote,
    totals: { ...totals, pointsRedeemed: 0, pointDiscount: 0, walletApplied: 0 },
    limits: { ...quote.limits, pointsAvailable: 0, walletAvailable: 0, maxRedeemablePoints: 0, maxWalletAmount: 0 },
  };
  /** A shopper with many points: the slider reaches the order's most. */
  const manyPointsQuote: Quote = {
    ...quote,
    limits: { ...quote.limits, pointsAvailable: 4200, maxRedeemablePoints: computed.maxRedeemablePoints },
  };
  /** No address chosen yet (none saved, or none deliverable). */
  const noAddressQuote: Quote = { ...quote, delivery: null, problems: ['no_address'] };
  /** A line the stock no longer covers: flagged, not dropped. */
  const outOfStockQuote: Quote = {
    ...quote,
    lines: quote.lines.map((line, index) => ({ ...line, available: index !== 0 })),
    problems: ['out_of_stock'],
  };
  /** Staff lowered the first line's price since the shopper put it in the bag: it is charged the new one. */
  const repricedQuote: Quote = {
    ...quote,
    lines: quote.lines.map((line, index) => (index === 0 ? { ...line, priceWhenAdded: line.unitPrice + 150 } : line)),
  };
  const rejectedCouponQuote: Quote = {
    ...quote,
    coupon: {
      accepted: false,
      code: 'SUMMER5',
      reason: 'expired',
      message: 'This coupon expired',
    },
    problems: ['coupon_rejected'],
  };

  const placedAt = '2026-11-22T10:15:00.000Z';
  const orderAddress = addressFieldsSchema.parse(address);
  const placedTracker = orderTracker([{ status: 'placed', at: new Date(placedAt) }]);
  const trackerView = (tracker: ReturnType<typeof orderTracker>) => ({
    steps: tracker.steps.map((step) => ({
      step: step.step,
      state: step.state,
      at: step.at?.toISOString() ?? null,
    })),
    cancelledAt: tracker.cancelledAt?.toISOString() ?? null,
  });
  const order: OrderDetail = {
    id: '0b9f6c1e-5d2a-4e8b-9c3d-7a1f2e4b6c8d',
    number: 'JY-261122-7KQ4M',
    status: 'placed',
    placedAt,
    language: 'en',
    address: orderAddress,
    payment: {
      method: 'card',
      card: { brand: 'visa', last4: '4242', holderName: 'Noura Al-Harbi', expiryMonth: 8, expiryYear: 2029 },
    },
    coupon: { code: 'WELCOME10' },
    lines: orderLines,
    totals,
    invoiceNumber: 'INV-00000042',
    canCancel: true,
    cancelledAt: null,
    cancelledBy: null,
    tracker: trackerView(placedTracker),
  };
  const events = [
    { status: 'placed' as const, at: new Date(placedAt), location: 'Riyadh' },
    { status: 'processing' as const, at: new Date('2026-11-22T11:00:00.000Z'), location: 'Riyadh kitchen' },
    { status: 'shipping' as const, at: new Date('2026-11-22T13:30:00.000Z'), location: 'Riyadh' },
  ];
  const shippingOrder: OrderDetail = {
    ...order,
    number: 'JY-261122-3H8WT',
    status: 'shipping',
    canCancel: false,
    tracker: trackerView(orderTracker(events)),
  };
  const cancelledAt = '2026-11-22T10:40:00.000Z';
  const cancelledOrder: OrderDetail = {
    ...order,
    number: 'JY-261121-9PZ2C',
    status: 'cancelled',
    canCancel: false,
    cancelledAt,
    cancelledBy: 'shopper',
    tracker: trackerView(
      orderTracker([
        { status: 'placed', at: new Date(placedAt) },
        { status: 'cancelled', at: new Date(cancelledAt) },
      ]),
    ),
  };
  const summary = (detail: OrderDetail) => ({
    number: detail.number,
    status: detail.status,
    placedAt: detail.placedAt,
    itemCount: detail.lines.reduce((sum, line) => sum + line.quantity, 0),
    grandTotal: detail.totals.grandTotal,
    lines: detail.lines.slice(0, 3),
  });
  const orderList: OrderList = {
    items: [order, shippingOrder, cancelledOrder].map(summary),
    page: 1,
    pageSize: 10,
    total: 3,
  };
  const tracking: Tracking = {
    number: shippingOrder.number,
    status: 'shipping',
    tracker: shippingOrder.tracker,
    events: [
      { status: 'placed', location: 'Riyadh', text: { en: 'Order placed', ar: 'تم استلام الطلب' }, at: placedAt },
      {
        status: 'processing',
        location: 'Riyadh kitchen',
        text: { en: 'Being prepared', ar: 'قيد التحضير' },
        at: '2026-11-22T11:00:00.000Z',
      },
      {
        status: 'shipping',
        location: 'Riyadh',
        text: { en: 'Out for delivery', ar: 'خرج للتوصيل' },
        at: '2026-11-22T13:30:00.000Z',
      },
    ],
  };
  const { totalWithVat } = computed;
  const invoice: Invoice = {
    number: order.invoiceNumber,
    orderNumber: order.number,
    issuedAt: placedAt,
    seller: { name: store.seller.name.ar, vatNumber: store.seller.vatNumber },
    buyer: { name: `${address.firstName} ${address.lastName}`, address: orderAddress },
    lines: orderLines,
    totals,
    vatRatePercent: 15,
    totalWithVat,
    vatTotal: totals.vat,
    qr: zatcaQrPayload({
      sellerName: store.seller.name.ar,
      vatNumber: store.seller.vatNumber,
      issuedAt: new Date(placedAt),
      totalWithVat: halalas(totalWithVat),
      vatTotal: halalas(totals.vat),
    }),
  };
  const reorderResult: ReorderResult = {
    added: orderLines.map((line) => ({ sku: line.sku, quantity: line.quantity })),
    unavailable: [],
    bagItemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
  };
  const myCoupons: MyCoupons = {
    items: [
      {
        code: 'WELCOME10',
        kind: 'percent',
        value: 10,
        minSubTotal: 0,
        validFrom: null,
        validUntil: null,
        tier: null,
        description: { en: '10 % off your first order', ar: 'خصم ١٠٪ على طلبك الأول' },
        grantedAt: '2026-11-20T09:10:00.000Z',
        usesLeft: 1,
        usable: true,
      },
      {
        code: 'GOLD15',
        kind: 'percent',
        value: 15,
        minSubTotal: 5000,
        validFrom: null,
        validUntil: null,
        tier: 'gold',
        description: { en: '15 % off for Gold members', ar: 'خصم ١٥٪ لأعضاء الذهبي' },
        grantedAt: '2026-11-20T09:10:00.000Z',
        usesLeft: 3,
        usable: false,
      },
    ],
  };
  /** The quote with the coupon refused for `reason`, with the server's words. */
  const couponRefusedQuote = (reason: (typeof COUPON_REJECTIONS)[number]): Quote => ({
    ...quote,
    totals: { ...totals, couponDiscount: 0 },
    coupon: { accepted: false, code: 'WELCOME10', reason, message: `The coupon cannot be used (${reason})` },
    problems: ['coupon_rejected'],
  });
  return {
    quote,
    emptyQuote,
    codQuote,
    noPointsQuote,
    manyPointsQuote,
    noAddressQuote,
    outOfStockQuote,
    repricedQuote,
    couponRefusedQuote,
    rejectedCouponQuote,
    order,
    shippingOrder,
    cancelledOrder,
    orderList,
    emptyOrderList: { items: [], page: 1, pageSize: 10, total: 0 } satisfies OrderList,
    tracking,
    invoice,
    reorderResult,
    myCoupons,
    emptyCoupons: { items: [] } satisfies MyCoupons,
  };
}
