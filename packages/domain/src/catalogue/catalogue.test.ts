import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CATEGORIES,
  isCategory,
  isMaterial,
  isSeason,
  isSize,
  isValidVariantSize,
  MATERIALS,
  ratingSummary,
  SEASONS,
  SIZES,
  sizesFor,
} from './catalogue.ts';

describe('catalogue vocabulary', () => {
  it('lists the categories, seasons, materials and sizes of PRODUCT.md §2', () => {
    expect(CATEGORIES).toEqual([
      'fruit-juice',
      'herb-juice',
      'vegetable-juice',
      'smoothies',
      'detox',
      'ice-cream',
      'salat',
    ]);
    expect(SEASONS).toEqual(['winter', 'summer', 'autumn', 'spring']);
    expect(MATERIALS).toEqual(['regular', 'glass']);
    expect(SIZES).toEqual(['1-ltr', '2-ltr', 's', 'm', 'l', 'xl']);
  });

  it('sells juices by the litre and smoothies, ice cream and salads in cups', () => {
    for (const juice of ['fruit-juice', 'herb-juice', 'vegetable-juice', 'detox'] as const) {
      expect(sizesFor(juice)).toEqual(['1-ltr', '2-ltr']);
    }
    for (const cup of ['smoothies', 'ice-cream', 'salat'] as const) {
      expect(sizesFor(cup)).toEqual(['s', 'm', 'l', 'xl']);
    }
  });

  it('recognises its own words and nothing else', () => {
    expect(isCategory('detox')).toBe(true);
    expect(isCategory('Detox')).toBe(false);
    expect(isSeason('autumn')).toBe(true);
    expect(isSeason('fall')).toBe(false);
    expect(isMaterial('glass')).toBe(true);
    expect(isMaterial('plastic')).toBe(false);
    expect(isSize('xl')).toBe(true);
    expect(isSize('3-ltr')).toBe(false);
  });
});

describe('products', () => {
  it('offer only the sizes of their category', () => {
    expect(isValidVariantSize('smoothies', 'xl')).toBe(true);
    expect(isValidVariantSize('smoothies', '1-ltr')).toBe(false);
    expect(isValidVariantSize('detox', '2-ltr')).toBe(true);
  });

  it('show the average of review stars to one decimal, half up, with the count', () => {
    expect(ratingSummary([])).toEqual({ rating: 0, reviewCount: 0 });
    expect(ratingSummary([5, 4])).toEqual({ rating: 4.5, reviewCount: 2 });
    expect(ratingSummary([5, 4, 4])).toEqual({ rating: 4.3, reviewCount: 3 }); // 4.333…
    expect(ratingSummary([5, 5, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 5])).toEqual({
      rating: 4.2,
      reviewCount: 20,
    }); // 4.15
    expect(ratingSummary([1, 2])).toEqual({ rating: 1.5, reviewCount: 2 });
  });

  it('refuse stars outside 1 to 5', () => {
    expect(() => ratingSummary([0])).toThrow('A review has 1 to 5 stars, got 0');
    expect(() => ratingSummary([6])).toThrow(RangeError);
    expect(() => ratingSummary([4.5])).toThrow(RangeError);
  });

  it('keep the rating within 0–5 with at most one decimal', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 200 }), (stars) => {
        const { rating, reviewCount } = ratingSummary(stars);
        expect(reviewCount).toBe(stars.length);
        expect(rating).toBeGreaterThanOrEqual(1);
        expect(rating).toBeLessThanOrEqual(5);
        expect(Math.round(rating * 10)).toBeCloseTo(rating * 10, 9);
        expect(Math.abs(rating - stars.reduce((a, b) => a + b, 0) / stars.length)).toBeLessThanOrEqual(0.05 + 1e-9);
      }),
    );
  });
});
