import { describe, expect, it } from 'vitest';
import {
  checkEventWindow,
  EVENT_TIERS,
  eventAllowances,
  type EventWindow,
  windowInstants,
  windowTiers,
  windowYear,
} from './event-windows.ts';

let made = 0;
const window = (change: Partial<EventWindow> = {}): EventWindow => {
  made += 1;
  return {
    id: `w${String(made)}`,
    kind: 'bonus-points',
    tier: 'gold',
    startDate: '2026-12-10',
    endDate: '2026-12-11',
    ...change,
  };
};
const TODAY = '2026-11-27';

describe('event windows', () => {
  it('are for Gold and Diamond only; a window for no tier is for both', () => {
    expect(EVENT_TIERS).toEqual(['gold', 'diamond']);
    expect(windowTiers(null)).toEqual(['gold', 'diamond']);
    expect(windowTiers('diamond')).toEqual(['diamond']);
  });

  it('run from the Riyadh midnight of the first day to the one after the last day, counted in the first day’s year', () => {
    const { startsAt, endsAt } = windowInstants({ startDate: '2026-03-01', endDate: '2026-03-02' });
    expect(startsAt.toISOString()).toBe('2026-02-28T21:00:00.000Z');
    expect(endsAt.toISOString()).toBe('2026-03-02T21:00:00.000Z');
    expect(windowYear({ startDate: '2027-01-01' })).toBe(2027);
  });

  it('accepts a window that starts today, is for an eligible tier and meets no other', () => {
    expect(checkEventWindow(window({ startDate: TODAY, endDate: TODAY }), [], TODAY)).toBeUndefined();
    expect(checkEventWindow(window({ tier: null }), [window({ kind: 'super-saver' })], TODAY)).toBeUndefined();
  });

  it('refuses a window that ends before it starts, crosses a year end or starts before today', () => {
    expect(checkEventWindow(window({ startDate: '2026-12-10', endDate: '2026-12-09' }), [], TODAY)).toEqual({
      code: 'ends_before_start',
    });
    expect(checkEventWindow(window({ startDate: '2026-12-31', endDate: '2027-01-01' }), [], TODAY)).toEqual({
      code: 'window_crosses_year',
    });
    expect(checkEventWindow(window({ startDate: '2026-11-26', endDate: '2026-11-28' }), [], TODAY)).toEqual({
      code: 'starts_in_past',
    });
  });

  it('refuses a window for Silver', () => {
    expect(checkEventWindow(window({ tier: 'silver' }), [], TODAY)).toEqual({ code: 'silver_not_eligible' });
  });

  it('allows Gold 2 and Diamond 3 windows of each kind per year, counting windows for every tier against both', () => {
    const gold = [
      window({ startDate: '2026-12-01', endDate: '2026-12-01' }),
      window({ tier: null, startDate: '2026-12-02', endDate: '2026-12-02' }),
    ];
    expect(checkEventWindow(window({ startDate: '2026-12-20', endDate: '2026-12-20' }), gold, TODAY)).toEqual({
      code: 'tier_year_limit',
      tier: 'gold',
      year: 2026,
      limit: 2,
    });
    // Another kind, another year and the window itself (an edit) do not count.
    const elsewhere = [
      window({ kind: 'super-saver' }),
      window({ startDate: '2027-01-05', endDate: '2027-01-05' }),
      window({ id: 'self', startDate: '2026-12-01', endDate: '2026-12-01' }),
    ];
    expect(checkEventWindow(window({ id: 'self' }), [...elsewhere, gold[1] as EventWindow], TODAY)).toBeUndefined();
    const diamond = [
      window({ tier: 'diamond', startDate: '2026-12-01', endDate: '2026-12-01' }),
      window({ tier: 'diamond', startDate: '2026-12-02', endDate: '2026-12-02' }),
      window({ tier: null, startDate: '2026-12-03', endDate: '2026-12-03' }),
    ];
    expect(
      checkEventWindow(window({ tier: 'diamond', startDate: '2026-12-20', endDate: '2026-12-20' }), diamond, TODAY),
    ).toEqual({
      code: 'tier_year_limit',
      tier: 'diamond',
      year: 2026,
      limit: 3,
    });
    // For every tier: refused when either tier has none left.
    expect(
      checkEventWindow(
        window({ tier: null, startDate: '2026-12-20', endDate: '2026-12-20' }),
        diamond.slice(0, 2),
        TODAY,
      ),
    ).toBeUndefined();
    expect(
      checkEventWindow(window({ tier: null, startDate: '2026-12-20', endDate: '2026-12-20' }), diamond, TODAY),
    ).toMatchObject({
      tier: 'diamond',
    });
  });

  it('refuses a window that shares a day with one of the same kind for the same tier', () => {
    const other = window({ id: 'other', startDate: '2026-12-05', endDate: '2026-12-10' });
    expect(checkEventWindow(window({ startDate: '2026-12-10', endDate: '2026-12-12' }), [other], TODAY)).toEqual({
      code: 'windows_overlap',
      otherId: 'other',
    });
    expect(
      checkEventWindow(window({ tier: null, startDate: '2026-12-01', endDate: '2026-12-05' }), [other], TODAY),
    ).toEqual({
      code: 'windows_overlap',
      otherId: 'other',
    });
    // The day after, another tier or another kind is no overlap.
    expect(
      checkEventWindow(window({ startDate: '2026-12-11', endDate: '2026-12-12' }), [other], TODAY),
    ).toBeUndefined();
    expect(checkEventWindow(window({ tier: 'diamond' }), [other], TODAY)).toBeUndefined();
    expect(checkEventWindow(window({ kind: 'super-saver' }), [other], TODAY)).toBeUndefined();
  });

  it('tells each eligible tier’s allowance of each kind for a year', () => {
    const windows = [
      window({ tier: null }),
      window({ tier: 'gold', startDate: '2026-12-20', endDate: '2026-12-20' }),
      window({ tier: 'gold', startDate: '2026-12-24', endDate: '2026-12-24' }),
      window({ tier: 'diamond', kind: 'super-saver' }),
      window({ tier: 'diamond', startDate: '2027-02-01', endDate: '2027-02-01' }),
    ];
    expect(eventAllowances(windows, 2026)).toEqual([
      { kind: 'bonus-points', tier: 'gold', limit: 2, used: 3, left: 0 },
      { kind: 'bonus-points', tier: 'diamond', limit: 3, used: 1, left: 2 },
      { kind: 'super-saver', tier: 'gold', limit: 2, used: 0, left: 2 },
      { kind: 'super-saver', tier: 'diamond', limit: 3, used: 1, left: 2 },
    ]);
  });
});
