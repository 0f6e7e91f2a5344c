import type { AdvanceOrderBody } from '@juicyin/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../api.ts';
import { accountKeys } from '../../account/keys.ts';
import { useApiClient } from '../../api-client.tsx';
import { staffOrdersKey } from '../staff-orders-query.ts';

/**
 * The order detail, wallet and actions queries' keys (under the account's root, dropped on sign
 * out). An order's detail sits under the staff orders' root, so a live order event refetches it
 * with the queue and the table.
 */
export const staffKeys = {
  order: (number: string) => [...staffOrdersKey, 'detail', number] as const,
  wallet: (query: object) => [...accountKeys.all, 'staff-wallet', query] as const,
  actions: (query: object) => [...accountKeys.all, 'staff-actions', query] as const,
  enquiries: (query: object) => [...accountKeys.all, 'staff-enquiries', query] as const,
};

/** After any staff action: the orders (queue, table, detail), the wallet entries and the actions record. */
export function useRefetchStaff() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: staffOrdersKey }),
      queryClient.invalidateQueries({ queryKey: [...accountKeys.all, 'staff-wallet'] }),
      queryClient.invalidateQueries({ queryKey: [...accountKeys.all, 'staff-actions'] }),
    ]);
}

/** One order as staff see it: lines, address and pin, contact, payment, totals, timeline and notes. */
export function staffOrderQuery(client: ApiClient, number: string) {
  return queryOptions({
    queryKey: staffKeys.order(number),
    queryFn: ({ signal }) => client.request('getStaffOrder', { params: { number }, signal }),
  });
}

/** Moves the order one step (Processing, Shipping, Delivered) with its location and status text. */
export function useAdvanceOrder(number: string) {
  const client = useApiClient();
  const refetch = useRefetchStaff();
  return useMutation({
    mutationFn: (body: AdvanceOrderBody) => client.request('advanceOrder', { params: { number }, body }),
    onSettled: refetch,
  });
}

/** Cancels the order with the reason the shopper will read. */
export function useStaffCancelOrder(number: string) {
  const client = useApiClient();
  const refetch = useRefetchStaff();
  return useMutation({
    mutationFn: (reason: string) => client.request('staffCancelOrder', { params: { number }, body: { reason } }),
    onSettled: refetch,
  });
}

/** Adds an internal note to the order. */
export function useAddStaffNote(number: string) {
  const client = useApiClient();
  const refetch = useRefetchStaff();
  return useMutation({
    mutationFn: (text: string) => client.request('addStaffOrderNote', { params: { number }, body: { text } }),
    onSuccess: refetch,
  });
}
