import { ApiError, type StaffStoreSettings, type StaffStoreSettingsBody } from '@juicyin/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { accountKeys } from '../../account/keys.ts';
import type { ApiClient } from '../../api.ts';
import { useApiClient } from '../../api-client.tsx';
import { storeSettingsQuery } from '../../shell/store-settings.ts';
import { useRefetchStaff } from '../order/staff-order-queries.ts';

/** The settings as staff edit them, with their version (under the account's root: dropped on sign out). */
export function staffSettingsQuery(client: ApiClient) {
  return queryOptions({
    queryKey: [...accountKeys.all, 'staff-settings'] as const,
    queryFn: ({ signal }) => client.request('getStaffStoreSettings', { signal }),
  });
}

/**
 * Saves the settings from the version they were opened at. The answer becomes the form's settings;
 * the shop's own copy of the store settings (cash on delivery in checkout, the EUR rate) and the
 * staff lists (the lateness, the actions log) are asked again.
 */
export function useSaveSettings() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const refetchStaff = useRefetchStaff();
  return useMutation({
    mutationFn: (body: StaffStoreSettingsBody) => client.request('updateStaffStoreSettings', { body }),
    onSuccess: async (saved: StaffStoreSettings) => {
      queryClient.setQueryData(staffSettingsQuery(client).queryKey, saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: storeSettingsQuery(client).queryKey }),
        refetchStaff(),
      ]);
    },
  });
}

/** Whether a save was refused because someone else saved since the settings were opened. */
export function isVersionConflict(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && error.body.error.code === 'version_conflict';
}

/** The API's field messages of a refused save, by field path (none for other failures). */
export function apiFields(error: unknown): Readonly<Record<string, string>> {
  return error instanceof ApiError ? (error.body.error.fields ?? {}) : {};
}
