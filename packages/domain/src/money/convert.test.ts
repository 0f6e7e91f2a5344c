import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertForDisplay, DEFAULT_EUR_PER_SAR, SAR_PER_USD, toEur, toUsd } from './convert.ts';
import { formatMoney } from './format.ts';
import { halalas, MoneyError, sar } from './money.ts';

describe('currency conversion', () => {
  it('converts SAR to USD at the 3.75 peg', () => {
    expect(SAR_PER_USD).toBe(3.75);
    expect(toUsd(sar('3.75'))).toBe(100);
    expect(toUsd(sar('100.00'))).toBe(2667); // 26.666…
    expect(toUsd(sar('10.00'))).toBe(267); // 2.666…
    expect(toUsd(halalas(-375))).toBe(-100);
  });

  it('converts SAR to EUR at the store rate, 0.24 by default', () => {
    expect(DEFAULT_EUR_PER_SAR).toBe(0.24);
    expect(toEur(sar('100.00'))).toBe(2400);
    expect(toEur(sar('12.50'))).toBe(300);
    expect(toEur(sar('12.50'), 0.2455)).toBe(307); // 306.875
    expect(toEur(halalas(1), 0.25)).toBe(0); // 0.25 cent
  });

  it('refuses a rate that is not positive or has more than six decimals', () => {
    expect(() => toEur(sar('1.00'), 0)).toThrow(MoneyError);
    expect(() => toEur(sar('1.00'), -0.24)).toThrow(MoneyError);
    expect(() => toEur(sar('1.00'), Number.NaN)).toThrow(MoneyError);
    expect(() => toEur(sar('1.00'), 0.123_456_7)).toThrow('at most six decimals');
  });

  it('marks USD and EUR as approximate, SAR as exact, ready for formatMoney', () => {
    const amount = sar('37.50');
    expect(convertForDisplay(amount, 'SAR')).toEqual({ currency: 'SAR', minor: 3750, approximate: false });
    expect(convertForDisplay(amount, 'USD')).toEqual({ currency: 'USD', minor: 1000, approximate: true });
    expect(convertForDisplay(amount, 'EUR', { eurPerSar: 0.25 })).toEqual({
      currency: 'EUR',
      minor: 938,
      approximate: true,
    });
    const shown = convertForDisplay(amount, 'USD');
    expect(formatMoney(shown.minor, { locale: 'en-SA', currency: shown.currency }).text).toContain('10.00');
  });

  it('is within half a cent of the exact conversion', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100_000_000, max: 100_000_000 }), (amount) => {
        expect(Math.abs(toUsd(halalas(amount)) - amount / 3.75)).toBeLessThanOrEqual(0.5);
        expect(Math.abs(toEur(halalas(amount)) - amount * 0.24)).toBeLessThanOrEqual(0.5 + 1e-6);
      }),
    );
  });
});
