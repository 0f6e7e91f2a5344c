import { ApiError, type StaffSession } from '@juicyin/contract';
import { hasSignedInMark } from '../../account/signed-in-mark.ts';
import type { ApiClient } from '../../api.ts';

/**
 * The signed-in staff member and the store's lateness thresholds, or `null` for anyone else: the
 * API answers 404 to shoppers and visitors (it does not say that staff pages exist), and a visitor
 * without the signed-in mark is not asked at all. Part of the shop's entry (the dashboard's routes
 * ask it first), so it holds no staff code and stays small.
 */
export async function staffSession(client: ApiClient, signal?: AbortSignal): Promise<StaffSession | null> {
  if (import.meta.env.PROD && !hasSignedInMark()) return null;
  try {
    return await client.request('getStaffSession', { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
