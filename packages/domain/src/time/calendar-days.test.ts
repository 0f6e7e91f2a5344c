import { describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  isCalendarDate,
  isIsoWeek,
  isoWeekMonday,
  isoWeekOf,
  riyadhDay,
  riyadhDayStart,
  riyadhIsoWeek,
} from './calendar-days.ts';

describe('calendar days and ISO weeks', () => {
  it('reads the Riyadh day and ISO week of an instant (UTC+3)', () => {
    expect(riyadhDay(new Date('2026-11-22T20:59:59Z'))).toBe('2026-11-22');
    expect(riyadhDay(new Date('2026-11-22T21:00:00Z'))).toBe('2026-11-23');
    expect(riyadhIsoWeek(new Date('2026-11-22T20:59:59Z'))).toBe('2026-W47');
    expect(riyadhIsoWeek(new Date('2026-11-22T21:00:00Z'))).toBe('2026-W48');
  });

  it('starts a Riyadh day at 21:00 UTC the day before, the first instant whose Riyadh day it is', () => {
    const start = riyadhDayStart('2026-11-21');
    expect(start.toISOString()).toBe('2026-11-20T21:00:00.000Z');
    expect(riyadhDay(start)).toBe('2026-11-21');
    expect(riyadhDay(new Date(start.getTime() - 1))).toBe('2026-11-20');
  });

  it('puts days at the turn of a year in the week of their Thursday', () => {
    expect(isoWeekOf('2026-01-01')).toBe('2026-W01');
    expect(isoWeekOf('2027-01-01')).toBe('2026-W53');
    expect(isoWeekOf('2024-12-30')).toBe('2025-W01');
    expect(isoWeekOf('2021-01-03')).toBe('2020-W53');
  });

  it('finds the Monday of real weeks only', () => {
    expect(isoWeekMonday('2026-W48')).toBe('2026-11-23');
    expect(isoWeekMonday('2026-W53')).toBe('2026-12-28');
    expect(isoWeekMonday('2025-W01')).toBe('2024-12-30');
    expect(isIsoWeek('2025-W53')).toBe(false);
    expect(isIsoWeek('2026-W00')).toBe(false);
    expect(isIsoWeek('2026-W54')).toBe(false);
    expect(isIsoWeek('2026-48')).toBe(false);
  });

  it('accepts real dates only and counts days across months', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-11-31')).toBe(false);
    expect(isCalendarDate('26-11-01')).toBe(false);
    expect(addCalendarDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addCalendarDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('refuses to count from, or find the week of, what is not a date', () => {
    expect(() => addCalendarDays('2026-02-30', 1)).toThrow(new RangeError('Not a calendar date: 2026-02-30'));
    expect(() => addCalendarDays('2026-13-01', 1)).toThrow(RangeError);
    expect(() => isoWeekOf('2026-W48')).toThrow(new RangeError('Not a calendar date: 2026-W48'));
    expect(() => isoWeekOf('2026-00-10')).toThrow(RangeError);
  });
});
