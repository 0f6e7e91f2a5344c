/** An order's life (PRODUCT.md §8): Placed → Processing → Shipping → Delivered, or Cancelled. */
export const ORDER_STATUSES = ['placed', 'processing', 'shipping', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Who moves an order: the shopper, staff on the fulfilment dashboard, or the shop itself (payment). */
export const ORDER_ACTORS = ['shopper', 'staff', 'system'] as const;
export type OrderActor = (typeof ORDER_ACTORS)[number];

/**
 * Who may move an order from which status to which. A shopper may cancel while Placed. Staff
 * move it forward one step at a time and may cancel until it ships (Placed or Processing). The
 * system starts processing a placed order once paid, and cancels a placed order whose payment failed.
 */
const ALLOWED: Readonly<Record<OrderActor, Readonly<Partial<Record<OrderStatus, readonly OrderStatus[]>>>>> = {
  shopper: { placed: ['cancelled'] },
  staff: {
    placed: ['processing', 'cancelled'],
    processing: ['shipping', 'cancelled'],
    shipping: ['delivered'],
  },
  system: { placed: ['processing', 'cancelled'] },
};

/** The statuses the actor may move an order to from `from` (none from Delivered or Cancelled). */
export function nextStatuses(from: OrderStatus, actor: OrderActor): readonly OrderStatus[] {
  return ALLOWED[actor][from] ?? [];
}

export function canTransition(from: OrderStatus, to: OrderStatus, actor: OrderActor): boolean {
  return nextStatuses(from, actor).includes(to);
}

/** Whether the actor may cancel an order in this status (the "Cancel order" button). */
export function canCancel(status: OrderStatus, actor: OrderActor): boolean {
  return canTransition(status, 'cancelled', actor);
}

export class OrderTransitionError extends Error {
  override readonly name = 'OrderTransitionError';
  constructor(
    readonly from: OrderStatus,
    readonly to: OrderStatus,
    readonly actor: OrderActor,
  ) {
    super(`A ${actor} cannot move an order from ${from} to ${to}`);
  }
}

/** The new status, or OrderTransitionError when the actor may not make that move. */
export function transitionOrder(from: OrderStatus, to: OrderStatus, actor: OrderActor): OrderStatus {
  if (!canTransition(from, to, actor)) throw new OrderTransitionError(from, to, actor);
  return to;
}

/** The four steps the order tracker shows. */
export const TRACKER_STEPS = ['ordered', 'processing', 'shipping', 'delivered'] as const;
export type TrackerStep = (typeof TRACKER_STEPS)[number];
export type TrackerState = 'complete' | 'current' | 'upcoming';

/** A shipment event: each status change adds one (timestamp, location, status). */
export interface ShipmentEvent {
  readonly status: OrderStatus;
  readonly at: Date;
  readonly location?: string | undefined;
}

export interface Tracker {
  readonly steps: readonly {
    readonly step: TrackerStep;
    readonly state: TrackerState;
    readonly at?: Date | undefined;
  }[];
  /** When the order was cancelled, if it was. */
  readonly cancelledAt?: Date | undefined;
}

const STEP_OF: Readonly<Record<Exclude<OrderStatus, 'cancelled'>, TrackerStep>> = {
  placed: 'ordered',
  processing: 'processing',
  shipping: 'shipping',
  delivered: 'delivered',
};

/**
 * The tracker from an order's shipment events: steps reached are complete, except the latest,
 * which is current (Delivered is complete); the rest are upcoming. A cancelled order keeps the
 * steps it reached and reports when it was cancelled.
 */
export function orderTracker(events: readonly ShipmentEvent[]): Tracker {
  const reachedAt = new Map<TrackerStep, Date>();
  let cancelledAt: Date | undefined;
  for (const event of events) {
    if (event.status === 'cancelled') cancelledAt = event.at;
    else reachedAt.set(STEP_OF[event.status], event.at);
  }
  const last = TRACKER_STEPS.reduce((latest, step, index) => (reachedAt.has(step) ? index : latest), -1);
  const steps = TRACKER_STEPS.map((step, index) => {
    const at = reachedAt.get(step);
    const state: TrackerState =
      index > last
        ? 'upcoming'
        : index === last && step !== 'delivered' && cancelledAt === undefined
          ? 'current'
          : 'complete';
    return { step, state, at };
  });
  return { steps, cancelledAt };
}
