import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import {
  type LiveEndpoint,
  type LiveEvent,
  type LiveEventsOptions,
  type LiveParams,
  useLiveEvents,
} from './use-live-events.ts';

/** The queries a stream's events make stale: fixed keys, or keys chosen from each event. */
export type LiveQueryKeys<E extends LiveEndpoint> =
  readonly QueryKey[] | ((event: LiveEvent<E> | undefined) => readonly QueryKey[]);

export interface LiveInvalidationOptions<E extends LiveEndpoint> extends LiveEventsOptions {
  /** Called with each event after its queries were marked stale (e.g. to announce it). */
  readonly onEvent?: (event: LiveEvent<E>, id: string) => void;
}

/**
 * Keeps queries in step with a live stream: each event invalidates the queries under `keys`
 * (those on screen are fetched again, the others are fetched when next shown). Each time the
 * connection opens, they are invalidated too: changes made before the stream was listening (or
 * while it was down, should the server not resume) are then fetched, so nothing is missed. When
 * `keys` is a function, it is called with `undefined` on open and should name every query then.
 */
export function useLiveInvalidation<E extends LiveEndpoint>(
  endpoint: E,
  params: LiveParams<E>,
  keys: LiveQueryKeys<E>,
  options: LiveInvalidationOptions<E> = {},
): void {
  const queryClient = useQueryClient();
  const invalidate = (event: LiveEvent<E> | undefined) => {
    const chosen = typeof keys === 'function' ? keys(event) : keys;
    return Promise.all(chosen.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  };
  useLiveEvents(
    endpoint,
    params,
    (event, id) => {
      void invalidate(event);
      options.onEvent?.(event, id);
    },
    {
      ...options,
      onOpen: () => {
        void invalidate(undefined);
        options.onOpen?.();
      },
    },
  );
}
