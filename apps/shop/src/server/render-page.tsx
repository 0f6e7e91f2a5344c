import { ApiError } from '@juicyin/contract';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import type { Readable } from 'node:stream';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { fetchShopper, meQuery } from '../account/session.ts';
import { hasSignedInMark } from '../account/signed-in-mark.ts';
import { createApiClient } from '../api.ts';
import { createQueryClient } from '../app/query-client.ts';
import { routes } from '../app/routes.tsx';
import { ShopApp } from '../app/shop-app.tsx';
import { loadCatalogue } from '../i18n/messages.ts';
import { languageOfSearch, routePaths, SHOP_LANGUAGES } from '../paths.ts';
import {
  hasPreferencesCookie,
  type Preferences,
  preferencesCookieValue,
  preferencesOfCookie,
} from '../preferences/preferences.ts';
import { createMemoryHistory } from '../router/history.ts';
import { type Match, matchRoutes } from '../router/match.ts';
import { isPrivatePattern, patternOf } from '../shell/page-address.ts';
import { createRouter, currentNavigation } from '../router/router.tsx';
import { serializePageState } from './page-state.ts';
import { insertIntoHead, templateHead } from './page-template.ts';
import { ShopDocument } from './shop-document.tsx';

/** A page the server was asked for. */
export interface PageRequest {
  /** The path and query asked for. */
  readonly url: string;
  /** The shop's public address (absolute links: canonical, share, previews). */
  readonly origin: string;
  /** The request's `Cookie` header: the shopper's preferences. */
  readonly cookie?: string | undefined;
  /** How the page's data is asked from the API (the server answers itself, without a network hop). */
  readonly fetch: typeof globalThis.fetch;
}

export interface RenderedPage {
  /** 200, or 404 for an address the shop has no page at (or a product, post or page that does not exist). */
  readonly status: number;
  /** The document, streamed as React renders it. */
  readonly body: Readable;
}

export interface PageRendererOptions {
  /** The built `index.html`: the head of every page comes from it. */
  readonly indexHtml: string;
}

/**
 * Whether the route that shows `pathname` is a shopper's own (or staff's, a form's result, a link
 * from an e-mail: the contract's `PRIVATE_ROUTES`, which the page's head and `robots.txt` use too):
 * the browser renders those, except a signed-in shopper's pages that render with their session
 * (`personalRender`). Everything else, the not-found page included, is rendered here.
 */
function isPrivatePage(matches: readonly Match[]): boolean {
  return isPrivatePattern(patternOf(matches));
}

/**
 * Whether the page is rendered here with the shopper's session: a private page whose route says so
 * (`rendersSignedIn`: the checkout), asked for with the signed-in mark. That page is the shopper's
 * alone: it is rendered for the one request, never kept (`pageVariant` gives it none).
 */
function personalRender(matches: readonly Match[], cookie: string | undefined): boolean {
  return matches.at(-1)?.route.rendersSignedIn === true && hasSignedInMark(cookie ?? '');
}

/** `fetch` with the request's cookies: the API answers the page's data as it would the shopper's browser. */
function withCookie(fetch: typeof globalThis.fetch, cookie: string): typeof globalThis.fetch {
  return (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set('cookie', cookie);
    return fetch(input, { ...init, headers });
  };
}

/** The not-found page shows the address (its own, or no other route's). */
function isNotFound(matches: readonly Match[]): boolean {
  const path = matches.at(-1)?.route.path;
  return path === '*' || path === routePaths.notFound;
}

const isMissing = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * The preferences a page is rendered in: the address's language (`?lang=ar`) first, then the
 * cookie's; and whether the request carried any.
 */
function preferencesOf(url: URL, cookie: string | undefined): { preferences: Preferences; chosen: boolean } {
  const preferences = preferencesOfCookie(cookie);
  const language = languageOfSearch(url.search);
  return {
    preferences: language ? { ...preferences, language } : preferences,
    chosen: language !== undefined || hasPreferencesCookie(cookie),
  };
}

/**
 * What, besides its address, a page's HTML depends on: the preferences it is rendered in, whether
 * the shopper chose them, and whether the request carried the signed-in mark (a guest's page is
 * rendered signed out). Two requests with the same address and variant get the same page until the
 * shop's data changes, so the server keeps one rendered copy per pair. Null for a page rendered with
 * the shopper's session: it is theirs, and is never kept.
 */
export function pageVariant({ url, cookie }: Pick<PageRequest, 'url' | 'cookie'>): string | null {
  const address = new URL(url, 'http://shop.invalid');
  if (personalRender(matchRoutes(routes, address.pathname) ?? [], cookie)) return null;
  const { preferences, chosen } = preferencesOf(address, cookie);
  return `${preferencesCookieValue(preferences)}${chosen ? '' : ' (default)'}${hasSignedInMark(cookie ?? '') ? ' (signed-in mark)' : ''}`;
}

/** A data cache for one render: nothing shared with another request, nothing retried. */
function renderCache(): QueryClient {
  const client = createQueryClient();
  client.setDefaultOptions({
    ...client.getDefaultOptions(),
    // A failed request is the page's answer (a 404), not something to try again while the shopper waits.
    queries: { ...client.getDefaultOptions().queries, retry: false, retryOnMount: false },
  });
  return client;
}

/**
 * Renders the shop's public pages on the server, from the same route table, loaders and queries the
 * browser uses: the page's code and data are loaded, the page is rendered with React's streaming
 * renderer into the built page's document, and the data goes along for the browser to take the page
 * over. The checkout is rendered too when the request carries a session (with it, for that request
 * only). Other pages (a shopper's own: account, orders; a guest's checkout) get null: the server
 * sends the client-rendered `index.html` for them.
 */
export function createPageRenderer({ indexHtml }: PageRendererOptions) {
  const headOf = templateHead(indexHtml);
  const catalogues = Promise.all(SHOP_LANGUAGES.map((language) => loadCatalogue(language)));

  return async function renderPage(request: PageRequest): Promise<RenderedPage | null> {
    const { origin } = request;
    const url = new URL(request.url, origin);
    const matches = matchRoutes(routes, url.pathname) ?? [];
    const personal = personalRender(matches, request.cookie);
    if (isPrivatePage(matches) && !personal) return null;
    await catalogues;
    const { preferences, chosen } = preferencesOf(url, request.cookie);
    const queryClient = renderCache();
    const api = createApiClient({
      baseUrl: origin,
      fetch: personal ? withCookie(request.fetch, request.cookie ?? '') : request.fetch,
    });
    if (personal) {
      // The shopper's own page, with their session: who they are first (the browser's `meQuery`
      // reads the page's cookie, which a server has not). An ended session is left to the browser,
      // which forgets the mark and shows the page to a guest.
      const shopper = await fetchShopper(api);
      if (!shopper) return null;
      queryClient.setQueryData(meQuery(api).queryKey, shopper);
    } else if (!hasSignedInMark(request.cookie ?? '')) {
      // A guest (no signed-in mark) gets the page signed out, with that in the page's data, as the
      // browser would conclude without asking: it takes the page over knowing it, instead of finding
      // out after and rendering the header, the bag and every heart again.
      queryClient.setQueryData(meQuery(api).queryKey, null);
    }
    const router = createRouter(routes, createMemoryHistory(`${url.pathname}${url.search}`), { queryClient, api });
    const navigation = currentNavigation(router);
    const [failures] = await Promise.all([navigation.data, navigation.code]);
    // A shopper's own page is never a 404: what its data lacks (a line's product gone since) is the
    // page's to show.
    const missing = !personal && (isNotFound(matches) || failures.some(isMissing));
    // A page whose own data failed otherwise (the API down), or a shopper's own page whose data
    // failed at all, is left to the browser, which shows the failure with Try again.
    if (failures.length > 0 && !missing) return null;
    const state = serializePageState({
      preferences,
      chosen,
      origin,
      queries: dehydrate(queryClient),
      hydrate: failures.length === 0,
    });
    const { language } = preferences;
    const body = await new Promise<Readable>((resolve, reject) => {
      const stream = renderToPipeableStream(
        <StrictMode>
          <ShopDocument language={language} state={state}>
            <ShopApp router={router} initialLanguage={language} renderedPreferences={preferences} origin={origin} />
          </ShopDocument>
        </StrictMode>,
        {
          // Crawlers and link previews read the whole page: it is sent once everything has rendered,
          // every part in place (none left for an inline script to reveal: there is none, and the
          // shop's content security policy runs only its own files).
          progressiveChunkSize: Number.POSITIVE_INFINITY,
          onAllReady: () => resolve(stream.pipe(insertIntoHead(headOf(language)))),
          onShellError: reject,
          onError: (error) => {
            console.error(`Rendering ${url.pathname} failed`, error);
          },
        },
      );
    });
    queryClient.clear();
    return { status: missing ? 404 : 200, body };
  };
}

export type PageRenderer = ReturnType<typeof createPageRenderer>;
