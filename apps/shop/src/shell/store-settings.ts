import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api.ts';

/** Store settings (cash on delivery, currency rates): the same for every page, kept for an hour. */
export function storeSettingsQuery(client: ApiClient) {
  return queryOptions({
    queryKey: ['store', 'settings'] as const,
    queryFn: ({ signal }) => client.request('getStoreSettings', { query: {}, signal }),
    staleTime: 60 * 60 * 1000,
  });
}
