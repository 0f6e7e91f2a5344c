/** The shop's clock runs on Riyadh time (UTC+3, no daylight saving). */
const RIYADH_OFFSET_MS = 3 * 60 * 60 * 1000;

/** The Riyadh calendar date of an instant: `2026-11-22`. */
export function riyadhDay(at: Date): string {
  return new Date(at.getTime() + RIYADH_OFFSET_MS).toISOString().slice(0, 10);
}

/** The ISO 8601 week of the Riyadh date of an instant: `2026-W47` (weeks start on Monday). */
export function riyadhIsoWeek(at: Date): string {
  const local = new Date(`${riyadhDay(at)}T00:00:00Z`);
  const weekday = local.getUTCDay() === 0 ? 7 : local.getUTCDay();
  // The Thursday of this week decides the year the week belongs to.
  const thursday = new Date(local.getTime() + (4 - weekday) * 86_400_000);
  const year = thursday.getUTCFullYear();
  const firstDay = Date.UTC(year, 0, 1);
  const week = Math.floor((thursday.getTime() - firstDay) / 86_400_000 / 7) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}
