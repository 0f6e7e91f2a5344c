import { describe, expect, it } from 'vitest';
import { readPrice } from './price-amount.ts';

describe('readPrice', () => {
  it.each([
    ['18.5', 1850],
    ['18.50', 1850],
    ['1,250', 125000],
    ['٢٥٫٥٠', 2550],
    ['SAR 25', 2500],
    ['25 ر.س', 2500],
    ['0.01', 1],
  ])('reads %s as %i halalas', (text, expected) => {
    expect(readPrice(text)).toBe(expected);
  });

  it.each(['', 'abc', '0', '-5', '1.234', '12.3.4'])('refuses %j', (text) => {
    expect(readPrice(text)).toBeNull();
  });
});
