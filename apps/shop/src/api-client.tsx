import type { Client } from '@juicyin/contract';
import { createContext, type ReactNode, useContext } from 'react';
import { api } from './api.ts';

const ClientContext = createContext<Client>(api);

/** Gives the screens below another API client (tests point it at MSW's origin). */
export function ApiClientProvider({ client, children }: { readonly client: Client; readonly children: ReactNode }) {
  return <ClientContext value={client}>{children}</ClientContext>;
}

/** The API client for hooks deep in the tree: the shop's own unless a provider gives another. */
export function useApiClient(): Client {
  return useContext(ClientContext);
}
