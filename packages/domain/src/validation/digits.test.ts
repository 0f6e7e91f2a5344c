import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toLatinDigits } from './digits.ts';

describe('toLatinDigits', () => {
  it('turns Arabic-Indic and Eastern Arabic-Indic digits into Latin digits', () => {
    expect(toLatinDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(toLatinDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(toLatinDigits('حي ١٢ - Olaya 3')).toBe('حي 12 - Olaya 3');
  });

  it('leaves text without those digits as it is', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(toLatinDigits(text)).toBe(text);
      }),
    );
  });
});
