import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ApiClient } from '../api.ts';
import { ApiClientProvider } from '../api-client.tsx';
import { testQueryClient } from './shop-frame.tsx';

/** What a shop hook needs under `renderHook`: a fresh data cache (per render) and the API client. */
export function hookWrapper(client: ApiClient) {
  return function HookWrapper({ children }: { readonly children: ReactNode }) {
    return (
      <QueryClientProvider client={testQueryClient()}>
        <ApiClientProvider client={client}>{children}</ApiClientProvider>
      </QueryClientProvider>
    );
  };
}
