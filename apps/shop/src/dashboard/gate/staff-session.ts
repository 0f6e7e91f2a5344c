import { ApiError, type StaffSession } from '@juicyin/contract';
import { queryOptions } from '@tanstack/react-query';
import { hasSignedInMark } from '../../account/session.ts';
import { accountKeys } from '../../account/keys.ts';
import type { ApiClient } from '../../api.ts';

/** The staff session's query key: under the account's root, so signing out drops it. */
export const staffSessionKey = [...accountKeys.all, 'staff-session'] as const;

/**
 * The signed-in staff member and the store's lateness thresholds, or `null` for anyone else: the
 * API answers 404 to shoppers and visitors (it does not say that staff pages exist), and a visitor
 * without the signed-in mark is not asked at all. Part of the shop's entry: it holds no staff code.
 */
export function staffSessionQuery(client: ApiClient) {
  return queryOptions({
    queryKey: staffSessionKey,
    queryFn: async ({ signal }): Promise<StaffSession | null> => {
      if (import.meta.env.PROD && !hasSignedInMark()) return null;
      try {
        return await client.request('getStaffSession', { signal });
      } catch (error) {
        if (error instanceof ApiError && (error.status === 404 || error.status === 401)) return null;
        throw error;
      }
    },
    staleTime: 60_000,
  });
}
