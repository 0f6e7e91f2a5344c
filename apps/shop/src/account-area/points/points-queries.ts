import type { NotificationSettings, Shopper } from '@juicyin/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../api.ts';
import { useApiClient } from '../../api-client.tsx';
import { accountKeys } from '../../account/keys.ts';

/** Points transactions on one page of the history. */
export const POINTS_PER_PAGE = 10;

/** The points page's queries, under the account's points key: dropped at sign-out, asked again after a change. */
export const pointsKeys = {
  summary: () => [...accountKeys.points(), 'summary'] as const,
  history: (page: number, pageSize: number) => [...accountKeys.points(), 'history', 'page', page, pageSize] as const,
};

/** Total points, points expiring soon, the tier and the progress to the next tier. */
export function pointsSummaryQuery(client: ApiClient) {
  return queryOptions({
    queryKey: pointsKeys.summary(),
    queryFn: ({ signal }) => client.request('getPointsSummary', { signal }),
  });
}

/** One page of the points transactions, newest first. */
export function pointsHistoryQuery(client: ApiClient, page: number, pageSize = POINTS_PER_PAGE) {
  return queryOptions({
    queryKey: pointsKeys.history(page, pageSize),
    queryFn: ({ signal }) => client.request('getPointsHistory', { query: { page, pageSize }, signal }),
  });
}

/**
 * Saves the e-mail subscriptions. The API takes all four settings, so the two this page does not
 * show (newsletter, messages) go back as the shopper has them; its answer is the shopper, now saved.
 */
export function useSaveNotifications() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: NotificationSettings) => client.request('updateNotificationSettings', { body: settings }),
    onSuccess: (shopper: Shopper) => {
      queryClient.setQueryData(accountKeys.me(), shopper);
    },
  });
}
