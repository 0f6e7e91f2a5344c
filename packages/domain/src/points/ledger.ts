import {
  HALALAS_PER_REDEMPTION_STEP,
  POINTS_EXPIRING_SOON_DAYS,
  POINTS_EXPIRY_DAYS,
  POINTS_PER_REDEMPTION_STEP,
} from './constants.ts';
import { addDays, later } from '../time/index.ts';

/** How points are earned (PRODUCT.md §5). */
export const EARN_TYPES = ['registration', 'email_verified', 'order', 'review', 'referral', 'tell_us'] as const;
export type EarnType = (typeof EARN_TYPES)[number];

/** Every row type of the transaction history. */
export const POINT_TYPES = [...EARN_TYPES, 'redeemed', 'returned', 'expired'] as const;
export type PointType = (typeof POINT_TYPES)[number];

/** Points credited: a lot that expires and that spending draws from. */
export interface EarnEntry {
  readonly id: string;
  readonly type: EarnType | 'returned';
  /** Positive. */
  readonly points: number;
  readonly at: Date;
  readonly expiresAt: Date;
  readonly orderNumber?: string | undefined;
}

/** How much of which lot a redemption took, with that lot's expiry (to return it on cancellation). */
export interface LotAllocation {
  readonly lotId: string;
  readonly points: number;
  readonly expiresAt: Date;
}

export interface RedeemedEntry {
  readonly id: string;
  readonly type: 'redeemed';
  /** Negative. */
  readonly points: number;
  readonly at: Date;
  readonly orderNumber: string;
  readonly allocations: readonly LotAllocation[];
}

/** The unspent remainder of one lot leaving the balance at its expiry. */
export interface ExpiredEntry {
  readonly id: string;
  readonly type: 'expired';
  /** Negative. */
  readonly points: number;
  readonly at: Date;
  readonly lotId: string;
}

export type PointsEntry = EarnEntry | RedeemedEntry | ExpiredEntry;

/** An entry as the domain produces it; whoever stores it gives it its id. */
export type NewPointsEntry<T extends PointsEntry = PointsEntry> = T extends PointsEntry ? Omit<T, 'id'> : never;

export type PointsErrorReason = 'not_positive' | 'not_a_multiple' | 'insufficient' | 'not_redeemed';

export class PointsError extends RangeError {
  override readonly name = 'PointsError';
  constructor(
    readonly reason: PointsErrorReason,
    message: string,
  ) {
    super(message);
  }
}

/** A credited lot with what is left of it. */
export interface PointsLot {
  readonly id: string;
  readonly type: EarnType | 'returned';
  readonly points: number;
  readonly remaining: number;
  readonly at: Date;
  readonly expiresAt: Date;
}

function isLot(entry: PointsEntry): entry is EarnEntry {
  return entry.type !== 'redeemed' && entry.type !== 'expired';
}

/** When a lot credited at `at` expires: 180 days later. */
export function lotExpiry(at: Date): Date {
  return addDays(at, POINTS_EXPIRY_DAYS);
}

/** A new earn record: the points expire 180 days after they are credited. */
export function earnEntry(type: EarnType, points: number, at: Date, orderNumber?: string): NewPointsEntry<EarnEntry> {
  if (!Number.isSafeInteger(points) || points <= 0) {
    throw new PointsError('not_positive', `Earned points must be a positive whole number, got ${String(points)}`);
  }
  return {
    type,
    points,
    at,
    expiresAt: lotExpiry(at),
    ...(orderNumber === undefined ? {} : { orderNumber }),
  };
}

/** The balance: the sum of the ledger. */
export function pointsBalance(ledger: readonly PointsEntry[]): number {
  return ledger.reduce((sum, entry) => sum + entry.points, 0);
}

/**
 * Every lot with what remains of it after the redemptions and expiries recorded in the ledger,
 * in ledger order.
 */
export function pointsLots(ledger: readonly PointsEntry[]): PointsLot[] {
  const lots = new Map<string, { -readonly [K in keyof PointsLot]: PointsLot[K] }>();
  for (const entry of ledger) {
    if (isLot(entry)) {
      const { id, type, points, at, expiresAt } = entry;
      lots.set(id, { id, type, points, remaining: points, at, expiresAt });
    } else if (entry.type === 'expired') {
      const lot = lots.get(entry.lotId); // a lot outside the given ledger is not this function's to track
      if (lot) lot.remaining += entry.points;
    } else {
      for (const { lotId, points } of entry.allocations) {
        const lot = lots.get(lotId);
        if (lot) lot.remaining -= points;
      }
    }
  }
  return [...lots.values()];
}

/**
 * Of the given lots (with what remains of them, as `pointsLots` gives or as a store keeps them),
 * those that can still be spent at `now` (unexpired, something left), earliest-expiring first.
 */
export function spendableLots(lots: readonly PointsLot[], now: Date): PointsLot[] {
  return lots
    .filter((lot) => lot.remaining > 0 && lot.expiresAt.getTime() > now.getTime())
    .sort((a, b) => a.expiresAt.getTime() - b.expiresAt.getTime() || a.at.getTime() - b.at.getTime());
}

/** Points the shopper may spend at `now`: the balance without lots past their expiry date. */
export function availablePoints(ledger: readonly PointsEntry[], now: Date): number {
  return spendableLots(pointsLots(ledger), now).reduce((sum, lot) => sum + lot.remaining, 0);
}

/**
 * "Points Expired" entries for every lot whose expiry has passed at `now` with points left
 * (at its expiry instant). Append them to the ledger; running it again then adds nothing.
 */
export function expirePoints(ledger: readonly PointsEntry[], now: Date): NewPointsEntry<ExpiredEntry>[] {
  return pointsLots(ledger)
    .filter((lot) => lot.remaining > 0 && lot.expiresAt.getTime() <= now.getTime())
    .map((lot) => ({ type: 'expired', points: -lot.remaining, at: lot.expiresAt, lotId: lot.id }));
}

/** "Points expiring soon": what is left in lots expiring within the next 30 days. */
export function pointsExpiringSoon(ledger: readonly PointsEntry[], now: Date): number {
  const horizon = addDays(now, POINTS_EXPIRING_SOON_DAYS).getTime();
  return spendableLots(pointsLots(ledger), now)
    .filter((lot) => lot.expiresAt.getTime() <= horizon)
    .reduce((sum, lot) => sum + lot.remaining, 0);
}

/** The next date on which points expire, and how many; undefined when nothing is left to expire. */
export function nextExpiry(
  ledger: readonly PointsEntry[],
  now: Date,
): { readonly at: Date; readonly points: number } | undefined {
  const [first, ...rest] = spendableLots(pointsLots(ledger), now);
  if (first === undefined) return undefined;
  const points = [first, ...rest]
    .filter((lot) => lot.expiresAt.getTime() === first.expiresAt.getTime())
    .reduce((sum, lot) => sum + lot.remaining, 0);
  return { at: first.expiresAt, points };
}

/** Halalas a number of redeemed points is worth: 50 points = SAR 1.30, so 100 points = SAR 2.60. */
export function redemptionValue(points: number): number {
  assertRedeemable(points);
  return (points / POINTS_PER_REDEMPTION_STEP) * HALALAS_PER_REDEMPTION_STEP;
}

/** Throws PointsError unless the points are a positive multiple of 50 (0 is allowed: nothing redeemed). */
export function assertRedeemable(points: number): void {
  if (!Number.isSafeInteger(points) || points < 0 || points % POINTS_PER_REDEMPTION_STEP !== 0) {
    throw new PointsError(
      'not_a_multiple',
      `Points are redeemed in multiples of ${String(POINTS_PER_REDEMPTION_STEP)}, got ${String(points)}`,
    );
  }
}

/**
 * Spends points for an order: a "Redeemed" entry that takes from the earliest-expiring lots
 * first, recording which lots it drew on. Throws PointsError when the points are not a positive
 * multiple of 50 or more than are available at `at` — the balance never goes negative.
 */
export function redeemPoints(
  ledger: readonly PointsEntry[],
  points: number,
  at: Date,
  orderNumber: string,
): NewPointsEntry<RedeemedEntry> {
  return redeemFromLots(pointsLots(ledger), points, at, orderNumber);
}

/**
 * `redeemPoints` over lots with what remains of them (a store that keeps each lot's `remaining`
 * need not read its whole ledger): the lots past their expiry or spent are passed over.
 */
export function redeemFromLots(
  lots: readonly PointsLot[],
  points: number,
  at: Date,
  orderNumber: string,
): NewPointsEntry<RedeemedEntry> {
  assertRedeemable(points);
  if (points === 0) throw new PointsError('not_positive', 'Redeem at least one step of points');
  const allocations: LotAllocation[] = [];
  let left = points;
  for (const lot of spendableLots(lots, at)) {
    if (left === 0) break;
    const taken = Math.min(left, lot.remaining);
    allocations.push({ lotId: lot.id, points: taken, expiresAt: lot.expiresAt });
    left -= taken;
  }
  if (left > 0) {
    throw new PointsError(
      'insufficient',
      `Only ${String(points - left)} points are available, ${String(points)} asked`,
    );
  }
  return { type: 'redeemed', points: -points, at, orderNumber, allocations };
}

/**
 * The points of a cancelled order's redemption coming back: one "Returned" lot per lot drawn on,
 * expiring at the original date or 30 days after the return, whichever is later.
 */
export function returnRedeemedPoints(redeemed: RedeemedEntry, at: Date): NewPointsEntry<EarnEntry>[] {
  const earliest = addDays(at, POINTS_EXPIRING_SOON_DAYS);
  return redeemed.allocations.map(({ points, expiresAt }) => ({
    type: 'returned',
    points,
    at,
    expiresAt: later(expiresAt, earliest),
    orderNumber: redeemed.orderNumber,
  }));
}
