import { directionOf, type TextDirection } from '@juicyin/domain';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { I18nProvider } from 'react-aria-components';

export { directionOf };

/** A locale and the direction its script is written in. */
export interface KitLocale {
  /** A BCP 47 locale such as `en-SA` or `ar-SA`. */
  readonly locale: string;
  readonly direction: TextDirection;
}

export interface LocaleProviderProps {
  /** A BCP 47 locale such as `en-SA` or `ar-SA`. */
  readonly locale: string;
  readonly children: ReactNode;
}

/** What the kit's components read outside a `LocaleProvider`. */
const fallbackLocale: KitLocale = { locale: 'en-SA', direction: 'ltr' };

const LocaleContext = createContext<KitLocale | null>(null);

/**
 * The one source of truth for locale and direction. It gives the kit's components their locale
 * (read with `useLocale()`) and react-aria's components theirs (its `I18nProvider`), from one value.
 * Apps set `<html lang dir>` from the same locale.
 *
 * The kit reads its own context rather than react-aria's `useLocale`: that one also asks whether
 * the page is still being hydrated, so every component reading it renders a second time as soon as
 * a server-rendered page is taken over.
 */
export function LocaleProvider({ locale, children }: LocaleProviderProps) {
  const value = useMemo<KitLocale>(() => ({ locale, direction: directionOf(locale) }), [locale]);
  return (
    <LocaleContext value={value}>
      <I18nProvider locale={locale}>{children}</I18nProvider>
    </LocaleContext>
  );
}

/** The nearest `LocaleProvider`'s locale and direction; English (`en-SA`) outside one. */
export function useLocale(): KitLocale {
  return useContext(LocaleContext) ?? fallbackLocale;
}
