import { describe, expect, it } from 'vitest';
import { displayMobile, formatDay, mobileDraft } from './profile-format.ts';

describe('profile formats', () => {
  it('show a birthdate in the Gregorian calendar in either language, with Latin digits', () => {
    expect(formatDay('en', '1990-04-12', 'gregory')).toBe('April 12, 1990');
    expect(formatDay('ar', '1990-04-12', 'gregory')).toBe('12 أبريل 1990');
  });

  it('show the same day in the Umm al-Qura Hijri calendar', () => {
    expect(formatDay('ar', '1990-04-12', 'islamic-umalqura')).toBe('16 رمضان 1410 هـ');
    // The first and last days of a year stay on their day whatever the machine's time zone.
    expect(formatDay('en', '2000-01-01', 'gregory')).toBe('January 1, 2000');
    expect(formatDay('en', '1999-12-31', 'gregory')).toBe('December 31, 1999');
  });

  it('show a stored mobile number grouped, and as the phone field edits it', () => {
    expect(displayMobile('+966551234567')).toBe('+966 55 123 4567');
    expect(mobileDraft('+966551234567')).toBe('55 123 4567');
    expect(mobileDraft(null)).toBe('');
  });
});
