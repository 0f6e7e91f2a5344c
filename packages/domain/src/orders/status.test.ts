import { describe, expect, it } from 'vitest';
import {
  canCancel,
  canTransition,
  nextStatuses,
  ORDER_ACTORS,
  ORDER_STATUSES,
  orderTracker,
  OrderTransitionError,
  transitionOrder,
} from './status.ts';

const at = (hour: number) => new Date(Date.UTC(2026, 10, 22, hour));

describe('the order status machine', () => {
  it('lets staff move an order forward one step at a time', () => {
    expect(transitionOrder('placed', 'processing', 'staff')).toBe('processing');
    expect(transitionOrder('processing', 'shipping', 'staff')).toBe('shipping');
    expect(transitionOrder('shipping', 'delivered', 'staff')).toBe('delivered');
    expect(canTransition('placed', 'shipping', 'staff')).toBe(false);
    expect(canTransition('shipping', 'processing', 'staff')).toBe(false);
  });

  it('lets a shopper cancel only while Placed, and staff until it ships', () => {
    expect(ORDER_STATUSES.filter((status) => canCancel(status, 'shopper'))).toEqual(['placed']);
    expect(ORDER_STATUSES.filter((status) => canCancel(status, 'staff'))).toEqual(['placed', 'processing']);
    expect(nextStatuses('placed', 'shopper')).toEqual(['cancelled']);
  });

  it('lets the system start processing a paid order or cancel an unpaid one, nothing else', () => {
    expect(nextStatuses('placed', 'system')).toEqual(['processing', 'cancelled']);
    expect(nextStatuses('processing', 'system')).toEqual([]);
  });

  it('ends at Delivered and Cancelled for everyone', () => {
    for (const actor of ORDER_ACTORS) {
      expect(nextStatuses('delivered', actor)).toEqual([]);
      expect(nextStatuses('cancelled', actor)).toEqual([]);
    }
  });

  it('throws a typed error naming the refused move', () => {
    expect(() => transitionOrder('processing', 'cancelled', 'shopper')).toThrow(
      'A shopper cannot move an order from processing to cancelled',
    );
    try {
      transitionOrder('delivered', 'placed', 'staff');
    } catch (error) {
      expect(error).toBeInstanceOf(OrderTransitionError);
      expect(error).toMatchObject({ from: 'delivered', to: 'placed', actor: 'staff' });
    }
  });
});

describe('orderTracker', () => {
  it('shows Ordered as current for a new order', () => {
    expect(orderTracker([{ status: 'placed', at: at(9) }])).toEqual({
      steps: [
        { step: 'ordered', state: 'current', at: at(9) },
        { step: 'processing', state: 'upcoming', at: undefined },
        { step: 'shipping', state: 'upcoming', at: undefined },
        { step: 'delivered', state: 'upcoming', at: undefined },
      ],
      cancelledAt: undefined,
    });
  });

  it('completes the steps reached and marks the latest current', () => {
    const tracker = orderTracker([
      { status: 'placed', at: at(9) },
      { status: 'processing', at: at(10) },
      { status: 'shipping', at: at(12), location: 'Riyadh hub' },
    ]);
    expect(tracker.steps.map((step) => step.state)).toEqual(['complete', 'complete', 'current', 'upcoming']);
    expect(tracker.steps[2]?.at).toEqual(at(12));
  });

  it('completes every step once delivered', () => {
    const tracker = orderTracker(
      (['placed', 'processing', 'shipping', 'delivered'] as const).map((status, index) => ({
        status,
        at: at(9 + index),
      })),
    );
    expect(tracker.steps.every((step) => step.state === 'complete')).toBe(true);
  });

  it('keeps the reached steps of a cancelled order and says when it was cancelled', () => {
    const tracker = orderTracker([
      { status: 'placed', at: at(9) },
      { status: 'processing', at: at(10) },
      { status: 'cancelled', at: at(11) },
    ]);
    expect(tracker.steps.map((step) => step.state)).toEqual(['complete', 'complete', 'upcoming', 'upcoming']);
    expect(tracker.cancelledAt).toEqual(at(11));
  });

  it('shows every step upcoming without events', () => {
    expect(orderTracker([]).steps.every((step) => step.state === 'upcoming')).toBe(true);
  });
});
