export * from './account/index.ts';
export * from './addresses/index.ts';
export * from './bag/index.ts';
export * from './catalogue/index.ts';
export * from './checkout/index.ts';
export {
  buildPath,
  type Client,
  type ClientOptions,
  createClient,
  type RequestArgs,
  type RequestInput,
} from './client.ts';
export * from './common/index.ts';
export * from './content/index.ts';
export * from './coupons/index.ts';
export {
  type BodyOf,
  defineEndpoint,
  type Endpoint,
  type EndpointError,
  type EndpointUpload,
  type HttpMethod,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
} from './endpoint.ts';
export { type EndpointName, endpoints, endpointsByName, type EndpointsByName } from './endpoints.ts';
export { shopperEndpointsByName } from './shopper-endpoints.ts';
export { staffEndpointsByName } from './staff-endpoints.ts';
export { ApiError } from './api-error.ts';
export { type ErrorResponse, errorResponseSchema, fieldErrors } from './errors.ts';
export {
  type EventSourceConstructor,
  type EventSourceLike,
  STREAM_EVENT_NAME,
  type StreamError,
  type StreamHandlers,
  subscribe,
  type SubscribeInput,
} from './event-stream.ts';
export { getHealth, type Health, healthSchema } from './health.ts';
export * from './indexing.ts';
export * from './openapi/index.ts';
export * from './orders/index.ts';
export * from './paths.ts';
export * from './points/index.ts';
export * from './reviews/index.ts';
export * from './refills/index.ts';
export * from './staff/index.ts';
export * from './store/index.ts';
export * from './wallet/index.ts';
export * from './wishlist/index.ts';
