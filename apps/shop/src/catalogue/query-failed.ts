import type { QueryObserverResult } from '@tanstack/react-query';

type QueryState = Pick<QueryObserverResult, 'isError' | 'isFetching' | 'errorUpdateCount' | 'data'>;

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
