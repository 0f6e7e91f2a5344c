import { useQueries } from '@tanstack/react-query';
import type { ApiClient } from '../api.ts';
import { productQuery } from './queries.ts';

/**
 * The catalogue's products behind a guest's bag or wishlist (kept in the browser by slug), to
 * price them. `failed` counts only failures to reach the API: a product that no longer exists
 * (an ApiError) simply drops out.
 */
export function useGuestProducts(client: ApiClient, slugs: readonly string[], enabled: boolean) {
  return useQueries({
    queries: enabled ? slugs.map((slug) => productQuery(client, slug)) : [],
    combine: (results) => ({
      pending: results.some((result) => result.isPending),
      failed: results.some((result) => result.isError && result.error.name !== 'ApiError'),
      refetch: () => Promise.all(results.map((result) => result.refetch())),
      products: new Map(results.flatMap((result) => (result.data ? [[result.data.slug, result.data] as const] : []))),
    }),
  });
}
