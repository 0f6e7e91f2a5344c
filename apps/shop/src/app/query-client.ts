import { QueryClient } from '@tanstack/react-query';

/**
 * The shop's one data cache: route loaders fill it, screens read it. Offline, a query still asks
 * (the offline worker may answer from what it saved) and a change fails at once instead of waiting
 * to be sent later: nothing is queued behind the shopper's back.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: 1, networkMode: 'offlineFirst' },
    mutations: { networkMode: 'always' },
  },
});
