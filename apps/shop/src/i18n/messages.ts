import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
import type { MessageKey } from './catalogues/en.ts';

export type Language = 'en' | 'ar';
export type { MessageKey };

/** One language's messages: ICU source text (parsed at build time in production). */
export type Catalogue = Readonly<Record<MessageKey, string>>;

/** The Intl locale of each language: Saudi conventions, Latin digits in Arabic by default. */
export const intlLocales: Record<Language, string> = { en: 'en-SA', ar: 'ar-SA' };

/** Each catalogue is its own chunk: a shopper downloads the language they read, not both. */
const importers: Record<Language, () => Promise<Catalogue>> = {
  en: async () => (await import('./catalogues/en.ts')).en,
  ar: async () => (await import('./catalogues/ar.ts')).ar,
};

const loaded = new Map<Language, Catalogue>();
const loading = new Map<Language, Promise<void>>();
const compiled = new Map<string, IntlMessageFormat>();

export function isCatalogueLoaded(language: Language): boolean {
  return loaded.has(language);
}

/** Makes catalogues available without loading them (stories and tests import both). */
export function provideCatalogues(catalogues: Partial<Record<Language, Catalogue>>): void {
  for (const [language, catalogue] of Object.entries(catalogues) as [Language, Catalogue][]) {
    loaded.set(language, catalogue);
  }
}

/** Loads a language's catalogue once; a failed load (offline) is tried again on the next call. */
export function loadCatalogue(language: Language): Promise<void> {
  if (loaded.has(language)) return Promise.resolve();
  let pending = loading.get(language);
  if (!pending) {
    pending = importers[language]().then(
      (catalogue) => {
        loaded.set(language, catalogue);
        loading.delete(language);
      },
      (error: unknown) => {
        loading.delete(language);
        throw error;
      },
    );
    loading.set(language, pending);
  }
  return pending;
}

/** Formats one message of a loaded catalogue; compiled formats are cached per language and key. */
export function formatMessage(language: Language, key: MessageKey, values?: Record<string, PrimitiveType>): string {
  const cacheKey = `${language}\u0000${key}`;
  let format = compiled.get(cacheKey);
  if (!format) {
    const catalogue = loaded.get(language);
    if (!catalogue) throw new Error(`The ${language} message catalogue is not loaded (loadCatalogue first)`);
    format = new IntlMessageFormat(catalogue[key], `${intlLocales[language]}-u-nu-latn`);
    compiled.set(cacheKey, format);
  }
  const text = format.format(values);
  if (typeof text !== 'string') throw new TypeError(`Message ${key} did not format to text`);
  return text;
}
