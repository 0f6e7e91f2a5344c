import { fixtures } from '@juicyin/contract/msw';
import { describe, expect, it } from 'vitest';
import { mergeAlsoBought } from './also-bought.ts';

describe('mergeAlsoBought', () => {
  const [a, b, c, d] = fixtures.productList.items;
  if (!a || !b || !c || !d) throw new Error('the fixture list needs four products');

  it('takes each special’s co-purchases in turn, each product once, leaving the specials out', () => {
    const merged = mergeAlsoBought([[a, b], [c, a, d], [b]], new Set([d.slug]), 10);
    expect(merged.map((product) => product.slug)).toEqual([a.slug, c.slug, b.slug]);
  });

  it('stops at the limit', () => {
    expect(mergeAlsoBought([[a, b, c, d]], new Set(), 2).map((product) => product.slug)).toEqual([a.slug, b.slug]);
    expect(mergeAlsoBought([], new Set(), 4)).toEqual([]);
  });
});
