import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeSearchText } from './normalize.ts';

describe('normalizeSearchText', () => {
  it('lower-cases and strips Latin diacritics', () => {
    expect(normalizeSearchText('Açaí BOWL Crème Brûlée')).toBe('acai bowl creme brulee');
  });

  it('folds Arabic letter variants: أ/إ/آ/ٱ → ا, ة → ه, ى → ي', () => {
    expect(normalizeSearchText('أناناس')).toBe('اناناس');
    expect(normalizeSearchText('إجاص')).toBe('اجاص');
    expect(normalizeSearchText('آيس كريم')).toBe('ايس كريم');
    expect(normalizeSearchText('ٱلعصير')).toBe('العصير');
    expect(normalizeSearchText('فراولة')).toBe('فراوله');
    expect(normalizeSearchText('ليتشى')).toBe('ليتشي');
  });

  it('strips tashkeel and tatweel', () => {
    expect(normalizeSearchText('عَصِيرُ بُرْتُقَالٍ')).toBe('عصير برتقال');
    expect(normalizeSearchText('عـــصـير')).toBe('عصير');
  });

  it('turns Arabic-Indic digits into Latin digits and unfolds presentation forms', () => {
    expect(normalizeSearchText('عصير ٢ لتر')).toBe('عصير 2 لتر');
    expect(normalizeSearchText('\uFEE3\uFEE7\uFEA0\uFE94')).toBe(normalizeSearchText('منجة'));
  });

  it('collapses and trims white space', () => {
    expect(normalizeSearchText('  orange \t\n juice  ')).toBe('orange juice');
  });

  it('makes a query match the text it was typed for, with or without marks', () => {
    expect(normalizeSearchText('مانجا')).toBe(normalizeSearchText('مَانْجَا'));
    expect(normalizeSearchText('رمان')).toBe(normalizeSearchText('رُمّان'));
  });

  const searchText = fc.string({
    unit: fc.constantFrom(...Array.from('abcXYZ éüñçÅ İ 09 ٠٩۵ ابتثة أإآٱ ىي ـ \u064b\u064e\u0651\u0652\u0670 ﻣﻨ ﺔ\t')),
    maxLength: 40,
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(searchText, (text) => {
        const once = normalizeSearchText(text);
        expect(normalizeSearchText(once)).toBe(once);
      }),
    );
  });

  it('never leaves upper case, tashkeel, tatweel, Arabic-Indic digits or doubled spaces', () => {
    fc.assert(
      fc.property(searchText, (text) => {
        const normalized = normalizeSearchText(text);
        expect(normalized).toBe(normalized.toLowerCase());
        expect(normalized).not.toMatch(/[\u064b-\u065f\u0670\u0640\u0660-\u0669\u06f0-\u06f9أإآٱةى]|\s\s|^\s|\s$/);
      }),
    );
  });
});
