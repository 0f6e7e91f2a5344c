import { defaultHandlers } from '@juicyin/contract/msw';
import { LocaleProvider } from '@juicyin/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import type { RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, vi } from 'vitest';
import { api } from '../api.ts';
import { queryClient } from '../app/query-client.ts';
import { routes } from '../app/routes.tsx';
import '../i18n/all-catalogues.ts';
import { intlLocales, type Language } from '../i18n/messages.ts';
import { MessagesProvider } from '../i18n/messages-provider.tsx';
import { createMemoryHistory } from '../router/history.ts';
import { matchRoutes, type Route } from '../router/match.ts';
import { createRouter, currentNavigation, type Router, RouterProvider } from '../router/router.tsx';
import { patternOf } from '../shell/page-address.ts';
import { ShopOriginProvider } from '../shell/shop-origin.tsx';

/*
 * Pages rendered as the server renders them: react-dom/server in Node (no window or document), the
 * data got the real way (the route's loader asks the API through the shop's client, answered by the
 * contract's MSW fixtures, and the page reads the filled cache).
 */

/** Where the API's same-origin paths (`/api/...`) are sent in Node. */
export const apiOrigin = 'http://shop.test';

/**
 * For this test file: MSW answers the shop's requests with `handlers` (the contract's defaults
 * first); a test may `use` others on the server returned.
 */
export function answerWithFixtures(...handlers: RequestHandler[]): ReturnType<typeof setupServer> {
  const server = setupServer(...defaultHandlers, ...handlers);
  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' });
    const intercepted = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      intercepted(typeof input === 'string' ? new URL(input, apiOrigin) : input, init),
    );
  });
  afterAll(() => {
    vi.unstubAllGlobals();
    server.close();
  });
  return server;
}

/**
 * A router at `address` on `table` (the shop's by default) once its page's code and the data its
 * loaders ask for are there. The browser's cache is filled: the dashboard's gate keeps the staff
 * session it was answered there.
 */
export async function load(address: string, table: readonly Route[] = routes): Promise<Router> {
  const router = createRouter(table, createMemoryHistory(address), { queryClient, api });
  const navigation = currentNavigation(router);
  await Promise.all([navigation.code, navigation.data]);
  return router;
}

/** The shop's providers around a router on `table` at `address`, as the server renders a page. */
export function ServerShop({
  router,
  language,
  origin,
}: {
  readonly router: Router;
  readonly language: Language;
  /** The shop's public origin, as the server provides it. */
  readonly origin: string;
}): ReactNode {
  return (
    <QueryClientProvider client={queryClient}>
      <ShopOriginProvider origin={origin}>
        <LocaleProvider locale={intlLocales[language]}>
          <MessagesProvider language={language}>
            <RouterProvider router={router} />
          </MessagesProvider>
        </LocaleProvider>
      </ShopOriginProvider>
    </QueryClientProvider>
  );
}

/**
 * The page at `address` alone (its route from the shop's table, without the layout around it): its
 * loader run and its data awaited, its code imported, then rendered to HTML with `origin` provided.
 */
export async function renderPageOnServer(
  address: string,
  language: Language,
  { origin }: { readonly origin: string },
): Promise<string> {
  const matches = matchRoutes(routes, new URL(address, apiOrigin).pathname);
  const page = matches?.at(-1)?.route;
  if (!matches || !page) throw new Error(`No route shows ${address}`);
  await load(address);
  const Component = page.Component ?? (await page.lazy?.())?.Component;
  if (!Component) throw new Error(`The route of ${address} has no page`);
  const router = await load(address, [{ path: patternOf(matches), Component }]);
  return renderToString(<ServerShop router={router} language={language} origin={origin} />);
}
