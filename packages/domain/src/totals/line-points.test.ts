import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sar } from '../money/index.ts';
import { TotalsError } from './lines.ts';
import { pointsEarnedPerLine } from './line-points.ts';
import { orderTotals } from './totals.ts';

describe('pointsEarnedPerLine', () => {
  it('shares the points by line totals, the leftover to the largest remainders', () => {
    // 67 points over 46.00, 23.00 and 23.00: 33.5, 16.75, 16.75 → 33, 16, 16; the 2 left over go to the .75s.
    expect(pointsEarnedPerLine(67, [4600, 2300, 2300])).toEqual([33, 17, 17]);
    expect(pointsEarnedPerLine(10, [100, 100, 100])).toEqual([4, 3, 3]);
    expect(pointsEarnedPerLine(5, [1000])).toEqual([5]);
  });

  it('gives every line 0 when the order earns nothing', () => {
    expect(pointsEarnedPerLine(0, [4600, 2300])).toEqual([0, 0]);
    expect(pointsEarnedPerLine(0, [])).toEqual([]);
  });

  it('refuses points that are not whole and non-negative, and points without lines to share them', () => {
    expect(() => pointsEarnedPerLine(-1, [100])).toThrow(TotalsError);
    expect(() => pointsEarnedPerLine(1.5, [100])).toThrow(TotalsError);
    expect(() => pointsEarnedPerLine(3, [])).toThrow(TotalsError);
    expect(() => pointsEarnedPerLine(3, [0, 0])).toThrow(TotalsError);
  });

  it("adds up to the order's points earned, whatever the lines, coupon, points redeemed and tier", () => {
    const line = fc.record({
      unitPrice: fc.integer({ min: 1, max: 50_000 }),
      quantity: fc.integer({ min: 1, max: 99 }),
    });
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 0, max: 50 }),
        fc.integer({ min: 0, max: 40 }),
        fc.constantFrom<'silver' | 'gold' | 'diamond'>('silver', 'gold', 'diamond'),
        fc.constantFrom(1, 2),
        (lines, percent, steps, tier, bonusMultiplier) => {
          const totals = orderTotals({
            lines: lines.map((l) => ({ unitPrice: sar((l.unitPrice / 100).toFixed(2)), quantity: l.quantity })),
            coupon: { kind: 'percent', percent },
            pointsToRedeem: steps * 50,
            paymentMethod: 'card',
            tier,
            bonusMultiplier,
          });
          const shares = pointsEarnedPerLine(
            totals.pointsEarned,
            lines.map((l) => l.unitPrice * l.quantity),
          );
          expect(shares.reduce((sum, share) => sum + share, 0)).toBe(totals.pointsEarned);
          expect(shares.every((share) => Number.isInteger(share) && share >= 0)).toBe(true);
        },
      ),
    );
  });
});
