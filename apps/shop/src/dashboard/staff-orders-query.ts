import type { StaffOrderListQuery } from '@juicyin/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { accountKeys } from '../account/keys.ts';
import type { ApiClient } from '../api.ts';

/** Every staff order list's key root: a live event invalidates them all. */
export const staffOrdersKey = [...accountKeys.all, 'staff-orders'] as const;

/** One page of orders as staff see them, filtered and sorted by the server (`listStaffOrders`). */
export function staffOrdersQuery(client: ApiClient, query: StaffOrderListQuery) {
  return queryOptions({
    queryKey: [...staffOrdersKey, query],
    queryFn: ({ signal }) => client.request('listStaffOrders', { query, signal }),
    // A new filter or page keeps the rows shown until its answer comes.
    placeholderData: keepPreviousData,
  });
}
