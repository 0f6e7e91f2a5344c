import { useCallback, useMemo } from 'react';
import { useRouter } from './context.ts';
import { type Location, type NavigateOptions, resolve } from './history.ts';
import type { Params } from './match.ts';

/** The address the shop shows. */
export function useLocation(): Location {
  return useRouter().location;
}

/** The matched route's path parameters, decoded (`/product/:slug` → `{ slug }`). */
export function useParams(): Params {
  return useRouter().matches.at(-1)?.params ?? {};
}

/** Resolves once the history has moved (the new page renders with React's next update). */
export type Navigate = (to: string, options?: NavigateOptions) => Promise<void>;

/** Goes to another address in the shop (a new history entry, or `{ replace: true }`). */
export function useNavigate(): Navigate {
  const { history } = useRouter();
  return useCallback(
    (to, options) => {
      history.navigate(to, options);
      return Promise.resolve();
    },
    [history],
  );
}

/** The href of `to` for a link: an absolute path as written, anything else resolved against the current address. */
export function useHref(to: string): string {
  const { location } = useRouter();
  if (to.startsWith('/') && !to.startsWith('//')) return to;
  const url = resolve(to, location);
  return url ? `${url.pathname}${url.search}${url.hash}` : to;
}

/** The query of the address, and a setter that navigates to the same path with another query. */
export function useSearchParams(): [URLSearchParams, (next: URLSearchParams, options?: NavigateOptions) => void] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: URLSearchParams, options?: NavigateOptions) => void navigate(`?${next.toString()}`, options),
    [navigate],
  );
  return [params, setParams];
}
