import { type Client, getStoreSettings } from '@juicyin/contract';
import { queryOptions } from '@tanstack/react-query';

/** Store settings (cash on delivery, currency rates): the same for every page, kept for an hour. */
export function storeSettingsQuery(client: Client) {
  return queryOptions({
    queryKey: ['store', 'settings'] as const,
    queryFn: ({ signal }) => client.request(getStoreSettings, { query: {}, signal }),
    staleTime: 60 * 60 * 1000,
  });
}
