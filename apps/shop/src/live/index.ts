export {
  type EndpointOf,
  type LiveEndpoint,
  type LiveEvent,
  type LiveEventsOptions,
  type LiveParams,
  useLiveEvents,
} from './use-live-events.ts';
export { type LiveInvalidationOptions, type LiveQueryKeys, useLiveInvalidation } from './use-live-invalidation.ts';
