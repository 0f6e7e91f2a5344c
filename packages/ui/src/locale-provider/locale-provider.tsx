import { directionOf } from '@juicyin/domain';
import { Direction } from 'radix-ui';
import type { ReactNode } from 'react';
import { I18nProvider, useLocale } from 'react-aria-components';

export { directionOf };

export interface LocaleProviderProps {
  /** A BCP 47 locale such as `en-SA` or `ar-SA`. */
  readonly locale: string;
  /** Overrides the direction the locale implies (for testing layouts). */
  readonly direction?: 'ltr' | 'rtl' | undefined;
  readonly children: ReactNode;
}

/**
 * The one source of truth for locale and direction: react-aria's I18nProvider, and radix's
 * DirectionProvider fed from the same value. Apps set `<html lang dir>` from `useLocale()`.
 */
export function LocaleProvider({ locale, direction, children }: LocaleProviderProps) {
  const dir = direction ?? directionOf(locale);
  return (
    <I18nProvider locale={locale}>
      <Direction.Provider dir={dir}>{children}</Direction.Provider>
    </I18nProvider>
  );
}

export { useLocale };
