import { describe, expect, it } from 'vitest';
import { addDays } from '../time/index.ts';
import { earnEntry, type NewPointsEntry } from './ledger.ts';
import { nextTier, pointsEarnedInWindow, TIER_MULTIPLIERS, tierAt, tierForPoints, tierWindowStart } from './tiers.ts';

const now = new Date('2026-11-22T12:00:00Z');
const store = (entries: readonly NewPointsEntry[]) => entries.map((entry, index) => ({ ...entry, id: String(index) }));

describe('tiers', () => {
  it('are Silver below 1,000, Gold 1,000 to 4,999, Diamond from 5,000', () => {
    expect(tierForPoints(0)).toBe('silver');
    expect(tierForPoints(999)).toBe('silver');
    expect(tierForPoints(1000)).toBe('gold');
    expect(tierForPoints(4999)).toBe('gold');
    expect(tierForPoints(5000)).toBe('diamond');
  });

  it('multiply order points by 1, 2 and 3', () => {
    expect(TIER_MULTIPLIERS).toEqual({ silver: 1, gold: 2, diamond: 3 });
  });

  it('say what the next tier needs', () => {
    expect(nextTier(250)).toEqual({ tier: 'gold', pointsNeeded: 750 });
    expect(nextTier(1200)).toEqual({ tier: 'diamond', pointsNeeded: 3800 });
    expect(nextTier(5000)).toBeUndefined();
  });

  it('count only points earned in the last 365 days, not returned or spent ones', () => {
    const ledger = store([
      earnEntry('order', 600, addDays(now, -366)), // too old
      earnEntry('order', 700, addDays(now, -300)),
      earnEntry('referral', 100, addDays(now, -10)),
      { type: 'returned', points: 500, at: addDays(now, -5), expiresAt: addDays(now, 30) },
      { type: 'redeemed', points: -100, at: addDays(now, -4), orderNumber: 'JY', allocations: [] },
      earnEntry('review', 1, addDays(now, 1)), // in the future of `now`
    ]);
    expect(pointsEarnedInWindow(ledger, now)).toBe(800);
    expect(tierAt(ledger, now)).toBe('silver');
    expect(tierAt(ledger, addDays(now, -200))).toBe('gold'); // 600 + 700 then
  });

  it('start their window 365 days before now: points credited exactly then no longer count', () => {
    expect(tierWindowStart(now)).toEqual(new Date('2025-11-22T12:00:00Z'));
    const ledger = store([earnEntry('order', 1000, tierWindowStart(now))]);
    expect(pointsEarnedInWindow(ledger, now)).toBe(0);
    expect(pointsEarnedInWindow(ledger, addDays(now, -1))).toBe(1000);
  });
});
