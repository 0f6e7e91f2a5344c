import { numberFormat, pluralRules } from '@juicyin/domain';
import { useContext, useMemo } from 'react';
import { useLocale } from '../locale-provider/locale-provider.tsx';
import { type AddedStrings, KitStringsContext } from './kit-strings-context.ts';

/** The languages the kit ships its own strings in. */
export type KitLanguage = 'en' | 'ar';

/** The kit's language for a BCP 47 locale: Arabic for `ar-*`, English otherwise. */
export function languageOf(locale: string): KitLanguage {
  return locale.toLowerCase().startsWith('ar') ? 'ar' : 'en';
}

/**
 * A component's strings, one entry per language the kit ships, under a name (`badge`) by which a
 * `KitStringsProvider` replaces them or adds a language.
 */
export interface MessageTable<M, N extends string = string> {
  readonly name: N;
  readonly en: M;
  readonly ar: M;
}

/** The primary language subtag of a BCP 47 locale, lower-case: `fr` for `fr-FR`. */
function primaryLanguage(locale: string): string {
  return (locale.split(/[-_]/, 1)[0] ?? locale).toLowerCase();
}

/**
 * A component's strings for a locale, nearest last: the kit's table for `languageOf(locale)` (its
 * fallback, English, for a language the kit does not ship), the provider's strings for that
 * language, the provider's strings for the locale's own language (a language the provider adds),
 * then the caller's overrides.
 */
export function resolveMessages<M extends object>(
  table: MessageTable<M>,
  locale: string,
  added: AddedStrings,
  overrides?: Partial<M>,
): M {
  const shipped = languageOf(locale);
  const language = primaryLanguage(locale);
  const layers = [
    added[shipped]?.[table.name],
    language === shipped ? undefined : added[language]?.[table.name],
    overrides,
  ].filter((layer) => layer !== undefined);
  return layers.length === 0 ? table[shipped] : (Object.assign({}, table[shipped], ...layers) as M);
}

/**
 * The strings of a component for the current react-aria locale: the kit's own, the nearest
 * `KitStringsProvider`'s over them, and the caller's overrides (a prop) over both.
 */
export function useMessages<M extends object>(table: MessageTable<M>, overrides?: Partial<M>): M {
  const { locale } = useLocale();
  const added = useContext(KitStringsContext);
  return useMemo(() => resolveMessages(table, locale, added, overrides), [table, locale, added, overrides]);
}

/** The plural category of `count` in the locale, by the domain's cached `Intl.PluralRules` (Arabic has six). */
export function pluralCategory(locale: string, count: number): Intl.LDMLPluralRule {
  return pluralRules(locale).select(count);
}

/** Forms of a counted phrase per plural category; `other` is required, the rest fall back to it. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, (count: string) => string>> & {
  readonly other: (count: string) => string;
};

/**
 * Formats a number for the locale with Latin digits by default (`ar-SA-u-nu-latn`), through the
 * domain's cached `Intl.NumberFormat`.
 */
export function formatNumber(locale: string, value: number, options: Intl.NumberFormatOptions = {}): string {
  return numberFormat(locale.includes('-u-') ? locale : `${locale}-u-nu-latn`, options).format(value);
}

/** Chooses the plural form for `count` by `Intl.PluralRules` and fills in the formatted number. */
export function plural(locale: string, count: number, forms: PluralForms): string {
  const form = forms[pluralCategory(locale, count)] ?? forms.other;
  return form(formatNumber(locale, count));
}
