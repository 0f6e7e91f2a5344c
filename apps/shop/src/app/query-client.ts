import { QueryClient } from '@tanstack/react-query';

/** The shop's one data cache: route loaders fill it, screens read it. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1 } },
});
