import { LANGUAGE_PARAM, languageOfSearch } from '@juicyin/contract/paths';
import { useSyncExternalStore } from 'react';
import { type Preferences, PREFERENCES_KEY, readPreferences, writePreferences } from './preferences.ts';

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

/** Changes and keeps preferences; every screen using them follows. */
function updatePreferences(change: Partial<Preferences>): void {
  snapshot = { ...current(), ...change };
  const store = storage();
  if (store) writePreferences(store, snapshot);
  for (const listener of listeners) listener();
}

/** The shopper's language, currency and country, and a setter that keeps them across visits. */
export function usePreferences(): [Preferences, (change: Partial<Preferences>) => void] {
  return [useSyncExternalStore(subscribe, current, current), updatePreferences];
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
