import { describe, expect, it } from 'vitest';
import { formatNumber, languageOf, plural } from './messages.ts';

describe('kit messages', () => {
  it('picks Arabic for ar-* locales and English otherwise', () => {
    expect(languageOf('ar-SA')).toBe('ar');
    expect(languageOf('AR')).toBe('ar');
    expect(languageOf('en-SA')).toBe('en');
    expect(languageOf('fr-FR')).toBe('en');
  });

  it('chooses the Arabic plural form through Intl.PluralRules', () => {
    const forms = {
      zero: () => 'zero',
      one: () => 'one',
      two: () => 'two',
      few: (n: string) => `few ${n}`,
      many: (n: string) => `many ${n}`,
      other: (n: string) => `other ${n}`,
    };
    expect([0, 1, 2, 5, 11, 100].map((n) => plural('ar-SA', n, forms))).toEqual([
      'zero',
      'one',
      'two',
      'few 5',
      'many 11',
      'other 100',
    ]);
  });

  it('formats numbers with Latin digits unless the locale asks otherwise', () => {
    expect(formatNumber('ar-SA', 1234)).toBe('1,234');
    expect(formatNumber('ar-SA-u-nu-arab', 12)).toBe('١٢');
  });
});
