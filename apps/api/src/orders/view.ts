import type { OrderDetail, OrderSummary, Tracking } from '@juicyin/contract';
import { canCancel, formatInvoiceNumber, orderTracker } from '@juicyin/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import type { Row } from '../db/rows.ts';
import type { orders, payments, shipmentEvents } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import { type LineRow, linesOf, linesView } from './lines.ts';
import { query } from './sql.ts';

/** The columns of an order that its views read; `address` is the JSON snapshot taken at placement. */
export type OrderRow = Pick<
  Row<typeof orders>,
  | 'id'
  | 'number'
  | 'shopper_id'
  | 'status'
  | 'language'
  | 'payment_method'
  | 'coupon_code'
  | 'sub_total'
  | 'coupon_discount'
  | 'points_redeemed'
  | 'point_discount'
  | 'cod_fee'
  | 'shipping'
  | 'wallet_applied'
  | 'grand_total'
  | 'vat'
  | 'points_earned'
  | 'placed_at'
  | 'cancelled_at'
  | 'cancelled_by'
> & { address: OrderDetail['address'] | string };

type EventRow = Pick<Row<typeof shipmentEvents>, 'status' | 'location' | 'text_en' | 'text_ar' | 'at'>;
/** A shipment event read back (`at` as text) or just written (`at` a Date). */
type TrackedEvent = Pick<EventRow, 'status'> & { at: EventRow['at'] | Date };

/** A timestamp as the API answers it. */
export const iso = (value: Date | string) => new Date(value).toISOString();

/** The signed-in shopper's order by its number (any case), or 404 — also for another shopper's order. */
export async function findShopperOrder(db: Database, shopperId: string, number: string): Promise<OrderRow> {
  const [row] = await query<OrderRow>(
    db,
    sql`select * from orders where number = ${number.trim().toUpperCase()} and shopper_id = ${shopperId}`,
  );
  if (!row) throw notFound('You have no order with this number');
  return row;
}

export function totalsView(order: OrderRow): OrderDetail['totals'] {
  return {
    subTotal: order.sub_total,
    couponDiscount: order.coupon_discount,
    pointsRedeemed: order.points_redeemed,
    pointDiscount: order.point_discount,
    codFee: order.cod_fee,
    shipping: order.shipping,
    walletApplied: order.wallet_applied,
    vat: order.vat,
    grandTotal: order.grand_total,
    pointsEarned: order.points_earned,
  };
}

async function eventsOf(db: Database, orderId: string): Promise<EventRow[]> {
  return query<EventRow>(
    db,
    sql`select status, location, text_en, text_ar, at from shipment_events where order_id = ${orderId}
        order by at, id`,
  );
}

function trackerView(events: readonly TrackedEvent[]): OrderDetail['tracker'] {
  const tracker = orderTracker(events.map((event) => ({ status: event.status, at: new Date(event.at) })));
  return {
    steps: tracker.steps.map((step) => ({ step: step.step, state: step.state, at: step.at ? iso(step.at) : null })),
    cancelledAt: tracker.cancelledAt ? iso(tracker.cancelledAt) : null,
  };
}

type AddressSnapshot = Partial<OrderDetail['address']> & { location?: { lat: number; lng: number } | null };

const snapshotOf = (order: Pick<OrderRow, 'address'>): AddressSnapshot =>
  typeof order.address === 'string' ? (JSON.parse(order.address) as AddressSnapshot) : order.address;

/** The order's address snapshot; one taken before the national address's numbers existed has them null. */
export function addressOf(order: Pick<OrderRow, 'address'>): OrderDetail['address'] {
  const snapshot = { ...snapshotOf(order) };
  delete snapshot.location;
  return { buildingNumber: null, additionalNumber: null, shortAddress: null, ...snapshot } as OrderDetail['address'];
}

/** The pin the shopper confirmed for the order's address (kept in the snapshot since issue #17), or null. */
export function pinOf(order: Pick<OrderRow, 'address'>): { lat: number; lng: number } | null {
  const pin = snapshotOf(order).location;
  return pin && typeof pin.lat === 'number' && typeof pin.lng === 'number' ? { lat: pin.lat, lng: pin.lng } : null;
}

export type PaymentRow = Pick<Row<typeof payments>, 'brand' | 'last4' | 'holder_name' | 'expiry_month' | 'expiry_year'>;

/** The order as the shopper sees it, from what is already loaded (placing builds it without reading back). */
function paymentView(order: OrderRow, payment: PaymentRow | undefined): OrderDetail['payment'] {
  return {
    method: order.payment_method,
    card: payment
      ? {
          brand: payment.brand,
          last4: payment.last4,
          holderName: payment.holder_name,
          expiryMonth: payment.expiry_month,
          expiryYear: payment.expiry_year,
        }
      : null,
  };
}

export function orderDetailFrom(
  order: OrderRow,
  parts: {
    lines: readonly LineRow[];
    payment: PaymentRow | undefined;
    invoiceNumber: number;
    events: readonly TrackedEvent[];
  },
): OrderDetail {
  const { payment } = parts;
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    placedAt: iso(order.placed_at),
    language: order.language,
    address: addressOf(order),
    payment: paymentView(order, payment),
    coupon: order.coupon_code === null ? null : { code: order.coupon_code },
    lines: linesView(order.points_earned, parts.lines),
    totals: totalsView(order),
    invoiceNumber: formatInvoiceNumber(parts.invoiceNumber),
    canCancel: canCancel(order.status, 'shopper'),
    cancelledAt: order.cancelled_at === null ? null : iso(order.cancelled_at),
    cancelledBy: order.cancelled_by,
    tracker: trackerView(parts.events),
  };
}

async function capturedPayment(db: Database, orderId: string): Promise<PaymentRow | undefined> {
  const [payment] = await query<PaymentRow>(
    db,
    sql`select brand, last4, holder_name, expiry_month, expiry_year from payments
        where order_id = ${orderId} and status = 'captured' order by created_at limit 1`,
  );
  return payment;
}

/** What an order holds, as staff and the shopper see it: lines at the prices paid, payment, totals. */
export async function orderContents(
  db: Database,
  order: OrderRow,
): Promise<Pick<OrderDetail, 'lines' | 'payment' | 'totals'>> {
  const lines = (await linesOf(db, [order.id])).get(order.id) ?? [];
  return {
    lines: linesView(order.points_earned, lines),
    payment: paymentView(order, await capturedPayment(db, order.id)),
    totals: totalsView(order),
  };
}

/** The order as the shopper sees it: lines at the prices paid, totals, payment (brand and last four), tracker. */
export async function orderDetail(db: Database, order: OrderRow): Promise<OrderDetail> {
  const lines = (await linesOf(db, [order.id])).get(order.id) ?? [];
  const payment = await capturedPayment(db, order.id);
  const [invoice] = await query<{ number: number }>(
    db,
    sql`select number::int as number from invoices where order_id = ${order.id}`,
  );
  if (!invoice) throw new Error(`Order ${order.number} has no invoice`);
  const events = await eventsOf(db, order.id);
  return orderDetailFrom(order, { lines, payment, invoiceNumber: invoice.number, events });
}

export async function orderSummaries(db: Database, orders: readonly OrderRow[]): Promise<OrderSummary[]> {
  const lines = await linesOf(
    db,
    orders.map((order) => order.id),
  );
  return orders.map((order) => {
    const all = lines.get(order.id) ?? [];
    return {
      number: order.number,
      status: order.status,
      placedAt: iso(order.placed_at),
      itemCount: all.reduce((sum, line) => sum + line.quantity, 0),
      grandTotal: order.grand_total,
      lines: linesView(order.points_earned, all).slice(0, 3),
    };
  });
}

export async function orderTracking(db: Database, order: OrderRow): Promise<Tracking> {
  const events = await eventsOf(db, order.id);
  return {
    number: order.number,
    status: order.status,
    tracker: trackerView(events),
    events: events.map((event) => ({
      status: event.status,
      location: event.location,
      text: { en: event.text_en, ar: event.text_ar },
      at: iso(event.at),
    })),
  };
}
