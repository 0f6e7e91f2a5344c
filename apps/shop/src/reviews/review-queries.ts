import type { CreateReviewBody, ReviewEligibility } from '@juicyin/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api.ts';
import { useApiClient } from '../api-client.tsx';
import { accountKeys } from '../account/keys.ts';
import { reviewsQuery } from '../product/reviews-query.ts';

/** The shopper's own review state per product: under the account's root, so sign-out drops it. */
export const reviewKeys = {
  eligibility: (slug: string) => [...accountKeys.all, 'reviews', slug] as const,
};

/** Whether the signed-in shopper may review the product (received it, not reviewed yet), and their review. */
export function eligibilityQuery(client: ApiClient, slug: string) {
  return queryOptions({
    queryKey: reviewKeys.eligibility(slug),
    queryFn: ({ signal }) => client.request('getReviewEligibility', { params: { slug }, signal }),
  });
}

/**
 * Posts the shopper's review. Afterwards the product counts as reviewed (the answer's review), the
 * product's reviews are fetched again (the new one first) and so are the shopper's points.
 */
export function useCreateReview(slug: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateReviewBody) => client.request('createReview', { params: { slug }, body }),
    onSuccess: async ({ review }) => {
      queryClient.setQueryData<ReviewEligibility>(reviewKeys.eligibility(slug), {
        eligible: false,
        reason: 'already_reviewed',
        review,
      });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewsQuery(client, slug).queryKey }),
        queryClient.invalidateQueries({ queryKey: accountKeys.points() }),
      ]);
    },
  });
}
