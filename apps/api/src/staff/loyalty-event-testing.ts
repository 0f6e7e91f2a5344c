// Test support for the staff loyalty events suites: a window's body as the dashboard sends it and
// the staff member's requests. Not used by the app.
import type { StaffLoyaltyEvent, StaffLoyaltyEventCreateBody, StaffLoyaltyEvents } from '@juicyin/contract';
import { addCalendarDays, riyadhDay } from '@juicyin/domain';
import type { Browser } from '../testing/server.ts';
import type { Answer } from './coupon-testing.ts';

/** Today's Riyadh date, and the year after this one (where no window is scheduled yet). */
export const today = () => riyadhDay(new Date());
export const yearAhead = (years: number) => Number(today().slice(0, 4)) + years;
export const day = (year: number, monthDay: string) => `${String(year)}-${monthDay}`;
export const yesterday = () => addCalendarDays(today(), -1);

/** A Bonus Points Event for Gold on one day, with `change` over it. */
export function windowBody(change: Partial<Exclude<StaffLoyaltyEventCreateBody, undefined>> = {}) {
  const first = change.startDate ?? day(yearAhead(1), '03-01');
  return {
    kind: 'bonus-points' as const,
    name: { en: 'Double points', ar: 'نقاط مضاعفة' },
    tier: 'gold' as const,
    startDate: first,
    endDate: first,
    ...change,
  };
}

let keys = 0;

export function createWindow(
  staff: Browser,
  body: unknown,
  key = `window-${String((keys += 1))}-${String(Date.now())}`,
) {
  return staff.json<Answer<StaffLoyaltyEvent>>('/api/staff/loyalty-events', {
    method: 'POST',
    body,
    headers: { 'idempotency-key': key },
  });
}

export function listWindows(browser: Browser, year: number) {
  return browser.json<Answer<StaffLoyaltyEvents>>(`/api/staff/loyalty-events?year=${String(year)}`);
}
