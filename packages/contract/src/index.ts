export { buildPath, type Client, type ClientOptions, createClient, type RequestInput } from './client.ts';
export { defineEndpoint, type Endpoint, type HttpMethod, type ResponseOf } from './endpoint.ts';
export { ApiError, type ErrorResponse, errorResponseSchema } from './errors.ts';
export { getHealth, type Health, healthSchema } from './health.ts';
