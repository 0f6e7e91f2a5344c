import { describe, expect, it } from 'vitest';
import { isOpenStatus, isOrderLate, orderAgeMinutes } from './lateness.ts';

const thresholds = { placed: 15, processing: 45, shipping: 90 } as const;
const now = new Date('2026-11-24T12:00:00.000Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();

describe('orderAgeMinutes', () => {
  it('counts whole minutes since placing, from an ISO time or a Date', () => {
    expect(orderAgeMinutes(minutesAgo(0), now)).toBe(0);
    expect(orderAgeMinutes('2026-11-24T11:59:00.001Z', now)).toBe(0);
    expect(orderAgeMinutes('2026-11-24T11:59:00.000Z', now)).toBe(1);
    expect(orderAgeMinutes(new Date('2026-11-24T09:30:00.000Z'), now)).toBe(150);
  });

  it('shows an order placed "in the future" (a clock behind the server) as 0 minutes old', () => {
    expect(orderAgeMinutes('2026-11-24T12:03:00.000Z', now)).toBe(0);
  });

  it('refuses a time it cannot read', () => {
    expect(() => orderAgeMinutes('yesterday', now)).toThrow(RangeError);
  });
});

describe('isOrderLate', () => {
  it('marks an open order late only past its status threshold', () => {
    expect(isOrderLate({ status: 'placed', placedAt: minutesAgo(15) }, now, thresholds)).toBe(false);
    expect(isOrderLate({ status: 'placed', placedAt: minutesAgo(16) }, now, thresholds)).toBe(true);
    expect(isOrderLate({ status: 'processing', placedAt: minutesAgo(16) }, now, thresholds)).toBe(false);
    expect(isOrderLate({ status: 'processing', placedAt: minutesAgo(46) }, now, thresholds)).toBe(true);
    expect(isOrderLate({ status: 'shipping', placedAt: minutesAgo(90) }, now, thresholds)).toBe(false);
    expect(isOrderLate({ status: 'shipping', placedAt: minutesAgo(91) }, now, thresholds)).toBe(true);
  });

  it('never marks a delivered or cancelled order late, however old', () => {
    expect(isOrderLate({ status: 'delivered', placedAt: minutesAgo(10_000) }, now, thresholds)).toBe(false);
    expect(isOrderLate({ status: 'cancelled', placedAt: minutesAgo(10_000) }, now, thresholds)).toBe(false);
  });

  it('knows which statuses are open', () => {
    expect(['placed', 'processing', 'shipping', 'delivered', 'cancelled'].map((s) => isOpenStatus(s as never))).toEqual(
      [true, true, true, false, false],
    );
  });
});
