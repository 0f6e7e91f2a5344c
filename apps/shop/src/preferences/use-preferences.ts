import { useCallback, useSyncExternalStore } from 'react';
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

/** The shopper's language, currency and country, and a setter that keeps them across visits. */
export function usePreferences(): [Preferences, (change: Partial<Preferences>) => void] {
  const preferences = useSyncExternalStore(subscribe, current, current);
  const update = useCallback((change: Partial<Preferences>) => {
    snapshot = { ...current(), ...change };
    const store = storage();
    if (store) writePreferences(store, snapshot);
    for (const listener of listeners) listener();
  }, []);
  return [preferences, update];
}

/** Forgets the in-memory copy, so the next read comes from storage (tests). */
export function resetPreferencesCache(): void {
  snapshot = undefined;
}
