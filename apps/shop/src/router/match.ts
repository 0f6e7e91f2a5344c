import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import type { ApiClient } from '../api.ts';

/** A route's path parameters (`:slug`, and `*` for the rest of a splat), decoded. */
export type Params = Readonly<Record<string, string | undefined>>;

/** Where a route's loader asks for its data, and the cache it fills: the browser's, or a server render's own. */
export interface LoaderData {
  readonly queryClient: QueryClient;
  readonly api: ApiClient;
}

export interface LoaderArgs extends LoaderData {
  readonly params: Params;
  readonly searchParams: URLSearchParams;
}

/**
 * One entry of the route table. A child's path is relative to its parent's (or absolute); `index`
 * matches the parent's own path; `*` matches any rest. A route shows `Component`, `element`, or the
 * component its `lazy` import gives (with `Fallback` while the code loads); a parent shows its
 * matched child where it renders `<Outlet />`.
 */
export interface Route {
  readonly path?: string;
  readonly index?: boolean;
  readonly Component?: ComponentType;
  readonly element?: ReactNode;
  /**
   * Starts the screen's requests on each navigation to it. The browser does not wait for them (the
   * screen shows its skeleton meanwhile); a server render waits for what it returns, and a rejection
   * (the page's own data failing, a 404) tells the server the page could not be rendered with data.
   */
  readonly loader?: (args: LoaderArgs) => Promise<unknown> | null;
  /** The screen's code, imported on the first navigation to it, beside the loader's requests. */
  readonly lazy?: () => Promise<{ readonly Component: ComponentType }>;
  /**
   * The lazy page depends on who is signed in (a staff-only area that is the not-found page to anyone
   * else): its result is resolved again after each session change (`sessionChanged`), instead of
   * being kept for the life of the tab.
   */
  readonly followsSession?: boolean;
  /**
   * A shopper's own page whose loader asks for everything its first screen shows: the server renders
   * it for a request that carries a session (with that session, for that request only: never kept
   * or shared), so it arrives on screen instead of after its code and data. Other private pages are
   * rendered in the browser.
   */
  readonly rendersSignedIn?: boolean;
  /** Shown in the route's place while its lazy code loads. */
  readonly Fallback?: ComponentType;
  /** Shown in the route's place when its lazy code could not be loaded (offline, a new release). */
  readonly CodeError?: ComponentType<{ readonly onRetry: () => void }>;
  /** Shown in the route's place when its page throws while rendering; Try again renders it again. */
  readonly RenderError?: ComponentType<{ readonly onRetry: () => void }>;
  readonly children?: readonly Route[];
}

/** A matched route: `id` names its place in the table (the same route keeps its state across params). */
export interface Match {
  readonly route: Route;
  readonly id: string;
  readonly params: Params;
}

interface Branch {
  readonly chain: readonly { readonly route: Route; readonly id: string }[];
  readonly segments: readonly string[];
  readonly score: number;
}

const split = (path: string): string[] => path.split('/').filter((segment) => segment !== '');

/** React Router's ranking: static segments beat parameters, which beat a splat; an index beats its layout. */
function scoreOf(segments: readonly string[], index: boolean): number {
  let score = segments.length + (index ? 2 : 0);
  for (const segment of segments) {
    score += segment === '*' ? -2 : segment.startsWith(':') ? 3 : 10;
  }
  return score;
}

function flatten(
  routes: readonly Route[],
  parent: Branch['chain'] = [],
  parentSegments: readonly string[] = [],
  branches: Branch[] = [],
): Branch[] {
  routes.forEach((route, i) => {
    const id = parent.length === 0 ? String(i) : `${parent.at(-1)?.id ?? ''}.${i}`;
    const own = split(route.path ?? '');
    const segments = route.path?.startsWith('/') ? own : [...parentSegments, ...own];
    const chain = [...parent, { route, id }];
    if (route.children) flatten(route.children, chain, segments, branches);
    // A pathless layout matches only through its children.
    if (route.path !== undefined || route.index) {
      branches.push({ chain, segments, score: scoreOf(segments, route.index ?? false) });
    }
  });
  return branches;
}

const ranked = new WeakMap<readonly Route[], Branch[]>();

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function matchBranch(branch: Branch, parts: readonly string[]): Record<string, string> | null {
  const params: Record<string, string> = {};
  for (const [i, segment] of branch.segments.entries()) {
    if (segment === '*') {
      params['*'] = parts.slice(i).join('/');
      return params;
    }
    const part = parts[i];
    if (part === undefined) return null;
    if (segment.startsWith(':')) params[segment.slice(1)] = part;
    else if (segment.toLowerCase() !== part.toLowerCase()) return null;
  }
  return parts.length === branch.segments.length ? params : null;
}

/** The chain of routes (layout first) that shows `pathname`, or null when no route does. */
export function matchRoutes(routes: readonly Route[], pathname: string): Match[] | null {
  let branches = ranked.get(routes);
  if (!branches) {
    // Array sort is stable: among equal scores the table's order decides.
    branches = flatten(routes).sort((a, b) => b.score - a.score);
    ranked.set(routes, branches);
  }
  const parts = split(pathname).map(decode);
  for (const branch of branches) {
    const params = matchBranch(branch, parts);
    if (params) return branch.chain.map(({ route, id }) => ({ route, id, params }));
  }
  return null;
}
