import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
import { ar } from './catalogues/ar.ts';
import { en, type MessageKey } from './catalogues/en.ts';

export type Language = 'en' | 'ar';
export type { MessageKey };

export const catalogues: Record<Language, Record<MessageKey, string>> = { en, ar };

/** The Intl locale of each language: Saudi conventions, Latin digits in Arabic by default. */
export const intlLocales: Record<Language, string> = { en: 'en-SA', ar: 'ar-SA' };

const compiled = new Map<string, IntlMessageFormat>();

/** Formats one message of the catalogue; compiled formats are cached per language and key. */
export function formatMessage(language: Language, key: MessageKey, values?: Record<string, PrimitiveType>): string {
  const cacheKey = `${language}\u0000${key}`;
  let format = compiled.get(cacheKey);
  if (!format) {
    format = new IntlMessageFormat(catalogues[language][key], `${intlLocales[language]}-u-nu-latn`);
    compiled.set(cacheKey, format);
  }
  const text = format.format(values);
  if (typeof text !== 'string') throw new TypeError(`Message ${key} did not format to text`);
  return text;
}
