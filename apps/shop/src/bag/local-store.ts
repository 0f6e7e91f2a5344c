import { useSyncExternalStore } from 'react';

export interface LocalStore<T> {
  readonly get: () => T;
  readonly set: (next: T) => void;
  readonly clear: () => void;
  readonly subscribe: (listener: () => void) => () => void;
  /** Forgets the in-memory copy so the next read comes from storage (tests). */
  readonly reset: () => void;
}

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined; // storage disabled: the guest's bag lasts for this page only
  }
}

/**
 * A value kept in localStorage under `key`, read through `parse` (anything unreadable becomes
 * `empty`), shared by every component of the tab and updated when another tab writes it (the
 * `storage` event).
 */
export function createLocalStore<T>(key: string, parse: (stored: unknown) => T, empty: T): LocalStore<T> {
  let snapshot: T | undefined;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const read = (): T => {
    try {
      const raw = storage()?.getItem(key);
      return raw === null || raw === undefined ? empty : parse(JSON.parse(raw));
    } catch {
      return empty;
    }
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key !== key && event.key !== null) return;
    snapshot = read();
    notify();
  };
  return {
    get: () => {
      snapshot ??= read();
      return snapshot;
    },
    set: (next) => {
      snapshot = next;
      try {
        storage()?.setItem(key, JSON.stringify(next));
      } catch {
        // full or disabled storage: keep the in-memory copy
      }
      notify();
    },
    clear: () => {
      snapshot = empty;
      try {
        storage()?.removeItem(key);
      } catch {
        // disabled storage
      }
      notify();
    },
    subscribe: (listener) => {
      if (listeners.size === 0) window.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener('storage', onStorage);
      };
    },
    reset: () => {
      snapshot = undefined;
    },
  };
}

/** A JSON object (not null, not an array): what a stored record must be before its fields are read. */
export function isJsonObject(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A string of `min` to `max` characters (a stored SKU or slug). */
export function isTextOfLength(value: unknown, min: number, max: number): value is string {
  return typeof value === 'string' && value.length >= min && value.length <= max;
}

/** The stored slug of each SKU: every value a slug of 1–120 characters, or the whole table is refused. */
export function isSlugTable(value: unknown): value is Readonly<Record<string, string>> {
  return isJsonObject(value) && Object.values(value).every((slug) => isTextOfLength(slug, 1, 120));
}

export function useLocalStore<T>(store: LocalStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
