import type { WithdrawalResponse } from '@juicyin/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../api.ts';
import { useApiClient } from '../../api-client.tsx';
import { accountKeys } from '../../account/keys.ts';

/** Wallet entries on one page of the history. */
export const WALLET_ENTRIES_PER_PAGE = 10;

/** The wallet page's queries, under the account's wallet key (the order screens' refunds share the root). */
export const walletKeys = {
  all: () => [...accountKeys.all, 'wallet'] as const,
  balances: () => [...walletKeys.all(), 'balances'] as const,
  history: (page: number, pageSize: number) => [...walletKeys.all(), 'history', 'page', page, pageSize] as const,
};

/** Total, unavailable (pending refunds), available and withdrawable credit, in halalas. */
export function walletBalancesQuery(client: ApiClient) {
  return queryOptions({
    queryKey: walletKeys.balances(),
    queryFn: ({ signal }) => client.request('getWallet', { signal }),
  });
}

/** One page of the wallet's entries, newest first. */
export function walletHistoryQuery(client: ApiClient, page: number, pageSize = WALLET_ENTRIES_PER_PAGE) {
  return queryOptions({
    queryKey: walletKeys.history(page, pageSize),
    queryFn: ({ signal }) => client.request('getWalletHistory', { query: { page, pageSize }, signal }),
  });
}

/**
 * "Withdraw Deposit": asks the API to withdraw `amount` halalas. Its answer's balances replace the
 * cached ones; the histories are asked again (the pending withdrawal is their newest entry). A refusal
 * asks the balances again too, as they changed since the page showed them.
 */
export function useWithdraw() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (amount: number) => client.request('requestWalletWithdrawal', { body: { amount } }),
    onSuccess: async ({ balances }: WithdrawalResponse) => {
      queryClient.setQueryData(walletKeys.balances(), balances);
      await queryClient.invalidateQueries({ queryKey: [...walletKeys.all(), 'history'] });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: walletKeys.balances() }),
  });
}
