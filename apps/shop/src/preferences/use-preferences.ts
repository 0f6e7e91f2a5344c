import { LANGUAGE_PARAM, languageOfSearch } from '@juicyin/contract/paths';
import { createContext, useContext, useSyncExternalStore } from 'react';
import {
  type Preferences,
  PREFERENCES_COOKIE,
  PREFERENCES_KEY,
  preferencesCookieValue,
  readPreferences,
  writePreferences,
} from './preferences.ts';

const listeners = new Set<() => void>();
let snapshot: Preferences | undefined;

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined; // storage disabled: preferences last for this page only
  }
}

function current(): Preferences {
  snapshot ??= readPreferences(storage());
  return snapshot;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== PREFERENCES_KEY && event.key !== null) return;
    snapshot = readPreferences(storage()); // another tab changed them
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The preferences as they are now, outside React (the entry reads the language before rendering). */
export function currentPreferences(): Preferences {
  return current();
}

const YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

/**
 * Gives the server the preferences too (a cookie), so the next server-rendered page is in the
 * shopper's language from its first byte. Called when they change and when the shop starts (a
 * shopper whose choice predates the cookie).
 */
export function keepPreferencesCookie(): void {
  if (typeof document === 'undefined') return;
  const value = `${PREFERENCES_COOKIE}=${preferencesCookieValue(current())}`;
  if (document.cookie.split('; ').includes(value)) return;
  document.cookie = `${value}; path=/; max-age=${YEAR_IN_SECONDS}; samesite=lax`;
}

/** Changes and keeps preferences; every screen using them follows. */
function updatePreferences(change: Partial<Preferences>): void {
  snapshot = { ...current(), ...change };
  const store = storage();
  if (store) writePreferences(store, snapshot);
  keepPreferencesCookie();
  for (const listener of listeners) listener();
}

/** Makes `preferences` the shopper's (a server-rendered page's, which the request carried). */
export function adoptPreferences(preferences: Preferences): void {
  updatePreferences(preferences);
}

const RenderedPreferences = createContext<Preferences | undefined>(undefined);

/**
 * The preferences a page was rendered in on the server: the browser renders the same while it
 * takes the page over (hydration), then the shopper's own if they differ (a choice the cookie did not
 * carry yet). The server renders with them.
 */
export const RenderedPreferencesProvider = RenderedPreferences.Provider;

function samePreferences(one: Preferences, other: Preferences): boolean {
  return one.language === other.language && one.currency === other.currency && one.country === other.country;
}

/** The shopper's language, currency and country, and a setter that keeps them across visits. */
export function usePreferences(): [Preferences, (change: Partial<Preferences>) => void] {
  const rendered = useContext(RenderedPreferences);
  // While the shopper's own preferences are those the page was rendered in, the very object the
  // page was hydrated with: React compares snapshots by identity once it has taken a page over, and
  // an equal copy would make it render the whole shop again, at once, below the first reader.
  const shown = (): Preferences => {
    const own = current();
    return rendered !== undefined && samePreferences(own, rendered) ? rendered : own;
  };
  return [useSyncExternalStore(subscribe, shown, () => rendered ?? current()), updatePreferences];
}

/**
 * A page opened in a language (`?lang=ar`, the address the sitemap and `hreflang` give for it):
 * that language becomes the shopper's choice, and the address loses the parameter, so a reload or
 * a later change in the header is not overridden by it. Called by the entry before the first render.
 */
export function adoptLanguageOfAddress(location: Location, history: History): void {
  const language = languageOfSearch(location.search);
  if (language === undefined) return;
  updatePreferences({ language });
  const url = new URL(location.href);
  url.searchParams.delete(LANGUAGE_PARAM);
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/** Forgets the in-memory copy, so the next read comes from storage (tests). */
export function resetPreferencesCache(): void {
  snapshot = undefined;
}
