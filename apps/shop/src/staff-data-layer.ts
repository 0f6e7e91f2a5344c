/** Staff's endpoints by name with their zod schemas: a chunk the data layer loads on a staff request. */
export { staffEndpointsByName } from '@juicyin/contract';
