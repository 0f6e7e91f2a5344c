import { ApiError, type OrderDetail } from '@juicyin/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api.ts';
import { useApiClient } from '../api-client.tsx';
import { accountKeys } from '../account/keys.ts';

/** The shopper's orders, under the account's keys: dropped at sign-out with the rest. */
export const orderKeys = {
  all: [...accountKeys.all, 'orders'] as const,
  list: (page: number, pageSize: number) => [...orderKeys.all, 'list', page, pageSize] as const,
  detail: (number: string) => [...orderKeys.all, 'detail', number] as const,
  invoice: (number: string) => [...orderKeys.all, 'invoice', number] as const,
  tracking: (number: string) => [...orderKeys.all, 'tracking', number] as const,
};

/** Orders shown on one page of My Orders. */
export const ORDERS_PER_PAGE = 10;

/** A page of the shopper's orders, newest first. */
export function orderListQuery(client: ApiClient, page: number, pageSize = ORDERS_PER_PAGE) {
  return queryOptions({
    queryKey: orderKeys.list(page, pageSize),
    queryFn: ({ signal }) => client.request('listOrders', { query: { page, pageSize }, signal }),
  });
}

/** One order: lines at the prices paid, totals, payment, address and tracker. */
export function orderQuery(client: ApiClient, number: string) {
  return queryOptions({
    queryKey: orderKeys.detail(number),
    queryFn: ({ signal }) => client.request('getOrder', { params: { number }, signal }),
  });
}

/** The order's simplified tax invoice with its ZATCA QR payload. */
export function invoiceQuery(client: ApiClient, number: string) {
  return queryOptions({
    queryKey: orderKeys.invoice(number),
    queryFn: ({ signal }) => client.request('getInvoice', { params: { number }, signal }),
  });
}

/** Where the order is: status, tracker steps and shipment events. */
export function trackingQuery(client: ApiClient, number: string) {
  return queryOptions({
    queryKey: orderKeys.tracking(number),
    queryFn: ({ signal }) => client.request('trackOrder', { params: { number }, signal }),
  });
}

/** The newest wallet entries (a cancelled order's refunds are among them). */
export function walletEntriesQuery(client: ApiClient) {
  return queryOptions({
    queryKey: [...accountKeys.all, 'wallet', 'history', 1] as const,
    queryFn: ({ signal }) => client.request('getWalletHistory', { query: { page: 1, pageSize: 60 }, signal }),
  });
}

/** The newest points entries (a cancelled order's returned points are among them). */
export function pointsEntriesQuery(client: ApiClient) {
  return queryOptions({
    queryKey: [...accountKeys.points(), 'history', 1] as const,
    queryFn: ({ signal }) => client.request('getPointsHistory', { query: { page: 1, pageSize: 60 }, signal }),
  });
}

/** The order number is not one of the shopper's (the API's 404): the not-found page. */
export function isUnknownOrder(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** The page of My Orders the address asks for (`?page=2`); anything unreadable is the first. */
export function ordersPage(search: URLSearchParams): number {
  const page = search.get('page') ?? '';
  return /^[1-9]\d{0,3}$/.test(page) ? Number(page) : 1;
}

/**
 * Cancels a Placed order. The server's answer (the order, now Cancelled) replaces the cached one;
 * the lists, tracking, wallet and points are asked again, as cancelling changed them.
 */
export function useCancelOrder(number: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => client.request('cancelOrder', { params: { number } }),
    onSuccess: async (order: OrderDetail) => {
      queryClient.setQueryData(orderKeys.detail(number), order);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [...orderKeys.all, 'list'] }),
        queryClient.invalidateQueries({ queryKey: orderKeys.tracking(number) }),
        queryClient.invalidateQueries({ queryKey: [...accountKeys.all, 'wallet'] }),
        queryClient.invalidateQueries({ queryKey: accountKeys.points() }),
      ]);
    },
  });
}

/** Puts an order's lines in the bag at today's prices; the bag is asked again. */
export function useReorder() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (number: string) => client.request('reorder', { params: { number } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.bag() }),
  });
}
