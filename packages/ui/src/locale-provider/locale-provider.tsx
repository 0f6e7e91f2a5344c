import { directionOf } from '@juicyin/domain';
import type { ReactNode } from 'react';
import { I18nProvider, useLocale } from 'react-aria-components';

export { directionOf };

export interface LocaleProviderProps {
  /** A BCP 47 locale such as `en-SA` or `ar-SA`. */
  readonly locale: string;
  readonly children: ReactNode;
}

/**
 * The one source of truth for locale and direction: react-aria's I18nProvider, read by every
 * component through `useLocale()` (the toasts' swipe direction included). Apps set
 * `<html lang dir>` from `useLocale()`.
 */
export function LocaleProvider({ locale, children }: LocaleProviderProps) {
  return <I18nProvider locale={locale}>{children}</I18nProvider>;
}

export { useLocale };
