import { ApiError, type StaffSpecial } from '@juicyin/contract';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { accountKeys } from '../../account/keys.ts';
import type { ApiClient } from '../../api.ts';
import { useApiClient } from '../../api-client.tsx';
import { catalogueKeys } from '../../catalogue/queries.ts';
import { useRefetchStaff } from '../order/staff-order-queries.ts';

const specialsKey = [...accountKeys.all, 'staff-specials'] as const;

/** The specials of a month's grid: each day's and each ISO week's (under the account's root: dropped on sign out). */
export function specialsQuery(client: ApiClient, range: { readonly from: string; readonly to: string }) {
  return queryOptions({
    queryKey: [...specialsKey, range.from, range.to] as const,
    queryFn: ({ signal }) => client.request('listStaffSpecials', { query: range, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The products whose name (either language), slug or SKU has `q`, for the product picker. */
export function productChoicesQuery(client: ApiClient, q: string) {
  return queryOptions({
    queryKey: [...accountKeys.all, 'staff-special-choices', q] as const,
    queryFn: ({ signal }) =>
      client.request('listStaffProducts', { query: { q: q || undefined, pageSize: 20 }, signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * Sets a day's or week's special (`productSlugs`), or clears it (`null`). Then the calendar, the
 * actions log and the shop's own home and /special lists are asked again.
 */
export function useChangeSpecial() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const refetchStaff = useRefetchStaff();
  return useMutation({
    mutationFn: ({ period, productSlugs }: { period: string; productSlugs: readonly string[] | null }) =>
      productSlugs === null
        ? client.request('clearStaffSpecial', { params: { period } })
        : client.request('setStaffSpecial', { params: { period }, body: { productSlugs: [...productSlugs] } }),
    onSuccess: async (_saved: StaffSpecial) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: specialsKey }),
        queryClient.invalidateQueries({ queryKey: catalogueKeys.all }),
        refetchStaff(),
      ]);
    },
  });
}

/** The API's refusal code of a failed change (`past_period`, `unknown_product`, `invalid_input`…), if any. */
export const refusalOf = (error: unknown): string | undefined =>
  error instanceof ApiError && error.status < 500 ? error.body.error.code : undefined;
