import { describe, expect, it } from 'vitest';
import { addDays, later, riyadhDate } from './time.ts';

describe('time helpers', () => {
  it('adds whole 24-hour days, also backwards', () => {
    expect(addDays(new Date('2026-01-01T10:00:00Z'), 180).toISOString()).toBe('2026-06-30T10:00:00.000Z');
    expect(addDays(new Date('2026-01-01T10:00:00Z'), -1).toISOString()).toBe('2025-12-31T10:00:00.000Z');
  });

  it('picks the later instant', () => {
    const a = new Date('2026-01-01T00:00:00Z');
    const b = new Date('2026-01-02T00:00:00Z');
    expect(later(a, b)).toBe(b);
    expect(later(b, a)).toBe(b);
  });

  it('reads the calendar date in Riyadh (UTC+3)', () => {
    expect(riyadhDate(new Date('2026-11-22T20:59:59Z'))).toEqual({ year: 2026, month: 11, day: 22 });
    expect(riyadhDate(new Date('2026-12-31T21:00:00Z'))).toEqual({ year: 2027, month: 1, day: 1 });
  });
});
