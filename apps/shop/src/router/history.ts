/** Where the shop is: a path, its query and hash; `key` tells two visits of one address apart. */
export interface Location {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
  readonly key: string;
}

/** PUSH and REPLACE come from the shop's own navigations, POP from back/forward. */
export type Action = 'POP' | 'PUSH' | 'REPLACE';

export interface NavigateOptions {
  /** Replace the current history entry instead of adding one. */
  readonly replace?: boolean;
}

export interface History {
  readonly location: Location;
  /** Goes to `to` (absolute, or relative to the current address, e.g. `?page=2`). */
  navigate(to: string, options?: NavigateOptions): void;
  go(delta: number): void;
  listen(listener: (action: Action, location: Location) => void): () => void;
  /** The router scrolls the window to the top of each new page (the browser's history does; a memory one not). */
  readonly scrolls: boolean;
}

const origin = 'http://juicyin.invalid';

/** `to` resolved against `from`; null when it leaves the shop (another origin). */
export function resolve(to: string, from: Pick<Location, 'pathname' | 'search'>): URL | null {
  const url = new URL(to, `${origin}${from.pathname}${from.search}`);
  return url.origin === origin ? url : null;
}

const locationOf = (url: Pick<URL, 'pathname' | 'search' | 'hash'>, key: string): Location => ({
  pathname: url.pathname,
  search: url.search,
  hash: url.hash,
  key,
});

const newKey = (): string => Math.random().toString(36).slice(2, 10);

type Listener = Parameters<History['listen']>[0];

function listeners() {
  const set = new Set<Listener>();
  return {
    set,
    notify: (action: Action, location: Location) => {
      for (const listener of set) listener(action, location);
    },
  };
}

/** The window's history: pushState/replaceState for the shop's navigations, popstate for back/forward. */
export function createBrowserHistory(win: Window = window): History {
  const readLocation = () => {
    const state: unknown = win.history.state;
    const key = typeof state === 'object' && state !== null && 'key' in state ? String(state.key) : 'default';
    return locationOf(win.location, key);
  };
  let location = readLocation();
  const { set, notify } = listeners();
  const onPopState = () => {
    location = readLocation();
    notify('POP', location);
  };
  return {
    get location() {
      return location;
    },
    navigate(to, { replace = false } = {}) {
      const url = resolve(to, location);
      if (!url) {
        win.location.assign(to);
        return;
      }
      const key = newKey();
      const path = `${url.pathname}${url.search}${url.hash}`;
      if (replace) win.history.replaceState({ key }, '', path);
      else win.history.pushState({ key }, '', path);
      location = readLocation();
      notify(replace ? 'REPLACE' : 'PUSH', location);
    },
    go: (delta) => win.history.go(delta),
    listen(listener) {
      if (set.size === 0) win.addEventListener('popstate', onPopState);
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) win.removeEventListener('popstate', onPopState);
      };
    },
    scrolls: true,
  };
}

/** A history in memory (stories and tests): starts at `initialEntry`, the window's address untouched. */
export function createMemoryHistory(initialEntry = '/'): History {
  const start = resolve(initialEntry, { pathname: '/', search: '' });
  const entries: Location[] = [locationOf(start ?? new URL(origin), 'default')];
  let index = 0;
  const { set, notify } = listeners();
  const current = (): Location => entries[index] ?? locationOf(new URL(origin), 'default');
  return {
    get location() {
      return current();
    },
    navigate(to, { replace = false } = {}) {
      const url = resolve(to, current());
      if (!url) return;
      const location = locationOf(url, newKey());
      if (replace) entries[index] = location;
      else entries.splice(++index, entries.length, location);
      notify(replace ? 'REPLACE' : 'PUSH', location);
    },
    go(delta) {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      if (next === index) return;
      index = next;
      notify('POP', current());
    },
    listen(listener) {
      set.add(listener);
      return () => set.delete(listener);
    },
    scrolls: false,
  };
}
