import { allocate, halalas } from '../money/index.ts';
import { TotalsError } from './lines.ts';

/**
 * An order's points earned (`orderTotals().pointsEarned`) split over its lines, for the shipment
 * block and the invoice. The order's discounts (coupon, points) lower every line in proportion to
 * its total, so each line's net amount is in proportion to its total: the points are shared by
 * line totals with `allocate`'s rule (each share rounded down, the points left over going one
 * each to the largest remainders, the earlier line first on a tie). The shares add up to the
 * order's points exactly. Throws TotalsError for points that are not a whole number of at least
 * 0, and for points to share over lines that total nothing.
 */
export function pointsEarnedPerLine(pointsEarned: number, lineTotals: readonly number[]): number[] {
  if (!Number.isSafeInteger(pointsEarned) || pointsEarned < 0) {
    throw new TotalsError(`Points earned must be a whole number of at least 0, got ${String(pointsEarned)}`);
  }
  if (pointsEarned === 0 || lineTotals.length === 0) {
    if (pointsEarned > 0) throw new TotalsError('Cannot share points earned over an order without lines');
    return lineTotals.map(() => 0);
  }
  if (lineTotals.every((total) => total === 0)) {
    throw new TotalsError('Cannot share points earned over lines that total nothing');
  }
  return allocate(halalas(pointsEarned), lineTotals).map(Number);
}
