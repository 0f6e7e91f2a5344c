import { defaultHandlers, fixtures, handlers } from '@juicyin/contract/msw';
import { LocaleProvider } from '@juicyin/ui';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { busyOrders, dashboardHandlers } from '../dashboard/story-fixtures.ts';
import '../i18n/all-catalogues.ts';
import { intlLocales, type Language } from '../i18n/messages.ts';
import { MessagesProvider } from '../i18n/messages-provider.tsx';
import {
  blogPostPath,
  homePath,
  invoicePath,
  orderPath,
  pathTo,
  productPath,
  routePaths,
  searchPath,
  trackOrderPath,
} from '../paths.ts';
import { createMemoryHistory } from '../router/history.ts';
import { matchRoutes, type Route } from '../router/match.ts';
import { createRouter, RouterProvider } from '../router/router.tsx';
import { queryClient } from './query-client.ts';
import { routes } from './routes.tsx';

/*
 * Every route's page rendered with react-dom/server in Node (no window, document, localStorage or
 * navigator): a page that reads one of them while rendering throws here. The data comes the real
 * way: the route's loader asks the API through the shop's client, answered by the contract's MSW
 * fixtures, and the page reads the filled cache.
 */

// Signed in as staff too, so the dashboard's pages render (to anyone else they are the not-found page).
const server = setupServer(
  ...defaultHandlers,
  ...handlers.refills.full,
  ...dashboardHandlers.staff,
  ...dashboardHandlers.orders(busyOrders),
);
const origin = 'http://shop.test';

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  // The shop asks same-origin paths (`/api/...`); in Node they need an origin.
  const intercepted = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    intercepted(typeof input === 'string' ? new URL(input, origin) : input, init),
  );
});
afterAll(() => {
  vi.unstubAllGlobals();
  server.close();
});

expect(typeof window).toBe('undefined');

const [layout] = routes;
if (!layout?.children) throw new Error('The route table has no layout with pages');

/** An address that shows each page of the table (a parameter filled from the fixtures). */
function addressOf(route: Route): string {
  if (route.index) return homePath();
  if (route.path === '*') return '/no/such/juice';
  if (route.path === routePaths.blogPost) return blogPostPath(fixtures.blogPost.slug);
  if (route.path?.includes(':slug')) return productPath(fixtures.products.orangeJuice.slug);
  if (route.path === routePaths.order) return orderPath(fixtures.order.number);
  if (route.path === routePaths.invoice) return invoicePath(fixtures.order.number);
  if (route.path === routePaths.tracking) return trackOrderPath(fixtures.order.number);
  if (route.path === routePaths.search) return searchPath('orange');
  if (route.path === routePaths.verifyEmail) return pathTo('verifyEmail', { token: 'a-token-from-the-e-mail' });
  if (route.path === routePaths.resetPassword) return pathTo('resetPassword', { token: 'a-token-from-the-e-mail' });
  return route.path ?? homePath();
}

/** Settles when no query of the cache is fetching (the loaders' requests answered). */
function settled(client: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (client.isFetching() > 0) return false;
      unsubscribe();
      resolve();
      return true;
    };
    const unsubscribe = client.getQueryCache().subscribe(() => void check());
    check();
  });
}

/** The table with every lazy page already imported, so the server render shows the page itself. */
async function loadedRoutes(): Promise<Route[]> {
  const children = await Promise.all(
    (layout?.children ?? []).map(async ({ lazy, ...route }): Promise<Route> => {
      if (!lazy) return route;
      const { Component } = await lazy();
      return { ...route, Component };
    }),
  );
  return [{ ...layout, children }];
}

async function renderAt(table: Route[], address: string, language: Language): Promise<string> {
  const url = new URL(address, origin);
  for (const { route, params } of matchRoutes(routes, url.pathname) ?? []) {
    route.loader?.({ params, searchParams: url.searchParams });
  }
  await settled(queryClient);
  return renderToString(
    <QueryClientProvider client={queryClient}>
      <LocaleProvider locale={intlLocales[language]}>
        <MessagesProvider language={language}>
          <RouterProvider router={createRouter(table, createMemoryHistory(address))} />
        </MessagesProvider>
      </LocaleProvider>
    </QueryClientProvider>,
  );
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const descriptionOf = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1];

describe.each(['en', 'ar'] as const)('every page rendered on a server, in %s', (language) => {
  const addresses = layout.children?.map(addressOf) ?? [];
  const titles = new Map<string, string | undefined>();

  it.each(addresses)('%s renders without browser globals, with its data, title and description', async (address) => {
    const html = await renderAt(await loadedRoutes(), address, language);
    const main = /<main[^>]*>(.*)<\/main>/s.exec(html)?.[1] ?? '';
    expect(main).toMatch(/<h1/);
    const title = titleOf(html);
    expect(title).toMatch(language === 'ar' ? /جوسين/ : /Juicyin/);
    expect(descriptionOf(html)).toBeTruthy();
    titles.set(address, title);
  });

  it('gives every page its own title', () => {
    // The not-found page answers both its own address and any unknown one: one title for the two.
    const shown = [...titles.entries()].filter(([address]) => address !== '/no/such/juice').map(([, title]) => title);
    expect(shown).toHaveLength(addresses.length - 1);
    expect(shown.filter((title, i) => shown.indexOf(title) !== i)).toEqual([]);
  });
});
