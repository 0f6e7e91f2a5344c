import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  add,
  divideRounded,
  halalas,
  MoneyError,
  multiply,
  percentage,
  sar,
  subtract,
  vatContained,
  ZERO,
} from './money.ts';

describe('halalas', () => {
  it('accepts whole numbers and rejects fractions, NaN and unsafe integers', () => {
    expect(halalas(12350)).toBe(12350);
    expect(() => halalas(1.5)).toThrow(MoneyError);
    expect(() => halalas(Number.NaN)).toThrow(/whole number of halalas/);
    expect(() => halalas(2 ** 53)).toThrow(MoneyError);
  });

  it('never produces negative zero', () => {
    expect(Object.is(halalas(-0), 0)).toBe(true);
  });
});

describe('sar', () => {
  it('parses decimal SAR text exactly into halalas', () => {
    expect(sar('123.50')).toBe(12350);
    expect(sar('0.1')).toBe(10);
    expect(sar('7')).toBe(700);
    expect(sar('-3.05')).toBe(-305);
  });

  it('rejects a third decimal and non-numbers with a specific message', () => {
    expect(() => sar('1.005')).toThrow('"1.005" is not a SAR amount with at most two decimals');
    expect(() => sar('abc')).toThrow(MoneyError);
  });
});

describe('arithmetic', () => {
  it('adds, subtracts and multiplies by a whole quantity', () => {
    expect(add(sar('1.10'), sar('2.20'), sar('3.30'))).toBe(660);
    expect(add()).toBe(ZERO);
    expect(subtract(sar('10'), sar('2.50'))).toBe(750);
    expect(multiply(sar('12.35'), 3)).toBe(3705);
    expect(() => multiply(sar('1'), 1.5)).toThrow('A quantity must be a whole number, got 1.5');
  });

  it('rounds half away from zero, once', () => {
    expect(divideRounded(5, 2)).toBe(3);
    expect(divideRounded(-5, 2)).toBe(-3);
    expect(divideRounded(5, -2)).toBe(-3);
    expect(divideRounded(4, 3)).toBe(1);
    expect(() => divideRounded(1, 0)).toThrow(MoneyError);
  });

  it('takes percentages with up to two decimals', () => {
    expect(percentage(sar('200'), 24)).toBe(4800);
    expect(percentage(sar('0.05'), 50)).toBe(3); // 2.5 halalas rounds up
    expect(percentage(sar('100'), 12.5)).toBe(1250);
    expect(() => percentage(sar('1'), 1.001)).toThrow(/at most two decimals/);
  });
});

describe('vatContained', () => {
  it('finds SAR 15.00 of VAT in a SAR 115.00 VAT-inclusive amount', () => {
    expect(vatContained(sar('115.00'))).toBe(sar('15.00'));
  });

  it('rounds the VAT share once, half-up', () => {
    expect(vatContained(sar('1.00'))).toBe(13); // 13.04 halalas
    expect(vatContained(halalas(23))).toBe(3); // exactly 3.0
    expect(vatContained(halalas(4))).toBe(1); // 0.52 → 1
    expect(vatContained(sar('100'), 0)).toBe(0);
    expect(() => vatContained(sar('1'), 7.5)).toThrow(MoneyError);
  });

  it('never exceeds the amount, and amount minus VAT is the net at the rate', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), (inclusive) => {
        const vat = vatContained(halalas(inclusive));
        expect(vat).toBeGreaterThanOrEqual(0);
        expect(vat).toBeLessThanOrEqual(inclusive);
        // |vat × 115 − inclusive × 15| ≤ 115 / 2: the share is the exact one, rounded once.
        expect(Math.abs(vat * 115 - inclusive * 15)).toBeLessThanOrEqual(57.5);
      }),
    );
  });
});
