import type { DehydratedState } from '@tanstack/react-query';
import type { Preferences } from '../preferences/preferences.ts';
import { scriptJson } from '../shell/structured-data.ts';

/** The id of the server-rendered page's state: a JSON data block after `#root`. */
export const PAGE_STATE_ID = 'shop-state';

/** What the server rendered a page with, so the browser takes the page over as it is. */
export interface PageState {
  /** The preferences the page was rendered in (the cookie's, or the address's `?lang=`). */
  readonly preferences: Preferences;
  /**
   * Whether the request carried them (the cookie, `?lang=`): they are then the shopper's, and the
   * browser keeps them. Otherwise they are the defaults, and a choice the browser kept from before
   * the cookie existed is shown once the page is taken over.
   */
  readonly chosen: boolean;
  /** The shop's public address: absolute links (canonical, share) are made from it. */
  readonly origin: string;
  /** The data the page was rendered from: the browser's cache starts with it, and asks none of it again. */
  readonly queries: DehydratedState;
  /**
   * Whether the browser can hydrate the page: not when the page's own data failed (a product that
   * does not exist), whose error the cache cannot carry over; the browser renders that page anew.
   */
  readonly hydrate: boolean;
}

/**
 * The page's data, as fresh as the page. The server keeps a rendered page and serves it again only
 * while everything it was rendered from is unchanged (the API renders it anew after any change to
 * the catalogue, the content or the store's settings), so its data is current when it arrives,
 * however long ago it was rendered. Stamped with the time it was rendered, it would be older than the
 * cache's stale time and asked for again as soon as the page was taken over.
 */
export function dataAsOf(queries: DehydratedState, now: number): DehydratedState {
  return {
    ...queries,
    queries: queries.queries.map((query) =>
      query.state.status === 'success' ? { ...query, state: { ...query.state, dataUpdatedAt: now } } : query,
    ),
  };
}

/** The state as the text of a `<script type="application/json">` (see `jsonLdText`'s escaping). */
export function serializePageState(state: PageState): string {
  return scriptJson(state);
}

/**
 * The state a server-rendered page carries, with its text as the page has it (the browser renders
 * the same document around the page to take it over), or null for the client-rendered page
 * (`index.html`).
 */
export function readPageState(document: Document): { readonly state: PageState; readonly text: string } | null {
  const text = document.getElementById(PAGE_STATE_ID)?.textContent;
  return text ? { state: JSON.parse(text) as PageState, text } : null;
}
