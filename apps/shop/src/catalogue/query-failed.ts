import type { QueryObserverResult } from '@tanstack/react-query';
import { useState } from 'react';

type QueryState = Pick<QueryObserverResult, 'isError' | 'isFetching' | 'errorUpdateCount' | 'data' | 'error'>;

/**
 * Whether a screen shows its query's error: while the query has failed, and also while it tries
 * again with nothing to show yet. TanStack Query v5 turns a failed query without data back to
 * `pending` when it refetches (Try again, or the live stream's refresh), so `isError` alone swaps the
 * error for the loading state and back: the alert re-mounts, Try again never shows busy, and the
 * keyboard focus on it is lost. With this the error stays, and its Try again shows the new try.
 */
export function queryFailed(query: QueryState): boolean {
  if (query.isError) return true;
  return query.data === undefined && query.isFetching && query.errorUpdateCount > 0;
}

/**
 * What a screen shows of its query's failure, for screens that tell failures apart (a 404 is "not
 * found", not "try again"): `null` while there is none, else the error, which stays the one the
 * query failed with while it tries again (TanStack Query clears `error` when a refetch starts, so a
 * not-found page would otherwise turn into the generic error for the length of a refetch).
 */
export function useQueryFailure(query: QueryState): { readonly error: unknown } | null {
  const [lastError, setLastError] = useState<unknown>(null);
  // Kept from the render that saw it: React's pattern for state that follows a prop.
  if (query.isError && query.error !== lastError) setLastError(query.error);
  if (query.isError) return { error: query.error };
  // A refetch can start before this screen has rendered the failure (the live stream's refresh
  // right after it): with no failure seen yet, it is still loading.
  return queryFailed(query) && lastError !== null ? { error: lastError } : null;
}
