import { LOYALTY_EVENT_YEARS } from '@juicyin/contract';

/** The year shown: the address's (`?year=2027`) when it is one the API reads, else today's. */
export function shownYear(search: URLSearchParams, today: string): number {
  const asked = Number(search.get('year'));
  const fallback = Number(today.slice(0, 4));
  return Number.isInteger(asked) && asked >= LOYALTY_EVENT_YEARS.min && asked <= LOYALTY_EVENT_YEARS.max
    ? asked
    : fallback;
}

/** The years the picker offers: last year to two years ahead, and the year shown if it is elsewhere. */
export function pickableYears(today: string, shown: number): number[] {
  const current = Number(today.slice(0, 4));
  const years = [current - 1, current, current + 1, current + 2];
  return (years.includes(shown) ? years : [...years, shown].sort((a, b) => a - b)).filter(
    (year) => year >= LOYALTY_EVENT_YEARS.min && year <= LOYALTY_EVENT_YEARS.max,
  );
}
