import type { Endpoint } from './endpoint.ts';
import { shopperEndpointsByName } from './shopper-endpoints.ts';
import { staffEndpointsByName } from './staff-endpoints.ts';

/**
 * Every endpoint of the API by its name (its `id`, the name it is exported under): lets a client
 * address an endpoint by name and load the schemas only when it makes its first request. Two
 * groups, so that a client can load a shopper's without staff's.
 */
export const endpointsByName = { ...shopperEndpointsByName, ...staffEndpointsByName };

export type EndpointsByName = typeof endpointsByName;
export type EndpointName = keyof EndpointsByName;

/** Every endpoint of the API, for the OpenAPI document and coverage checks. */
export const endpoints: readonly Endpoint[] = Object.values(endpointsByName);
