import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { halalas, sar } from '../money/index.ts';
import { discountPercent, priceRange } from './pricing.ts';

describe('discountPercent', () => {
  it('is round((old − price) / old × 100), half up', () => {
    expect(discountPercent(sar('75.00'), sar('100.00'))).toBe(25);
    expect(discountPercent(sar('20.00'), sar('30.00'))).toBe(33); // 33.33…
    expect(discountPercent(sar('10.00'), sar('30.00'))).toBe(67); // 66.66…
    expect(discountPercent(sar('17.00'), sar('20.00'))).toBe(15);
    expect(discountPercent(halalas(199), halalas(200))).toBe(1); // 0.5 % rounds up
  });

  it('is undefined without an old price, when the old price is not higher, or when it rounds to 0 %', () => {
    expect(discountPercent(sar('10.00'))).toBeUndefined();
    expect(discountPercent(sar('10.00'), sar('10.00'))).toBeUndefined();
    expect(discountPercent(sar('12.00'), sar('10.00'))).toBeUndefined();
    expect(discountPercent(halalas(9999), halalas(10000))).toBeUndefined(); // 0.01 %
  });

  it('is always a whole percentage from 1 to 100 when shown', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 1, max: 10_000_000 }), (price, old) => {
        const percent = discountPercent(halalas(price), halalas(old));
        if (percent === undefined) return;
        expect(Number.isInteger(percent)).toBe(true);
        expect(percent).toBeGreaterThanOrEqual(1);
        expect(percent).toBeLessThanOrEqual(100);
        expect(Math.abs(percent - ((old - price) / old) * 100)).toBeLessThanOrEqual(0.5 + 1e-9);
      }),
    );
  });
});

describe('priceRange', () => {
  it('is the lowest and highest variant price', () => {
    const variants = [
      { price: sar('18.00') },
      { price: sar('12.00') },
      { price: sar('30.00') },
      { price: sar('20.00') },
    ];
    expect(priceRange(variants)).toEqual({ min: 1200, max: 3000 });
    expect(priceRange([{ price: sar('9.50') }])).toEqual({ min: 950, max: 950 });
  });

  it('is undefined for a product without variants', () => {
    expect(priceRange([])).toBeUndefined();
  });

  it('brackets every variant price', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1 }), (prices) => {
        const range = priceRange(prices.map((price) => ({ price: halalas(price) })));
        expect(range).toEqual({ min: Math.min(...prices), max: Math.max(...prices) });
      }),
    );
  });
});
