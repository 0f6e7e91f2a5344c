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

/**
 * What a dialog does when its action is answered. Given to `useMutation` itself, not to `mutate`:
 * TanStack Query drops `mutate`'s callbacks when the dialog unmounts, and a live event can show the
 * order's new status before the action's own answer arrives (with several API processes the
 * stream's process hears of it through PostgreSQL, often first), which takes the button and its
 * dialog away with the old status; the announcement and the closing must still happen.
 */
export interface ActionOutcome {
  readonly onSuccess: () => void;
  readonly onError: (error: Error) => void;
}

/** Moves the order one step (Processing, Shipping, Delivered) with its location and status text. */
export function useAdvanceOrder(number: string, outcome: ActionOutcome) {
  const client = useApiClient();
  const refetch = useRefetchStaff();
  return useMutation({
    mutationFn: (body: AdvanceOrderBody) => client.request('advanceOrder', { params: { number }, body }),
    onSuccess: outcome.onSuccess,
    onError: outcome.onError,
    onSettled: refetch,
  });
}

/** Cancels the order with the reason the shopper will read. */
export function useStaffCancelOrder(number: string, outcome: ActionOutcome) {
  const client = useApiClient();
  const refetch = useRefetchStaff();
  return useMutation({
    mutationFn: (reason: string) => client.request('staffCancelOrder', { params: { number }, body: { reason } }),
    onSuccess: outcome.onSuccess,
    onError: outcome.onError,
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
