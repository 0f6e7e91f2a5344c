import { useLocale } from 'react-aria-components';

/** The languages the kit ships its own strings in. */
export type KitLanguage = 'en' | 'ar';

/** The kit's language for a BCP 47 locale: Arabic for `ar-*`, English otherwise. */
export function languageOf(locale: string): KitLanguage {
  return locale.toLowerCase().startsWith('ar') ? 'ar' : 'en';
}

/** A component's strings, one entry per language. */
export type MessageTable<M> = Readonly<Record<KitLanguage, M>>;

/**
 * The strings of a component for the current react-aria locale, with the caller's overrides
 * (a prop) laid over them.
 */
export function useMessages<M extends object>(table: MessageTable<M>, overrides?: Partial<M>): M {
  const { locale } = useLocale();
  const messages = table[languageOf(locale)];
  return overrides ? { ...messages, ...overrides } : messages;
}

const pluralRules = new Map<string, Intl.PluralRules>();

/** A cached `Intl.PluralRules` for the locale (Arabic has six categories). */
export function pluralCategory(locale: string, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return rules.select(count);
}

/** Forms of a counted phrase per plural category; `other` is required, the rest fall back to it. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, (count: string) => string>> & {
  readonly other: (count: string) => string;
};

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * Formats a number for the locale with Latin digits by default (`ar-SA-u-nu-latn`), through a
 * cached `Intl.NumberFormat`.
 */
export function formatNumber(locale: string, value: number, options: Intl.NumberFormatOptions = {}): string {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale.includes('-u-') ? locale : `${locale}-u-nu-latn`, options);
    numberFormats.set(key, format);
  }
  return format.format(value);
}

/** Chooses the plural form for `count` by `Intl.PluralRules` and fills in the formatted number. */
export function plural(locale: string, count: number, forms: PluralForms): string {
  const form = forms[pluralCategory(locale, count)] ?? forms.other;
  return form(formatNumber(locale, count));
}
