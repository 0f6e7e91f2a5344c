import { orderTracker, type ShipmentEvent as DomainEvent } from '@juicyin/domain';
import { http, HttpResponse, type HttpHandler } from 'msw';
import * as orders from '../orders/endpoints.ts';
import {
  type OrderDetail,
  orderDetailSchema,
  type OrderList,
  orderListSchema,
  type OrderStatusValue,
  type Tracking,
} from '../orders/schemas.ts';
import type { PointsHistory } from '../points/schemas.ts';
import type { WalletHistory } from '../wallet/schemas.ts';
import { fixtures } from './fixtures.ts';
import { mockEndpoint, mockEndpointError, mockEndpointPending } from './index.ts';

/*
 * Orders after checkout for the shop's stories: an order at each status (with its tracker and
 * events as the API builds them, through the domain's `orderTracker`), lists of one order and of
 * several pages, the invoice, a re-order that could not add everything, and a Placed order that
 * can be cancelled on the story's own server (its refund and returned points follow).
 */

const base = fixtures.order;
const steps: Exclude<OrderStatusValue, 'cancelled'>[] = ['placed', 'processing', 'shipping', 'delivered'];
const stepTimes = [
  '2026-11-22T10:15:00.000Z',
  '2026-11-22T11:00:00.000Z',
  '2026-11-22T13:30:00.000Z',
  '2026-11-22T15:05:00.000Z',
];
const eventText: Record<OrderStatusValue, { en: string; ar: string }> = {
  placed: { en: 'Order placed', ar: 'تم استلام الطلب' },
  processing: { en: 'Ready for handover to logistics partner', ar: 'جاهز للتسليم إلى شريك الشحن' },
  shipping: { en: 'Out for delivery', ar: 'خرج للتوصيل' },
  delivered: { en: 'Delivered', ar: 'تم التوصيل' },
  cancelled: { en: 'Cancelled at your request', ar: 'أُلغي بناءً على طلبك' },
};
const cancelledAt = '2026-11-22T10:40:00.000Z';

/** The shipment events of an order that reached `status` (a cancelled one was cancelled while Placed). */
function eventsUpTo(status: OrderStatusValue): { status: OrderStatusValue; at: string; location: string }[] {
  const reached = status === 'cancelled' ? ['placed' as const] : steps.slice(0, steps.indexOf(status) + 1);
  const events = reached.map((step) => ({
    status: step,
    at: stepTimes[steps.indexOf(step)] ?? stepTimes[0] ?? '',
    location: step === 'processing' ? 'Riyadh kitchen' : 'Riyadh',
  }));
  return status === 'cancelled' ? [...events, { status: 'cancelled', at: cancelledAt, location: 'Riyadh' }] : events;
}

function trackerOf(status: OrderStatusValue): OrderDetail['tracker'] {
  const tracker = orderTracker(
    eventsUpTo(status).map((event): DomainEvent => ({ status: event.status, at: new Date(event.at) })),
  );
  return {
    steps: tracker.steps.map((step) => ({ step: step.step, state: step.state, at: step.at?.toISOString() ?? null })),
    cancelledAt: tracker.cancelledAt?.toISOString() ?? null,
  };
}

/** The fixture order at a status, numbered `number`. */
function orderAt(status: OrderStatusValue, number = base.number): OrderDetail {
  return orderDetailSchema.parse({
    ...base,
    number,
    status,
    canCancel: status === 'placed',
    cancelledAt: status === 'cancelled' ? cancelledAt : null,
    cancelledBy: status === 'cancelled' ? 'shopper' : null,
    tracker: trackerOf(status),
  });
}

function trackingOf(order: OrderDetail): Tracking {
  return {
    number: order.number,
    status: order.status,
    tracker: order.tracker,
    events: eventsUpTo(order.status).map((event) => ({ ...event, text: eventText[event.status] })),
  };
}

const summaryOf = (order: OrderDetail): OrderList['items'][number] => ({
  number: order.number,
  status: order.status,
  placedAt: order.placedAt,
  itemCount: order.lines.reduce((sum, line) => sum + line.quantity, 0),
  grandTotal: order.totals.grandTotal,
  lines: order.lines.slice(0, 3),
});

const alphabet = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
/** Twelve orders, newest first, for two pages of ten. */
const manyOrders = Array.from({ length: 12 }, (_, index) => {
  const day = String(22 - index).padStart(2, '0');
  const code = `${alphabet[index] ?? 'A'}K${alphabet[index + 3] ?? 'B'}4M`;
  const order = orderAt(index === 0 ? 'placed' : index % 3 === 0 ? 'cancelled' : 'delivered', `JY-2611${day}-${code}`);
  return { ...order, placedAt: `2026-11-${day}T10:15:00.000Z` };
});

function listPage(items: OrderDetail[], page: number, pageSize: number): OrderList {
  return orderListSchema.parse({
    items: items.slice((page - 1) * pageSize, page * pageSize).map(summaryOf),
    page,
    pageSize,
    total: items.length,
  });
}

/** The list endpoint answering the page asked for, from `items`. */
function listing(items: OrderDetail[]): HttpHandler {
  return http.get('*/api/me/orders', ({ request }) => {
    const query = new URL(request.url).searchParams;
    const page = Number(query.get('page') ?? '1');
    const pageSize = Number(query.get('pageSize') ?? '10');
    return HttpResponse.json(listPage(items, page, pageSize));
  });
}

const placed = orderAt('placed');
const delivered = orderAt('delivered');
const cod: OrderDetail = {
  ...delivered,
  payment: { method: 'cod', card: null },
  totals: { ...delivered.totals, codFee: fixtures.store.cashOnDelivery.fee },
};

export const orderFixtures = {
  placed,
  processing: orderAt('processing'),
  shipping: orderAt('shipping'),
  delivered,
  cancelled: orderAt('cancelled'),
  cod,
  many: manyOrders,
  tracking: (status: OrderStatusValue) => trackingOf(orderAt(status)),
  invoice: fixtures.invoice,
  reorderPartly: {
    added: [{ sku: base.lines[0]?.sku ?? '', quantity: base.lines[0]?.quantity ?? 1 }],
    unavailable: [
      ...base.lines.slice(1).map((line) => ({ sku: line.sku, name: line.name, reason: 'out_of_stock' as const })),
      // A line whose variant has since left the catalogue: the API knows its name, not its SKU.
      { sku: null, name: { en: 'Green Detox', ar: 'ديتوكس أخضر' }, reason: 'no_longer_sold' as const },
    ],
    bagItemCount: 3,
  },
};

/** One order's detail, tracking and invoice answering for any number. */
function oneOrder(order: OrderDetail): HttpHandler[] {
  return [
    mockEndpoint(orders.getOrder, order),
    mockEndpoint(orders.trackOrder, trackingOf(order)),
    mockEndpoint(orders.getInvoice, { ...fixtures.invoice, orderNumber: order.number }),
    mockEndpoint(orders.reorder, fixtures.reorderResult),
  ];
}

const unknown = { code: 'not_found', message: 'You have no order with this number' };
const serverDown = { code: 'internal', message: 'Something went wrong on our side' };

/**
 * A Placed order that this story's server cancels: the detail turns Cancelled, the card part
 * appears as a pending refund in the wallet and the redeemed points come back in the history.
 */
function cancellable(): HttpHandler[] {
  let current = placed;
  const cancelled = () => current.status === 'cancelled';
  return [
    http.get('*/api/me/orders/:number', () => HttpResponse.json(current)),
    http.post('*/api/me/orders/:number/cancel', () => {
      current = orderAt('cancelled');
      return HttpResponse.json(current);
    }),
    ...histories(cancelled),
  ];
}

/** The wallet's and points' histories; once `cancelled()`, with the order's pending refund and returned points first. */
function histories(cancelled: () => boolean): HttpHandler[] {
  const refund = {
    id: '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a81',
    at: cancelledAt,
    type: 'refund' as const,
    orderNumber: placed.number,
    description: `Refund of the card payment for order ${placed.number}`,
    amount: placed.totals.grandTotal,
    status: 'pending' as const,
  };
  const returned = {
    id: '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a82',
    at: cancelledAt,
    type: 'returned' as const,
    amount: placed.totals.pointsRedeemed,
    expiresAt: '2027-05-20T10:40:00.000Z',
    orderNumber: placed.number,
  };
  return [
    http.get('*/api/me/wallet/history', () =>
      HttpResponse.json({
        ...fixtures.walletHistory,
        items: cancelled() ? [refund, ...fixtures.walletHistory.items] : fixtures.walletHistory.items,
      } satisfies WalletHistory),
    ),
    http.get('*/api/me/points/history', () =>
      HttpResponse.json({
        ...fixtures.pointsHistory,
        items: cancelled() ? [returned, ...fixtures.pointsHistory.items] : fixtures.pointsHistory.items,
      } satisfies PointsHistory),
    ),
  ];
}

/** Named handler groups for the orders screens' stories (`msw.use(...orderHandlers.one)`). */
export const orderHandlers = {
  empty: [mockEndpoint(orders.listOrders, fixtures.emptyOrderList)],
  one: [listing([placed]), ...oneOrder(placed)],
  manyPages: [listing(manyOrders), ...oneOrder(placed)],
  loading: [
    mockEndpointPending(orders.listOrders),
    mockEndpointPending(orders.getOrder),
    mockEndpointPending(orders.getInvoice),
    mockEndpointPending(orders.trackOrder),
  ],
  error: [
    mockEndpointError(orders.listOrders, 500, serverDown),
    mockEndpointError(orders.getOrder, 500, serverDown),
    mockEndpointError(orders.getInvoice, 500, serverDown),
    mockEndpointError(orders.trackOrder, 500, serverDown),
  ],
  /** Another shopper's number (or none): the API's 404. */
  notFound: [
    mockEndpointError(orders.getOrder, 404, unknown),
    mockEndpointError(orders.getInvoice, 404, unknown),
    mockEndpointError(orders.trackOrder, 404, unknown),
  ],
  at: (status: OrderStatusValue | 'cod') => [
    listing([orderFixtures[status === 'cod' ? 'cod' : status]]),
    ...oneOrder(status === 'cod' ? cod : orderAt(status)),
  ],
  cancellable,
  cancelRefused: [
    mockEndpoint(orders.getOrder, placed),
    mockEndpointError(orders.cancelOrder, 409, {
      code: 'not_cancellable',
      message: 'An order can be cancelled only while it is Placed; contact us to stop it',
    }),
  ],
  reorderPartly: [mockEndpoint(orders.reorder, orderFixtures.reorderPartly)],
};
