import { infiniteQueryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api.ts';
import { catalogueKeys } from '../catalogue/queries.ts';

/** Reviews shown at first and added by each "Show more reviews". */
export const REVIEWS_PAGE_SIZE = 5;

/** A product's reviews, newest first, a page at a time ("Show more reviews" asks for the next). */
export function reviewsQuery(client: ApiClient, slug: string) {
  return infiniteQueryOptions({
    queryKey: [...catalogueKeys.product(slug), 'reviews'] as const,
    queryFn: ({ pageParam, signal }) =>
      client.request('listReviews', {
        params: { slug },
        query: { page: pageParam, pageSize: REVIEWS_PAGE_SIZE },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.pageCount ? last.page + 1 : undefined),
  });
}
