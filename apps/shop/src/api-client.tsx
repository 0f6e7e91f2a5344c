import { createContext, type ReactNode, useContext } from 'react';
import { api, type ApiClient } from './api.ts';

const ClientContext = createContext<ApiClient>(api);

/** Gives the screens below another API client (tests point it at MSW's origin). */
export function ApiClientProvider({ client, children }: { readonly client: ApiClient; readonly children: ReactNode }) {
  return <ClientContext value={client}>{children}</ClientContext>;
}

/** The API client for hooks deep in the tree: the shop's own unless a provider gives another. */
export function useApiClient(): ApiClient {
  return useContext(ClientContext);
}
