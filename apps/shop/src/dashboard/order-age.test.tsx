import { describe, expect, it } from 'vitest';
import { ageDuration, formatAge } from './order-age.tsx';

describe('formatAge', () => {
  it('shows minutes under an hour, then hours and minutes, then days and hours, in English', () => {
    expect(formatAge('en', 0)).toBe('0 minutes');
    expect(formatAge('en', 1)).toBe('1 minute');
    expect(formatAge('en', 59)).toBe('59 minutes');
    expect(formatAge('en', 60)).toBe('1 hour');
    expect(formatAge('en', 125)).toBe('2 hours and 5 minutes');
    expect(formatAge('en', 24 * 60 + 180)).toBe('1 day and 3 hours');
  });

  it('uses Arabic plural forms with Latin digits', () => {
    expect(formatAge('ar', 5)).toMatch(/^5 دقائق$/);
    expect(formatAge('ar', 11)).toMatch(/^11 دقيقة$/);
    // The dual form: "two hours".
    expect(formatAge('ar', 125)).toBe('ساعتان و5 دقائق');
  });

  it('writes the age as an ISO duration', () => {
    expect(ageDuration(125)).toBe('PT125M');
  });
});
