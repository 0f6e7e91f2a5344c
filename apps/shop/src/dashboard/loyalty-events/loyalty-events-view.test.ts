import { describe, expect, it } from 'vitest';
import { pickableYears, shownYear } from './loyalty-events-view.ts';

describe('the loyalty events view', () => {
  it("shows the address's year when the API reads it, else today's", () => {
    expect(shownYear(new URLSearchParams('year=2027'), '2026-11-22')).toBe(2027);
    expect(shownYear(new URLSearchParams('year=27'), '2026-11-22')).toBe(2026);
    expect(shownYear(new URLSearchParams('year=2026.5'), '2026-11-22')).toBe(2026);
    expect(shownYear(new URLSearchParams(), '2026-11-22')).toBe(2026);
  });

  it('offers last year to two years ahead, and the year shown', () => {
    expect(pickableYears('2026-11-22', 2026)).toEqual([2025, 2026, 2027, 2028]);
    expect(pickableYears('2026-11-22', 2031)).toEqual([2025, 2026, 2027, 2028, 2031]);
    expect(pickableYears('2024-01-01', 2024)).toEqual([2024, 2025, 2026]);
  });
});
