import { DAY_MS, RIYADH_OFFSET_MS } from './time.ts';

// Calendar dates ('2026-11-22') and ISO 8601 weeks ('2026-W48', weeks start on Monday and belong
// to the year of their Thursday): the periods of the shop's specials, in Riyadh's calendar.

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const WEEK = /^(\d{4})-W(\d{2})$/;

/** The Riyadh calendar date of an instant: `2026-11-22`. */
export function riyadhDay(at: Date): string {
  return new Date(at.getTime() + RIYADH_OFFSET_MS).toISOString().slice(0, 10);
}

/** The first instant of a Riyadh calendar date (UTC+3 all year): `2026-11-21` → 2026-11-20T21:00Z. */
export function riyadhDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) - RIYADH_OFFSET_MS);
}

/** The UTC midnight of a calendar date, or undefined when it is no real date (`2026-02-30`). */
function midnight(date: string): Date | undefined {
  const match = DATE.exec(date);
  if (!match) return undefined;
  const at = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(at.getTime()) || at.toISOString().slice(0, 10) !== date ? undefined : at;
}

/** Whether the text is a real calendar date `YYYY-MM-DD`. */
export function isCalendarDate(date: string): boolean {
  return midnight(date) !== undefined;
}

/** The calendar date `days` after (or before) a date. */
export function addCalendarDays(date: string, days: number): string {
  const at = midnight(date);
  if (!at) throw new RangeError(`Not a calendar date: ${date}`);
  return new Date(at.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** The ISO week a calendar date belongs to: `2026-11-22` → `2026-W47`. */
export function isoWeekOf(date: string): string {
  const at = midnight(date);
  if (!at) throw new RangeError(`Not a calendar date: ${date}`);
  const weekday = at.getUTCDay() === 0 ? 7 : at.getUTCDay();
  // The Thursday of this week decides the year the week belongs to.
  const thursday = new Date(at.getTime() + (4 - weekday) * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / DAY_MS / 7) + 1;
  return `${String(year).padStart(4, '0')}-W${String(week).padStart(2, '0')}`;
}

/** The ISO week of the Riyadh date of an instant. */
export function riyadhIsoWeek(at: Date): string {
  return isoWeekOf(riyadhDay(at));
}

/** The Monday an ISO week starts on, or undefined when it is no real week (`2026-W54`, `2025-W53`). */
export function isoWeekMonday(week: string): string | undefined {
  const match = WEEK.exec(week);
  if (!match) return undefined;
  const year = Number(match[1]);
  const number = Number(match[2]);
  if (number < 1) return undefined;
  // 4 January is always in week 1.
  const fourth = new Date(Date.UTC(year, 0, 4));
  const weekday = fourth.getUTCDay() === 0 ? 7 : fourth.getUTCDay();
  const monday = new Date(fourth.getTime() + ((number - 1) * 7 - (weekday - 1)) * DAY_MS).toISOString().slice(0, 10);
  return isoWeekOf(monday) === week ? monday : undefined;
}

/** Whether the text is a real ISO week `YYYY-Www`. */
export function isIsoWeek(week: string): boolean {
  return isoWeekMonday(week) !== undefined;
}
