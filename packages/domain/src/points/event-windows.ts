import { addCalendarDays, riyadhDayStart } from '../time/calendar-days.ts';
import { EVENT_KINDS, type EventKind, EVENTS_PER_YEAR } from './events.ts';
import type { Tier } from './tiers.ts';

// The windows staff schedule for Bonus Points Events and Super Saver days (PRODUCT.md §5): whole
// Riyadh calendar days, from a first to a last day (both included). Each tier gets a number of
// windows of each kind per calendar year (Gold 2, Diamond 3, Silver none); a window for no tier is
// for every eligible tier, so it counts against Gold and Diamond both.

/** The tiers that get events: the tiers with an allowance. */
export const EVENT_TIERS = (Object.keys(EVENTS_PER_YEAR) as Tier[]).filter((tier) => EVENTS_PER_YEAR[tier] > 0);

export interface EventWindow {
  readonly id: string;
  readonly kind: EventKind;
  /** null: every tier that gets events. */
  readonly tier: Tier | null;
  /** The first Riyadh day, `2026-03-01`. */
  readonly startDate: string;
  /** The last Riyadh day (included). */
  readonly endDate: string;
}

export type EventWindowProblem =
  | { readonly code: 'ends_before_start' }
  | { readonly code: 'window_crosses_year' }
  | { readonly code: 'starts_in_past' }
  | { readonly code: 'silver_not_eligible' }
  | { readonly code: 'tier_year_limit'; readonly tier: Tier; readonly year: number; readonly limit: number }
  | { readonly code: 'windows_overlap'; readonly otherId: string };

/** The tiers a window is for. */
export function windowTiers(tier: Tier | null): readonly Tier[] {
  return tier === null ? EVENT_TIERS : [tier];
}

/** The calendar year a window counts in: the year of its first day. */
export const windowYear = (window: Pick<EventWindow, 'startDate'>): number => Number(window.startDate.slice(0, 4));

const sharesTier = (a: Tier | null, b: Tier | null): boolean => a === null || b === null || a === b;

/** The instants a window runs between: from its first day's Riyadh midnight to the one after its last day. */
export function windowInstants(window: Pick<EventWindow, 'startDate' | 'endDate'>): {
  readonly startsAt: Date;
  readonly endsAt: Date;
} {
  return { startsAt: riyadhDayStart(window.startDate), endsAt: riyadhDayStart(addCalendarDays(window.endDate, 1)) };
}

/**
 * Why a new or changed window cannot be scheduled beside `others` (the ones scheduled, without
 * the window itself) on the Riyadh day `today`, or undefined when it can. The checks go from the
 * window alone to the schedule: its dates, its tier, the tier's allowance for its year, overlaps.
 */
export function checkEventWindow(
  window: EventWindow,
  others: readonly EventWindow[],
  today: string,
): EventWindowProblem | undefined {
  if (window.endDate < window.startDate) return { code: 'ends_before_start' };
  if (window.endDate.slice(0, 4) !== window.startDate.slice(0, 4)) return { code: 'window_crosses_year' };
  if (window.startDate < today) return { code: 'starts_in_past' };
  if (window.tier !== null && EVENTS_PER_YEAR[window.tier] === 0) return { code: 'silver_not_eligible' };
  const year = windowYear(window);
  const sameKind = others.filter((other) => other.id !== window.id && other.kind === window.kind);
  for (const tier of windowTiers(window.tier)) {
    const limit = EVENTS_PER_YEAR[tier];
    const used = sameKind.filter((other) => windowYear(other) === year && sharesTier(other.tier, tier)).length;
    if (used >= limit) return { code: 'tier_year_limit', tier, year, limit };
  }
  const overlapping = sameKind.find(
    (other) =>
      sharesTier(other.tier, window.tier) && other.startDate <= window.endDate && window.startDate <= other.endDate,
  );
  return overlapping ? { code: 'windows_overlap', otherId: overlapping.id } : undefined;
}

export interface EventAllowance {
  readonly kind: EventKind;
  readonly tier: Tier;
  readonly limit: number;
  readonly used: number;
  readonly left: number;
}

/** What each eligible tier has used of each kind's allowance in `year`, kind by kind. */
export function eventAllowances(windows: readonly EventWindow[], year: number): EventAllowance[] {
  return EVENT_KINDS.flatMap((kind) =>
    EVENT_TIERS.map((tier) => {
      const limit = EVENTS_PER_YEAR[tier];
      const used = windows.filter(
        (window) => window.kind === kind && windowYear(window) === year && sharesTier(window.tier, tier),
      ).length;
      return { kind, tier, limit, used, left: Math.max(0, limit - used) };
    }),
  );
}
