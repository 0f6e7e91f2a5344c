import { QueryClient } from '@tanstack/react-query';

/**
 * A data cache as the shop uses it: route loaders fill it, screens read it. Offline, a query still
 * asks (the offline worker may answer from what it saved) and a change fails at once instead of
 * waiting to be sent later: nothing is queued behind the shopper's back. The server renders each
 * page with a cache of its own (`../server/render-page.tsx`).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, networkMode: 'offlineFirst' },
      mutations: { networkMode: 'always' },
    },
  });
}

/** The browser's one data cache. */
export const queryClient = createQueryClient();
