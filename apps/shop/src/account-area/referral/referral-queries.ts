import type { SurveyBody } from '@juicyin/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../api.ts';
import { useApiClient } from '../../api-client.tsx';
import { accountKeys } from '../../account/keys.ts';

/** Under the account's root (dropped at sign-out); the summary under the points' key (refetched with them). */
export const referralKeys = {
  referral: () => [...accountKeys.all, 'referral'] as const,
  pointsSummary: () => [...accountKeys.points(), 'summary'] as const,
};

/** The shopper's referral code and how many friends registered and were rewarded. */
export function referralQuery(client: ApiClient) {
  return queryOptions({
    queryKey: referralKeys.referral(),
    queryFn: ({ signal }) => client.request('getReferral', { signal }),
  });
}

/** The points summary: here for `surveyAnswered`. */
export function pointsSummaryQuery(client: ApiClient) {
  return queryOptions({
    queryKey: referralKeys.pointsSummary(),
    queryFn: ({ signal }) => client.request('getPointsSummary', { signal }),
  });
}

/** Sends the 'Tell us' answers; the points (and the summary's `surveyAnswered`) are fetched again. */
export function useSubmitSurvey() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SurveyBody) => client.request('submitSurvey', { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.points() }),
  });
}
