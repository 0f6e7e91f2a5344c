import type { ClientOptions, EndpointName, EndpointsByName, RequestArgs, ResponseOf } from '@juicyin/contract';
import type * as DataLayer from './data-layer.ts';

type Contract = typeof DataLayer;

let contract: Promise<Contract> | undefined;

/**
 * The data layer (the contract's client, its endpoint schemas and zod), loaded once on first use:
 * it is a chunk of its own, so the shop's first paint does not wait for it, and the first request
 * (a route loader's) starts it in parallel with the page's code. A failed load is forgotten, so the
 * next request tries again.
 */
export function loadContract(): Promise<Contract> {
  contract ??= import('./data-layer.ts').catch((error: unknown) => {
    contract = undefined;
    throw error;
  });
  return contract;
}

/**
 * The shop's API client: endpoints addressed by name (`api.request('getProduct', { params: { slug } })`),
 * its params, query and body typed by the endpoint's schemas and its answer parsed and typed by them,
 * as the contract's own client does (it delegates to it once the contract has loaded).
 */
export function createApiClient(options: ClientOptions = {}) {
  let client: ReturnType<Contract['createClient']> | undefined;

  async function request<N extends EndpointName>(
    name: N,
    ...input: RequestArgs<EndpointsByName[N]>
  ): Promise<ResponseOf<EndpointsByName[N]>> {
    const { createClient, endpointNamed } = await loadContract();
    client ??= createClient(options);
    return client.request(await endpointNamed(name), ...input);
  }

  return { request };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The one API client the shop uses: same origin, so the session cookie and CSRF header go along. */
export const api = createApiClient();
