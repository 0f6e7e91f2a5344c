/**
 * The data layer the shop loads lazily (`loadContract` in api.ts): the contract's client and every
 * endpoint by name, with their zod schemas, and the check of a listing's filters against its query
 * schema. Only what the client needs is re-exported, so the chunk
 * holds the endpoints and not the rest of the contract (OpenAPI, fixtures' helpers), and the shop's
 * static `import { ApiError } from '@juicyin/contract'` does not pull the contract into the entry.
 */
export { createClient, endpointsByName } from '@juicyin/contract';
export { acceptedListQuery } from './catalogue/accepted-list-query.ts';
