import { LocaleProvider } from '@juicyin/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { api } from '../api.ts';
import { intlLocales, type Language } from '../i18n/messages.ts';
import '../i18n/all-catalogues.ts';
import { MessagesProvider } from '../i18n/messages-provider.tsx';
import { RouterLinks } from '../app/router-links.tsx';
import { createMemoryHistory } from '../router/history.ts';
import type { LoaderData, Route } from '../router/match.ts';
import { RouterProvider } from '../router/router.tsx';

/** A query client for one story or test: nothing cached from another, no retries to wait for. */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
}

/** What a test's router gives its loaders: a cache of the test's own and the shop's client. */
export function testLoaderData(queryClient: QueryClient = testQueryClient()): LoaderData {
  return { queryClient, api };
}

/** A shop screen in isolation, for stories and tests: its language, messages, data cache and a router. */
export function ShopFrame({
  language,
  children,
  path = '/',
  initialEntry,
  routes = [],
}: {
  readonly language: Language;
  readonly children: ReactNode;
  /** The screen's route pattern (e.g. `/product/:slug`). */
  readonly path?: string;
  /** Where the memory router starts (default: `path`), e.g. `/product/fresh-orange-juice?x=1`. */
  readonly initialEntry?: string;
  /** Extra routes beside the screen (e.g. `/` to see a redirect land). */
  readonly routes?: Route[];
}) {
  const [queryClient] = useState(testQueryClient);
  const [history] = useState(() => createMemoryHistory(initialEntry ?? path));
  const router = {
    routes: [{ path, element: <RouterLinks>{children}</RouterLinks> }, ...routes],
    history,
    data: testLoaderData(queryClient),
  };
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

/** The story's language from the Storybook toolbar global. */
export function storyLanguage(globals: Record<string, unknown>): Language {
  return globals['locale'] === 'ar' ? 'ar' : 'en';
}
