import { addCalendarDays, isCalendarDate, isIsoWeek, isoWeekMonday, isoWeekOf } from '@juicyin/domain';
import { routePaths, withQuery } from '../../paths.ts';

/** The calendar's month and chosen day or week as the address keeps them (`?month=2026-11&period=2026-W48`). */
export interface SpecialsView {
  readonly month?: string | undefined;
  readonly period?: string | undefined;
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The view from the address: a malformed month or period is left out. */
export function readSpecialsView(search: URLSearchParams): SpecialsView {
  const month = search.get('month') ?? '';
  const period = search.get('period') ?? '';
  return {
    month: MONTH.test(month) ? month : undefined,
    period: isCalendarDate(period) || isIsoWeek(period) ? period : undefined,
  };
}

export const specialsViewPath = (view: SpecialsView): string =>
  withQuery(routePaths.dashboardSpecials, { month: view.month, period: view.period });

/** The month shown: the address's, else the chosen day's (a week's Monday's), else today's. */
export function shownMonth(view: SpecialsView, today: string): string {
  if (view.month) return view.month;
  const day = view.period && isIsoWeek(view.period) ? isoWeekMonday(view.period) : view.period;
  return (day ?? today).slice(0, 7);
}

/** The month `count` months after (or before) `month`. */
export function addMonths(month: string, count: number): string {
  const [year = 0, number = 1] = month.split('-').map(Number);
  const index = year * 12 + number - 1 + count;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The days a month's grid shows: from the Monday of its first ISO week to the Sunday of its last. */
export function monthGrid(month: string): { readonly from: string; readonly to: string } {
  const first = `${month}-01`;
  const last = addCalendarDays(`${addMonths(month, 1)}-01`, -1);
  return {
    from: isoWeekMonday(isoWeekOf(first)) ?? first,
    to: addCalendarDays(isoWeekMonday(isoWeekOf(last)) ?? last, 6),
  };
}
