import { describe, expect, it } from 'vitest';
import {
  CATEGORIES,
  isCategory,
  isMaterial,
  isSeason,
  isSize,
  MATERIALS,
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
