/**
 * The data layer the shop loads lazily (`loadContract` in api.ts): the contract's client, the
 * shopper's endpoints by name with their zod schemas, and the check of a listing's filters against
 * its query schema. Only what the client needs is re-exported, so the chunk holds those endpoints
 * and not the rest of the contract (OpenAPI, fixtures' helpers), and the shop's static
 * `import { ApiError } from '@juicyin/contract'` does not pull the contract into the entry.
 */
import { type EndpointName, type EndpointsByName, shopperEndpointsByName } from '@juicyin/contract';

export { createClient } from '@juicyin/contract';
export { acceptedListQuery } from './catalogue/accepted-list-query.ts';

let staffEndpoints: Promise<typeof import('./staff-data-layer.ts')> | undefined;

/**
 * The endpoint called `name`: a shopper's, or else one of staff's, whose schemas (nearly half the
 * contract) are a chunk of their own loaded by the first staff request, so a shopper's page never
 * builds them. A failed load of that chunk is forgotten, so the next request tries again.
 */
export async function endpointNamed<N extends EndpointName>(name: N): Promise<EndpointsByName[N]> {
  const shoppers: Partial<EndpointsByName> = shopperEndpointsByName;
  const shopperEndpoint = shoppers[name];
  if (shopperEndpoint) return shopperEndpoint;
  staffEndpoints ??= import('./staff-data-layer.ts').catch((error: unknown) => {
    staffEndpoints = undefined;
    throw error;
  });
  const every: EndpointsByName = { ...shopperEndpointsByName, ...(await staffEndpoints).staffEndpointsByName };
  return every[name];
}
