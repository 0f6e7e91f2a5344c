import { queryOptions } from '@tanstack/react-query';
import { accountKeys } from '../../account/keys.ts';
import type { ApiClient } from '../../api.ts';
import { staffSession } from './staff-session.ts';

/** The staff session's query key: under the account's root, so signing out drops it. */
export const staffSessionKey = [...accountKeys.all, 'staff-session'] as const;

/** The staff session as a query (see `staffSession`): the dashboard's pages follow it. */
export function staffSessionQuery(client: ApiClient) {
  return queryOptions({
    queryKey: staffSessionKey,
    queryFn: ({ signal }) => staffSession(client, signal),
    staleTime: 60_000,
  });
}
