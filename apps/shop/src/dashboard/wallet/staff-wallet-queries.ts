import type { GoodwillBody } from '@juicyin/contract';
import { queryOptions, useMutation } from '@tanstack/react-query';
import type { ApiClient } from '../../api.ts';
import { useApiClient } from '../../api-client.tsx';
import { staffKeys, useRefetchStaff } from '../order/staff-order-queries.ts';

/** Entries on one page of the staff wallet list. */
export const STAFF_WALLET_PAGE_SIZE = 25;

export type WalletTypeFilter = 'all' | 'refund' | 'withdrawal';
export type WalletStatusFilter = 'pending' | 'completed' | 'failed';

export interface StaffWalletView {
  readonly type: WalletTypeFilter;
  readonly status: WalletStatusFilter;
  readonly page: number;
}

const types: readonly WalletTypeFilter[] = ['all', 'refund', 'withdrawal'];
const statuses: readonly WalletStatusFilter[] = ['pending', 'completed', 'failed'];

/** The list's filters and page from the address's query (`?type=refund&status=pending&page=2`); anything else is the default. */
export function readWalletView(search: URLSearchParams): StaffWalletView {
  const type = types.find((value) => value === search.get('type')) ?? 'all';
  const status = statuses.find((value) => value === search.get('status')) ?? 'pending';
  const page = Number(search.get('page'));
  return { type, status, page: Number.isInteger(page) && page > 1 ? page : 1 };
}

/** The address's query for a view: only what differs from the default. */
export function writeWalletView(view: StaffWalletView): URLSearchParams {
  const search = new URLSearchParams();
  if (view.type !== 'all') search.set('type', view.type);
  if (view.status !== 'pending') search.set('status', view.status);
  if (view.page > 1) search.set('page', String(view.page));
  return search;
}

/** One page of refunds and withdrawals of one status (pending by default), oldest first. */
export function staffWalletQuery(client: ApiClient, view: StaffWalletView) {
  const query = {
    ...(view.type === 'all' ? {} : { type: view.type }),
    status: view.status,
    page: view.page,
    pageSize: STAFF_WALLET_PAGE_SIZE,
  };
  return queryOptions({
    queryKey: staffKeys.wallet(query),
    queryFn: ({ signal }) => client.request('listStaffWallet', { query, signal }),
  });
}

export type WalletAction = 'settle' | 'complete' | 'fail';

const endpoints = {
  settle: 'staffSettleRefund',
  complete: 'staffCompleteWithdrawal',
  fail: 'staffFailWithdrawal',
} as const;

/** Settles a pending refund, or marks a pending withdrawal paid out or failed; every staff list is asked again. */
export function useWalletAction() {
  const client = useApiClient();
  const refetch = useRefetchStaff();
  return useMutation({
    mutationFn: ({ action, id }: { action: WalletAction; id: string }) =>
      client.request(endpoints[action], { params: { id } }),
    onSettled: refetch,
  });
}

/** Credits goodwill to a shopper's wallet. */
export function useGrantGoodwill() {
  const client = useApiClient();
  const refetch = useRefetchStaff();
  return useMutation({
    mutationFn: (body: GoodwillBody) => client.request('grantGoodwill', { body }),
    onSuccess: refetch,
  });
}
