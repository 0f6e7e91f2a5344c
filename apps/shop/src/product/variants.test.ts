import { fixtures } from '@juicyin/contract/msw';
import { describe, expect, it } from 'vitest';
import { imagesOf, materialsOf, sizesOf, variantFor } from './variants.ts';

const orange = fixtures.products.orangeJuice;

describe('product variants', () => {
  it('offers each material once and the sizes of each material', () => {
    expect(materialsOf(orange)).toEqual(['regular', 'glass']);
    expect(sizesOf(orange, 'glass')).toEqual(['1-ltr', '2-ltr']);
  });

  it('finds the variant of a material and size, with its own price', () => {
    const glass = variantFor(orange, 'glass', '2-ltr');
    expect(glass.sku).toBe('J00001-G-2L');
    expect(glass.price).toBeGreaterThan(variantFor(orange, 'regular', '2-ltr').price);
  });

  it("falls back to the material's first size when the size is not offered in it", () => {
    expect(variantFor(orange, 'glass', 'xl').size).toBe('1-ltr');
  });

  it('shows the pictures of the chosen material', () => {
    expect(imagesOf(orange, 'glass')[0]).toContain('glass-1');
    expect(imagesOf(orange, 'regular')[0]).toContain('regular-1');
  });
});
