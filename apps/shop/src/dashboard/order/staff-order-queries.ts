import type { AdvanceOrderBody } from '@juicyin/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../api.ts';
import { useApiClient } from '../../api-client.tsx';

/** The dashboard's queries, under one root: an action on an order asks its detail and every staff list again. */
export const staffKeys = {
  all: () => ['staff'] as const,
  order: (number: string) => [...staffKeys.all(), 'order', number] as const,
  wallet: (query: object) => [...staffKeys.all(), 'wallet', query] as const,
  actions: (query: object) => [...staffKeys.all(), 'actions', query] as const,
};

/** One order as staff see it: lines, address and pin, contact, payment, totals, timeline and notes. */
export function staffOrderQuery(client: ApiClient, number: string) {
  return queryOptions({
    queryKey: staffKeys.order(number),
    queryFn: ({ signal }) => client.request('getStaffOrder', { params: { number }, signal }),
  });
}

/** Everything staff see may have changed after an action: the order, the queue, the wallet and the actions record. */
function useRefetchStaff() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: staffKeys.all() });
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
