import { directionOf } from '@juicyin/domain';
import { LocaleProvider } from '@juicyin/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { useLayoutEffect } from 'react';
import { intlLocales, type Language } from '../i18n/messages.ts';
import { useShownLanguage } from '../i18n/use-shown-language.ts';
import { MessagesProvider } from '../i18n/messages-provider.tsx';
import { MANIFESTS } from '../offline/manifests.ts';
import type { Preferences } from '../preferences/preferences.ts';
import { endHydration } from '../server/hydration.ts';
import { RenderedPreferencesProvider, usePreferences } from '../preferences/use-preferences.ts';
import { type Router, RouterProvider } from '../router/router.tsx';
import { ShopOriginProvider } from '../shell/shop-origin.tsx';

/**
 * `<html lang dir>` follow the shopper's language, and so does the manifest link: installing the
 * shop names it in the shopper's language.
 */
function useDocumentLanguage(language: Language): void {
  // The page answers the shopper from here on (a server-rendered page's buttons do nothing before):
  // `<html data-interactive>`, which journeys wait for before they press anything. Product cards
  // are hydrated after it, when near or idle (`HydrateWhenNear`), or at once when pressed.
  useLayoutEffect(() => {
    endHydration();
    document.documentElement.toggleAttribute('data-interactive', true);
  }, []);
  useLayoutEffect(() => {
    const root = document.documentElement;
    const dir = directionOf(language);
    if (root.lang !== language) root.lang = language;
    if (root.dir !== dir) root.dir = dir;
    document.querySelector('link[rel="manifest"]')?.setAttribute('href', `/${MANIFESTS[language]}`);
  }, [language]);
}

export interface ShopAppProps {
  readonly router: Router;
  /** The language whose catalogue is loaded for the first render. */
  readonly initialLanguage: Language;
  /** The preferences of a server-rendered page: the server renders in them, and so does hydration. */
  readonly renderedPreferences?: Preferences | undefined;
  /** The shop's public origin, which a server-rendered page's absolute links were made from. */
  readonly origin?: string | undefined;
}

/** The shop: its data, locale and messages around the router; in the browser and on the server. */
export function ShopApp({ router, initialLanguage, renderedPreferences, origin = '' }: ShopAppProps) {
  return (
    <QueryClientProvider client={router.data.queryClient}>
      <ShopOriginProvider origin={origin}>
        <RenderedPreferencesProvider value={renderedPreferences}>
          <ShopInLanguage router={router} initialLanguage={initialLanguage} />
        </RenderedPreferencesProvider>
      </ShopOriginProvider>
    </QueryClientProvider>
  );
}

function ShopInLanguage({ router, initialLanguage }: Pick<ShopAppProps, 'router' | 'initialLanguage'>) {
  const [preferences] = usePreferences();
  const language = useShownLanguage(preferences.language, initialLanguage);
  useDocumentLanguage(language);
  return (
    <LocaleProvider locale={intlLocales[language]}>
      <MessagesProvider language={language}>
        <RouterProvider router={router} />
      </MessagesProvider>
    </LocaleProvider>
  );
}
