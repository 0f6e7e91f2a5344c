import { LocaleProvider } from '@juicyin/ui';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { intlLocales, type Language } from '../i18n/messages.ts';
import { MessagesProvider } from '../i18n/messages-provider.tsx';
import { RouterLinks } from '../app/router-links.tsx';

/** A shop screen in isolation, for stories and tests: its language, messages and a router. */
export function ShopFrame({
  language,
  children,
  path = '/',
  routes = [],
}: {
  readonly language: Language;
  readonly children: ReactNode;
  /** Where the memory router starts. */
  readonly path?: string;
  /** Extra routes beside the screen (e.g. `/` to see a redirect land). */
  readonly routes?: RouteObject[];
}) {
  const router = createMemoryRouter([{ path, element: <RouterLinks>{children}</RouterLinks> }, ...routes], {
    initialEntries: [path],
  });
  return (
    <LocaleProvider locale={intlLocales[language]}>
      <MessagesProvider language={language}>
        <RouterProvider router={router} />
      </MessagesProvider>
    </LocaleProvider>
  );
}

/** The story's language from the Storybook toolbar global. */
export function storyLanguage(globals: Record<string, unknown>): Language {
  return globals['locale'] === 'ar' ? 'ar' : 'en';
}
