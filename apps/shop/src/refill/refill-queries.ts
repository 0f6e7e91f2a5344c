import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api.ts';
import { accountKeys } from '../account/keys.ts';
import { catalogueKeys } from '../catalogue/queries.ts';

/** The juices offered for refill, with their Glass and refill prices (the same for every shopper). */
export function refillProductsQuery(client: ApiClient, page: number) {
  return queryOptions({
    queryKey: [...catalogueKeys.all, 'refills', page] as const,
    queryFn: ({ signal }) => client.request('listRefillProducts', { query: { page }, signal }),
  });
}

/** The page of juices the URL asks for (`?page=2`); anything unreadable is the first. */
export function refillPage(search: URLSearchParams): number {
  const page = search.get('page') ?? '';
  return /^[1-9]\d{0,3}$/.test(page) ? Number(page) : 1;
}

/** What the signed-in shopper may refill; under the account's keys, so it goes at sign-out. */
export function myRefillsQuery(client: ApiClient) {
  return queryOptions({
    queryKey: [...accountKeys.all, 'refills'] as const,
    queryFn: ({ signal }) => client.request('listMyRefills', { signal }),
  });
}
