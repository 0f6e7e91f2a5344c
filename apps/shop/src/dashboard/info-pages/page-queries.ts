import type { StaffInfoPage, StaffInfoPageBody } from '@juicyin/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { accountKeys } from '../../account/keys.ts';
import type { ApiClient } from '../../api.ts';
import { useApiClient } from '../../api-client.tsx';
import { infoPageQuery } from '../../info/info-queries.ts';
import { useRefetchStaff } from '../order/staff-order-queries.ts';

const root = [...accountKeys.all, 'staff-pages'] as const;

/** The information pages with their titles and versions (under the account's root: dropped on sign out). */
export function staffInfoPagesQuery(client: ApiClient) {
  return queryOptions({
    queryKey: [...root, 'list'] as const,
    queryFn: ({ signal }) => client.request('listStaffInfoPages', { signal }),
  });
}

/** One information page as staff edit it, with its version. */
export function staffInfoPageQuery(client: ApiClient, slug: string) {
  return queryOptions({
    queryKey: [...root, 'page', slug] as const,
    queryFn: ({ signal }) => client.request('getStaffInfoPage', { params: { slug }, signal }),
  });
}

/**
 * Replaces a page's texts from the version it was opened at. The answer becomes the form's page; the
 * list of pages, the shop's own copy of the page and the staff lists (the actions log) are asked again.
 */
export function useSavePage(slug: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const refetchStaff = useRefetchStaff();
  return useMutation({
    mutationFn: (body: StaffInfoPageBody) => client.request('updateStaffInfoPage', { params: { slug }, body }),
    onSuccess: async (saved: StaffInfoPage) => {
      queryClient.setQueryData(staffInfoPageQuery(client, slug).queryKey, saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: staffInfoPagesQuery(client).queryKey }),
        queryClient.invalidateQueries({ queryKey: infoPageQuery(client, saved.slug).queryKey }),
        refetchStaff(),
      ]);
    },
  });
}
