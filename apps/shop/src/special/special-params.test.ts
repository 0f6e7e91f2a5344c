import { fixtures } from '@juicyin/contract/msw';
import { describe, expect, it } from 'vitest';
import { mergeAlsoBought, specialHref, specialKind, specialParams } from './special-params.ts';
import { pathTo } from '../paths.ts';

const search = (query: string) => new URLSearchParams(query);

describe('the Special of Today URL', () => {
  it('asks for today’s specials by default, of one kind when a sub-link chose it', () => {
    expect(specialParams(search(''))).toEqual({ special: 'today' });
    expect(specialParams(search('category=herb-juice&page=2'))).toEqual({
      special: 'today',
      category: 'herb-juice',
      page: '2',
    });
    expect(specialParams(search('special=week'))).toEqual({ special: 'week' });
  });

  it('ignores what the page does not offer (other categories, filters, broken pages)', () => {
    expect(specialParams(search('category=detox&flavour=orange&page=0&special=month'))).toEqual({ special: 'today' });
    expect(specialParams(search('page=1'))).toEqual({ special: 'today' });
    expect(specialKind(search('category=salat'))).toBeNull();
  });

  it('links each kind keeping the period and dropping the page', () => {
    expect(specialHref(search('category=herb-juice&page=3'), 'smoothies')).toBe('/special?category=smoothies');
    expect(specialHref(search('special=week&category=herb-juice'), null)).toBe('/special?special=week');
    expect(specialHref(search(''), null)).toBe(pathTo('special'));
  });
});

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
