import { describe, expect, it } from 'vitest';
import { addMonths, monthGrid, readSpecialsView, shownMonth, specialsViewPath } from './specials-view.ts';

describe('the specials calendar view', () => {
  it('reads a month and a real day or ISO week from the address, leaving out the rest', () => {
    expect(readSpecialsView(new URLSearchParams('month=2026-11&period=2026-W48'))).toEqual({
      month: '2026-11',
      period: '2026-W48',
    });
    expect(readSpecialsView(new URLSearchParams('month=2026-13&period=2026-02-30'))).toEqual({
      month: undefined,
      period: undefined,
    });
    expect(specialsViewPath({ period: '2026-11-22' })).toBe('/dashboard/specials?period=2026-11-22');
  });

  it("shows the address's month, else the chosen day's or week's, else today's", () => {
    expect(shownMonth({ month: '2027-01', period: '2026-11-22' }, '2026-11-22')).toBe('2027-01');
    expect(shownMonth({ period: '2026-W49' }, '2026-11-22')).toBe('2026-11');
    expect(shownMonth({ period: '2026-W53' }, '2026-11-22')).toBe('2026-12');
    expect(shownMonth({}, '2026-11-22')).toBe('2026-11');
  });

  it("covers a month's grid in whole ISO weeks, Monday to Sunday, across years", () => {
    expect(monthGrid('2026-11')).toEqual({ from: '2026-10-26', to: '2026-12-06' });
    expect(monthGrid('2027-01')).toEqual({ from: '2026-12-28', to: '2027-01-31' });
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
  });
});
