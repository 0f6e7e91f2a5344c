import { describe, expect, it } from 'vitest';
import { specialHref, specialKind, specialParams } from './special-params.ts';
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
