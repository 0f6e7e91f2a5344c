import { describe, expect, it } from 'vitest';
import { dateTimeFormat, listFormat, numberFormat, pluralRules } from './intl-formats.ts';

describe('the Intl formatter cache', () => {
  it('builds one formatter per locale and options, and keeps it', () => {
    const percent = numberFormat('en-SA', { style: 'percent' });
    expect(numberFormat('en-SA', { style: 'percent' })).toBe(percent);
    expect(numberFormat('ar-SA', { style: 'percent' })).not.toBe(percent);
    expect(numberFormat('en-SA', { style: 'decimal' })).not.toBe(percent);
    expect(numberFormat('en-SA')).toBe(numberFormat('en-SA', {}));
  });

  it('formats as the Intl formatter it stands for', () => {
    expect(numberFormat('ar-SA-u-nu-latn').format(1234)).toBe('1,234');
    expect(numberFormat('ar-SA-u-nu-arab').format(12)).toBe('١٢');
    const day = dateTimeFormat('en-SA-u-nu-latn', { dateStyle: 'long', calendar: 'gregory', timeZone: 'UTC' });
    expect(day.format(new Date(Date.UTC(2026, 10, 20)))).toBe('November 20, 2026');
    expect(dateTimeFormat('en-SA-u-nu-latn', { dateStyle: 'long', calendar: 'gregory', timeZone: 'UTC' })).toBe(day);
    expect([0, 1, 2, 5, 11, 100].map((n) => pluralRules('ar-SA').select(n))).toEqual([
      'zero',
      'one',
      'two',
      'few',
      'many',
      'other',
    ]);
    expect(listFormat('en', { type: 'conjunction' }).format(['1 hour', '5 minutes'])).toBe('1 hour and 5 minutes');
  });
});
