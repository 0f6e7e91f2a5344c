import type { Tier } from './tiers.ts';

/** Store-scheduled windows: Bonus Points Events double order points; Super Saver days give a tier coupon. */
export const EVENT_KINDS = ['bonus-points', 'super-saver'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

export interface LoyaltyEvent {
  readonly id: string;
  readonly kind: EventKind;
  /** The tier the event is for. */
  readonly tier: Tier;
  /** Inclusive start. */
  readonly startsAt: Date;
  /** Exclusive end. */
  readonly endsAt: Date;
}

/** How many events of each kind a tier gets per calendar year. */
export const EVENTS_PER_YEAR: Readonly<Record<Tier, number>> = { silver: 0, gold: 2, diamond: 3 };

/** The multiplier a Bonus Points Event applies to order points. */
export const BONUS_EVENT_MULTIPLIER = 2;

function isActive(event: LoyaltyEvent, at: Date): boolean {
  return event.startsAt.getTime() <= at.getTime() && at.getTime() < event.endsAt.getTime();
}

/** 2 while a Bonus Points Event for the shopper's tier is running at `at`, otherwise 1. */
export function bonusMultiplier(events: readonly LoyaltyEvent[], tier: Tier, at: Date): number {
  return events.some((event) => event.kind === 'bonus-points' && event.tier === tier && isActive(event, at))
    ? BONUS_EVENT_MULTIPLIER
    : 1;
}

/** The events of the tier running at `at`. */
export function activeEvents(events: readonly LoyaltyEvent[], tier: Tier, at: Date): LoyaltyEvent[] {
  return events.filter((event) => event.tier === tier && isActive(event, at));
}

export type ScheduleProblem =
  | {
      readonly problem: 'wrong_count';
      readonly kind: EventKind;
      readonly tier: Tier;
      readonly expected: number;
      readonly actual: number;
    }
  | { readonly problem: 'ends_before_start'; readonly eventId: string }
  | { readonly problem: 'outside_year'; readonly eventId: string }
  | { readonly problem: 'overlap'; readonly eventId: string; readonly otherId: string };

/**
 * Checks a calendar year's schedule: Gold has exactly 2 Bonus Points Events and 2 Super Saver
 * days, Diamond 3 of each, Silver none; every event ends after it starts, lies within the year
 * (UTC) and does not overlap another event of the same kind and tier. An empty list means valid.
 */
export function validateYearSchedule(events: readonly LoyaltyEvent[], year: number): ScheduleProblem[] {
  const problems: ScheduleProblem[] = [];
  const yearStart = Date.UTC(year, 0, 1);
  const yearEnd = Date.UTC(year + 1, 0, 1);
  for (const event of events) {
    if (event.endsAt.getTime() <= event.startsAt.getTime())
      problems.push({ problem: 'ends_before_start', eventId: event.id });
    else if (event.startsAt.getTime() < yearStart || event.endsAt.getTime() > yearEnd) {
      problems.push({ problem: 'outside_year', eventId: event.id });
    }
  }
  for (const [tier, expected] of Object.entries(EVENTS_PER_YEAR) as [Tier, number][]) {
    for (const kind of EVENT_KINDS) {
      const same = events.filter((event) => event.kind === kind && event.tier === tier);
      if (same.length !== expected)
        problems.push({ problem: 'wrong_count', kind, tier, expected, actual: same.length });
      const proper = same.filter((event) => event.endsAt.getTime() > event.startsAt.getTime());
      proper.forEach((event, index) => {
        for (const other of proper.slice(index + 1)) {
          if (event.startsAt.getTime() < other.endsAt.getTime() && other.startsAt.getTime() < event.endsAt.getTime()) {
            problems.push({ problem: 'overlap', eventId: event.id, otherId: other.id });
          }
        }
      });
    }
  }
  return problems;
}
