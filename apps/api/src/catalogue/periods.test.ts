import { describe, expect, it } from 'vitest';
import { riyadhDay, riyadhIsoWeek } from './periods.ts';

describe('shop periods on Riyadh time', () => {
  it('moves to the next day at 21:00 UTC, midnight in Riyadh', () => {
    expect(riyadhDay(new Date('2026-11-22T20:59:59Z'))).toBe('2026-11-22');
    expect(riyadhDay(new Date('2026-11-22T21:00:00Z'))).toBe('2026-11-23');
  });

  it('numbers ISO weeks, including the weeks that straddle a new year', () => {
    expect(riyadhIsoWeek(new Date('2026-11-22T09:00:00Z'))).toBe('2026-W47');
    expect(riyadhIsoWeek(new Date('2026-01-01T09:00:00Z'))).toBe('2026-W01');
    expect(riyadhIsoWeek(new Date('2027-01-01T09:00:00Z'))).toBe('2026-W53');
    expect(riyadhIsoWeek(new Date('2024-12-30T09:00:00Z'))).toBe('2025-W01');
  });
});
