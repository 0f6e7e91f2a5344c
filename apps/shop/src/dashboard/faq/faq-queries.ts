import type { StaffFaq, StaffFaqBody } from '@juicyin/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { accountKeys } from '../../account/keys.ts';
import type { ApiClient } from '../../api.ts';
import { useApiClient } from '../../api-client.tsx';
import { faqQuery } from '../../info/info-queries.ts';
import { useRefetchStaff } from '../order/staff-order-queries.ts';

/** The FAQ as staff edit it, with its version (under the account's root: dropped on sign out). */
export function staffFaqQuery(client: ApiClient) {
  return queryOptions({
    queryKey: [...accountKeys.all, 'staff-faq'] as const,
    queryFn: ({ signal }) => client.request('getStaffFaq', { signal }),
  });
}

/**
 * Replaces the FAQ from the version it was opened at. The answer becomes the form's FAQ; the shop's
 * own copy of the FAQ (the `/faq` page) and the staff lists (the actions log) are asked again.
 */
export function useSaveFaq() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const refetchStaff = useRefetchStaff();
  return useMutation({
    mutationFn: (body: StaffFaqBody) => client.request('updateStaffFaq', { body }),
    onSuccess: async (saved: StaffFaq) => {
      queryClient.setQueryData(staffFaqQuery(client).queryKey, saved);
      await Promise.all([queryClient.invalidateQueries({ queryKey: faqQuery(client).queryKey }), refetchStaff()]);
    },
  });
}
