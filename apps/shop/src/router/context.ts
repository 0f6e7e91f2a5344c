import { createContext, useContext } from 'react';
import type { History, Location } from './history.ts';
import type { Match } from './match.ts';

export interface RouterValue {
  readonly history: History;
  readonly location: Location;
  /** The matched routes, layout first; empty when no route matches. */
  readonly matches: readonly Match[];
}

export const RouterContext = createContext<RouterValue | null>(null);

/** How deep the nearest `<Outlet />` is in the matched routes. */
export const DepthContext = createContext(0);

export function useRouter(): RouterValue {
  const router = useContext(RouterContext);
  if (!router) throw new Error('Router hooks need a <RouterProvider> above them');
  return router;
}
