import {
  type ComponentType,
  createElement,
  memo,
  type ReactNode,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { DepthContext, RouterContext, type RouterValue, useRouter } from './context.ts';
import type { Action, History, Location } from './history.ts';
import { type LoaderData, type Match, matchRoutes, type Route } from './match.ts';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

export interface Router {
  readonly routes: readonly Route[];
  readonly history: History;
  /** What the loaders ask and fill. */
  readonly data: LoaderData;
  /**
   * Taking over a server-rendered page: the address as the server saw it (no hash), which the first
   * render shows so that it is the server's; the address's hash (a FAQ question) follows at once.
   */
  readonly hydrating?: boolean;
}

interface Page {
  /** Settles when the page's code has arrived (or failed to). */
  readonly code: Promise<unknown>;
  /** The session it was resolved for (routes that follow the session). */
  readonly session: number;
  Component?: ComponentType;
  failed?: boolean;
}

const pages = new WeakMap<Route, Page>();

/** Counts the session changes of this tab (sign in, register, sign out). */
let session = 0;
const sessionListeners = new Set<() => void>();
const subscribeToSession = (listener: () => void) => {
  sessionListeners.add(listener);
  return () => sessionListeners.delete(listener);
};
const currentSession = () => session;

/**
 * Tells the router that who is signed in changed: the lazy routes that follow the session
 * (`followsSession`) are resolved again, the one on screen at once and the others when next opened.
 */
export function sessionChanged(): void {
  session += 1;
  for (const listener of sessionListeners) listener();
}

/**
 * The route's lazy page, its import started on the first call. Code that failed to load is imported
 * again by the next navigation to the route, or by `retry`; a route that follows the session is
 * resolved again once the session has changed.
 */
function pageOf(
  route: Route,
  load: NonNullable<Route['lazy']>,
  { retry = false, seen = session }: { readonly retry?: boolean; readonly seen?: number } = {},
): Page {
  let page = pages.get(route);
  const stale = route.followsSession === true && page !== undefined && page.session !== seen;
  if (!page || stale || (retry && page.failed === true)) {
    const loading: Page = {
      session: seen,
      code: load().then(
        ({ Component }) => {
          loading.Component = Component;
        },
        () => {
          loading.failed = true;
        },
      ),
    };
    page = loading;
    pages.set(route, page);
  }
  return page;
}

interface Navigation {
  /** Settles once the matched routes' lazy code is there (or failed to load). */
  readonly code: Promise<void>;
  /** Settles with the loaders' failures once their requests are answered (none when all went well). */
  readonly data: Promise<readonly unknown[]>;
}

const navigations = new WeakMap<Location, Navigation>();

/**
 * A navigation's work, once per location: the matched routes' lazy code and their loaders start
 * together (the loaders only start requests), so the page's code and its data load in parallel.
 */
function start({ routes, data }: Router, location: Location): Navigation {
  const started = navigations.get(location);
  if (started) return started;
  const matches = matchRoutes(routes, location.pathname) ?? [];
  const searchParams = new URLSearchParams(location.search);
  const failures: unknown[] = [];
  const code: Promise<unknown>[] = [];
  const requests: Promise<unknown>[] = [];
  for (const { route, params } of matches) {
    // The loader first: a loader that imports code of its own (the checkout's) asks for it before
    // the page's chunks are queued ahead of it on the browser's few connections.
    const loading = route.loader?.({ params, searchParams, ...data });
    if (loading) requests.push(loading.catch((error: unknown) => failures.push(error)));
    if (route.lazy) code.push(pageOf(route, route.lazy, { retry: true }).code);
  }
  const navigation: Navigation = {
    code: Promise.all(code).then(() => undefined),
    data: Promise.all(requests).then(() => failures),
  };
  navigations.set(location, navigation);
  return navigation;
}

/** A router for the table, its first location's code and data already on their way. */
export function createRouter(routes: readonly Route[], history: History, data: LoaderData): Router {
  const router = { routes, history, data };
  start(router, history.location);
  return router;
}

/**
 * The router's current page: its lazy code and its loaders' requests, each settling once there. A
 * server render waits for both; the browser waits for the code before taking over a server-rendered
 * page (its data came with the page).
 */
export function currentNavigation(router: Router): Navigation {
  return start(router, router.history.location);
}

const noSubscription = () => () => undefined;

function sameAddress(one: Location, other: Location): boolean {
  return one.pathname === other.pathname && one.search === other.search && one.hash === other.hash;
}

/**
 * A lazy route's page once its code is there, its fallback until then (the shell stays around it).
 * No Suspense: the page shows as soon as its code arrives, without React's reveal throttling.
 */
function LazyRoute({ route, load }: { readonly route: Route; readonly load: NonNullable<Route['lazy']> }) {
  const [attempt, setAttempt] = useState(0);
  // Only a route that follows the session re-renders when it changes; the server renders the first.
  const seen = useSyncExternalStore(
    route.followsSession === true ? subscribeToSession : noSubscription,
    currentSession,
    currentSession,
  );
  const page = useMemo(() => pageOf(route, load, { retry: attempt > 0, seen }), [route, load, attempt, seen]);
  const [, setSettled] = useState<Page | null>(null);
  // Whether this render showed the fallback. The code may arrive after the render and before this
  // effect runs (React runs effects in a later task unless a synchronous update flushes them): the
  // effect then still waits on the code, whose `then` runs once more and renders the page.
  const waiting = !page.Component && !page.failed;
  useEffect(() => {
    if (!waiting) return undefined;
    let mounted = true;
    void page.code.then(() => {
      if (mounted) setSettled(page);
    });
    return () => {
      mounted = false;
    };
  }, [page, waiting]);
  if (page.Component) return createElement(page.Component);
  if (page.failed && route.CodeError) {
    return createElement(route.CodeError, { onRetry: () => setAttempt((count) => count + 1) });
  }
  return route.Fallback ? createElement(route.Fallback) : null;
}

function RouteContent({ route }: { readonly route: Route }): ReactNode {
  if (route.lazy) return <LazyRoute route={route} load={route.lazy} />;
  if (route.Component) return <route.Component />;
  return route.element ?? <Outlet />;
}

function RouteElement({ match }: { readonly match: Match }): ReactNode {
  const { route } = match;
  const { location } = useRouter();
  if (!route.RenderError) return <RouteContent route={route} />;
  return (
    <RouteErrorBoundary Fallback={route.RenderError} resetKey={`${location.pathname}${location.search}`}>
      <RouteContent route={route} />
    </RouteErrorBoundary>
  );
}

/**
 * Where a layout shows its matched child route. It takes no props, so a layout rendering again
 * (the header's counts arriving after a page is taken over) leaves the page below it alone: the
 * page renders again when the route or its own data changes.
 */
export const Outlet = memo(function Outlet(): ReactNode {
  const { matches } = useRouter();
  const depth = useContext(DepthContext);
  const match = matches[depth];
  if (!match) return null;
  // Keyed by the route: another route is a new page; the same route with other params keeps its state.
  return (
    <DepthContext.Provider key={match.id} value={depth + 1}>
      <RouteElement match={match} />
    </DepthContext.Provider>
  );
});

/**
 * Shows the route that matches the history's location and follows its navigations; a new page
 * (not back/forward) starts at the top of the window.
 */
export function RouterProvider({ router }: { readonly router: Router }): ReactNode {
  const { routes, history } = router;
  const [state, setState] = useState<{ readonly location: Location; readonly action: Action }>(() => {
    start(router, history.location);
    const { location } = history;
    return { location: router.hydrating === true ? { ...location, hash: '' } : location, action: 'POP' };
  });
  useEffect(() => {
    let previous = state.location;
    const update = (action: Action, location: Location) => {
      // Another hash alone (the skip link) is no new page: its loaders do not run again.
      if (location.pathname !== previous.pathname || location.search !== previous.search) start(router, location);
      previous = location;
      setState({ location, action });
    };
    const unlisten = history.listen(update);
    // The hash of a server-rendered page's address, or a navigation from a child's effect before
    // this listener was there. A server-rendered page at the address it was rendered for is not
    // rendered again (its parts below the first screen stay as the server sent them until near).
    const moved =
      router.hydrating === true ? !sameAddress(history.location, state.location) : history.location !== state.location;
    if (moved) update(router.hydrating === true ? 'POP' : 'PUSH', history.location);
    return unlisten;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the location check is for mounting only
  }, [router]);
  const shown = useRef(state.location);
  useLayoutEffect(() => {
    const before = shown.current;
    shown.current = state.location;
    if (history.scrolls && state.action !== 'POP' && state.location.pathname !== before.pathname) {
      window.scrollTo(0, 0);
    }
  }, [history, state]);
  const { location } = state;
  const value = useMemo<RouterValue>(
    () => ({ history, location, matches: matchRoutes(routes, location.pathname) ?? [] }),
    [history, location, routes],
  );
  return (
    <RouterContext.Provider value={value}>
      <Outlet />
    </RouterContext.Provider>
  );
}
