import { directionOf } from '@juicyin/domain';
import { LocaleProvider } from '@juicyin/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { useLayoutEffect } from 'react';
import { intlLocales, type Language } from '../i18n/messages.ts';
import { useShownLanguage } from '../i18n/use-shown-language.ts';
import { MessagesProvider } from '../i18n/messages-provider.tsx';
import { MANIFESTS } from '../offline/manifests.ts';
import { usePreferences } from '../preferences/use-preferences.ts';
import { type Router, RouterProvider } from '../router/router.tsx';

import { queryClient } from './query-client.ts';

export { queryClient };

/**
 * `<html lang dir>` follow the shopper's language, and so does the manifest link: installing the
 * shop names it in the shopper's language.
 */
function useDocumentLanguage(language: Language): void {
  useLayoutEffect(() => {
    document.documentElement.lang = language;
    document.documentElement.dir = directionOf(language);
    document.querySelector('link[rel="manifest"]')?.setAttribute('href', `/${MANIFESTS[language]}`);
  }, [language]);
}

export function ShopApp({
  router,
  initialLanguage,
}: {
  readonly router: Router;
  /** The language whose catalogue main.tsx loaded before the first render. */
  readonly initialLanguage: Language;
}) {
  const [preferences] = usePreferences();
  const language = useShownLanguage(preferences.language, initialLanguage);
  useDocumentLanguage(language);
  return (
    <QueryClientProvider client={queryClient}>
      <LocaleProvider locale={intlLocales[language]}>
        <MessagesProvider language={language}>
          <RouterProvider router={router} />
        </MessagesProvider>
      </LocaleProvider>
    </QueryClientProvider>
  );
}
