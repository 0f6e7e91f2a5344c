import { directionOf, LocaleProvider } from '@juicyin/ui';
import { type ReactNode, useLayoutEffect } from 'react';

export type StoryLocale = 'en' | 'ar';
export type StoryDirection = 'auto' | 'ltr' | 'rtl';

const intlLocales: Record<StoryLocale, string> = { en: 'en-SA', ar: 'ar-SA' };

/** The locale a story starts in: `ar` when the test run sets `__JUICYIN_STORY_LOCALE__`. */
export const initialLocale: StoryLocale =
  typeof __JUICYIN_STORY_LOCALE__ !== 'undefined' && __JUICYIN_STORY_LOCALE__ === 'ar' ? 'ar' : 'en';

/** Applies the toolbar's locale and direction to the kit's LocaleProvider and `<html lang dir>`. */
export function LocaleFrame({
  locale,
  direction,
  children,
}: {
  readonly locale: StoryLocale;
  readonly direction: StoryDirection;
  readonly children: ReactNode;
}) {
  const dir = direction === 'auto' ? directionOf(locale) : direction;
  useLayoutEffect(() => {
    document.documentElement.lang = locale;
    document.documentElement.dir = dir;
  }, [locale, dir]);
  return <LocaleProvider locale={intlLocales[locale]}>{children}</LocaleProvider>;
}
