import type { PointsEntry } from './ledger.ts';
import { addDays } from '../time/index.ts';

/** Loyalty tiers, lowest first (PRODUCT.md §5). */
export const TIERS = ['silver', 'gold', 'diamond'] as const;
export type Tier = (typeof TIERS)[number];

/** Points earned in the last 365 days needed to reach a tier. */
export const TIER_THRESHOLDS: Readonly<Record<Tier, number>> = { silver: 0, gold: 1000, diamond: 5000 };

/** Order points per SAR 1 spent, by tier. */
export const TIER_MULTIPLIERS: Readonly<Record<Tier, number>> = { silver: 1, gold: 2, diamond: 3 };

/** The window over which earned points decide the tier. */
export const TIER_WINDOW_DAYS = 365;

/** Silver below 1,000 points; Gold 1,000 to 4,999; Diamond 5,000 and above. */
export function tierForPoints(pointsEarned: number): Tier {
  if (pointsEarned >= TIER_THRESHOLDS.diamond) return 'diamond';
  if (pointsEarned >= TIER_THRESHOLDS.gold) return 'gold';
  return 'silver';
}

/** The next tier and how many more earned points reach it; undefined at Diamond. */
export function nextTier(pointsEarned: number): { readonly tier: Tier; readonly pointsNeeded: number } | undefined {
  const current = tierForPoints(pointsEarned);
  if (current === 'diamond') return undefined;
  const tier: Tier = current === 'silver' ? 'gold' : 'diamond';
  return { tier, pointsNeeded: TIER_THRESHOLDS[tier] - pointsEarned };
}

/** Where the tier window starts at `now`: earned points count when credited after it, up to `now`. */
export function tierWindowStart(now: Date): Date {
  return addDays(now, -TIER_WINDOW_DAYS);
}

/**
 * Points earned — credited by registration, e-mail, orders, reviews, referrals and "Tell us", not
 * returned redemptions — in the 365 days up to `now` (after `now − 365 days`, up to `now`).
 */
export function pointsEarnedInWindow(ledger: readonly PointsEntry[], now: Date): number {
  const since = tierWindowStart(now).getTime();
  let earned = 0;
  for (const entry of ledger) {
    const time = entry.at.getTime();
    if (entry.points > 0 && entry.type !== 'returned' && time > since && time <= now.getTime()) earned += entry.points;
  }
  return earned;
}

/** The shopper's tier at `now`. */
export function tierAt(ledger: readonly PointsEntry[], now: Date): Tier {
  return tierForPoints(pointsEarnedInWindow(ledger, now));
}
