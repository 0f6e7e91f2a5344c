import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../api.ts';
import { accountKeys } from '../../account/keys.ts';

/** The shopper's points: total, expiring soon with the next expiry, tier (the points box). */
export function pointsSummaryQuery(client: ApiClient) {
  return queryOptions({
    queryKey: [...accountKeys.points(), 'summary'] as const,
    queryFn: ({ signal }) => client.request('getPointsSummary', { signal }),
  });
}

/** The wallet's balances: total, unavailable, available and withdrawable (the wallet box). */
export function walletBalancesQuery(client: ApiClient) {
  return queryOptions({
    queryKey: [...accountKeys.all, 'wallet', 'balances'] as const,
    queryFn: ({ signal }) => client.request('getWallet', { signal }),
  });
}
