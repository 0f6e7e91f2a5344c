import { describe, expect, it } from 'vitest';
import { formatDay, riyadhDay } from './format-day.ts';

describe('a day in the shopper’s calendar', () => {
  it('shows a date in the Gregorian calendar in either language, with Latin digits', () => {
    expect(formatDay('en', '1990-04-12', 'gregory')).toBe('April 12, 1990');
    expect(formatDay('ar', '1990-04-12', 'gregory')).toBe('12 أبريل 1990');
  });

  it('shows the same day in the Umm al-Qura Hijri calendar', () => {
    expect(formatDay('ar', '1990-04-12', 'islamic-umalqura')).toBe('16 رمضان 1410 هـ');
    // The first and last days of a year stay on their day whatever the machine's time zone.
    expect(formatDay('en', '2000-01-01', 'gregory')).toBe('January 1, 2000');
    expect(formatDay('en', '1999-12-31', 'gregory')).toBe('December 31, 1999');
  });

  it('takes the day an instant falls on in Riyadh (three hours ahead of UTC)', () => {
    expect(riyadhDay('2026-11-19T20:59:59.000Z')).toBe('2026-11-19');
    expect(riyadhDay('2026-11-19T21:00:00.000Z')).toBe('2026-11-20');
  });
});
