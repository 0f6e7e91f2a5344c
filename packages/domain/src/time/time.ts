/** Milliseconds in a day; the domain counts days as 24-hour spans from the instant given. */
export const DAY_MS = 24 * 60 * 60 * 1000;

/** Saudi Arabia keeps UTC+3 all year (no daylight saving time). */
export const RIYADH_OFFSET_MS = 3 * 60 * 60 * 1000;

export function addDays(at: Date, days: number): Date {
  return new Date(at.getTime() + days * DAY_MS);
}

/** The later of two instants (the first on a tie). */
export function later(a: Date, b: Date): Date {
  return a.getTime() >= b.getTime() ? a : b;
}

/** The calendar date in Riyadh of an instant: year, month 1–12, day 1–31. */
export function riyadhDate(at: Date): { readonly year: number; readonly month: number; readonly day: number } {
  const local = new Date(at.getTime() + RIYADH_OFFSET_MS);
  return { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate() };
}
