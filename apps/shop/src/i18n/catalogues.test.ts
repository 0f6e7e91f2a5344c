import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { catalogues } from './all-catalogues.ts';
import { formatMessage } from './messages.ts';

const arabicPluralForms = ['zero', 'one', 'two', 'few', 'many', 'other'];

function pluralElements(elements: MessageFormatElement[]): { options: string[] }[] {
  return elements.flatMap((element) =>
    element.type === TYPE.plural ? [{ options: Object.keys(element.options) }] : [],
  );
}

describe('the message catalogues', () => {
  it('have the same keys in English and Arabic', () => {
    expect(Object.keys(catalogues.ar).sort()).toEqual(Object.keys(catalogues.en).sort());
  });

  it('hold valid ICU messages in both languages', () => {
    for (const catalogue of Object.values(catalogues)) {
      for (const message of Object.values(catalogue)) expect(() => parse(message)).not.toThrow();
    }
  });

  it('give every Arabic plural all six forms', () => {
    for (const message of Object.values(catalogues.ar)) {
      for (const plural of pluralElements(parse(message))) {
        expect(plural.options.filter((option) => !option.startsWith('=')).sort()).toEqual(
          [...arabicPluralForms].sort(),
        );
      }
    }
  });

  it('choose the Arabic plural form from the count', () => {
    expect(formatMessage('ar', 'bag.items', { count: 2 })).toBe('منتجان في حقيبتك');
    expect(formatMessage('ar', 'bag.items', { count: 3 })).toBe('3 منتجات في حقيبتك');
    expect(formatMessage('ar', 'bag.items', { count: 11 })).toBe('11 منتجًا في حقيبتك');
    expect(formatMessage('en', 'bag.items', { count: 1 })).toBe('1 item in your bag');
    expect(formatMessage('en', 'bag.items', { count: 0 })).toBe('Your bag is empty');
  });

  it('format numbers with Latin digits in Arabic by default', () => {
    expect(formatMessage('ar', 'wishlist.title', { count: 6 })).toBe('قائمة أمنياتي (6)');
  });
});
