import type { OrderStatus } from './status.ts';

/** The statuses an order waits in for staff: the ones that can be late. */
export type OpenOrderStatus = Extract<OrderStatus, 'placed' | 'processing' | 'shipping'>;

/** Minutes after placing past which an order still in each open status is late (a store setting). */
export type LateAfterMinutes = Readonly<Record<OpenOrderStatus, number>>;

const MINUTE_MS = 60_000;

/** Whether a status is open (the order still waits for staff): placed, processing or shipping. */
export function isOpenStatus(status: OrderStatus): status is OpenOrderStatus {
  return status === 'placed' || status === 'processing' || status === 'shipping';
}

/**
 * Whole minutes since the order was placed (`placedAt` an ISO time or a Date), never below zero:
 * a clock a little behind the server's shows a fresh order as 0 minutes old.
 */
export function orderAgeMinutes(placedAt: string | Date, now: Date): number {
  const placed = typeof placedAt === 'string' ? Date.parse(placedAt) : placedAt.getTime();
  if (Number.isNaN(placed)) throw new RangeError(`Not a point in time: ${String(placedAt)}`);
  return Math.max(0, Math.floor((now.getTime() - placed) / MINUTE_MS));
}

/**
 * Whether an order is late: it is still open (placed, processing or shipping) and more minutes
 * have passed since it was placed than its status allows. Delivered and cancelled orders are
 * never late.
 */
export function isOrderLate(
  order: { readonly status: OrderStatus; readonly placedAt: string | Date },
  now: Date,
  lateAfterMinutes: LateAfterMinutes,
): boolean {
  if (!isOpenStatus(order.status)) return false;
  return orderAgeMinutes(order.placedAt, now) > lateAfterMinutes[order.status];
}
