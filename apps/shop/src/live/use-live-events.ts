import {
  type Endpoint,
  type EndpointName,
  type EndpointsByName,
  type StreamError,
  subscribe,
  type SubscribeInput,
} from '@juicyin/contract';
import type { z } from 'zod';
import { useEffect, useRef } from 'react';
import { loadContract } from '../api.ts';

/** A stream endpoint, given as the contract's endpoint or by its name (its schemas then load with the data layer). */
export type LiveEndpoint = Endpoint | EndpointName;

/** The endpoint a `LiveEndpoint` stands for. */
export type EndpointOf<E extends LiveEndpoint> = E extends EndpointName
  ? EndpointsByName[E]
  : E extends Endpoint
    ? E
    : never;

/** The path parameters of the stream (`undefined` for a stream without any). */
export type LiveParams<E extends LiveEndpoint> = SubscribeInput<EndpointOf<E>>['params'];

/** One event of the stream, as its schema parses it. */
export type LiveEvent<E extends LiveEndpoint> = z.output<EndpointOf<E>['response']>;

export interface LiveEventsOptions {
  /** False: no subscription (e.g. until the order's number is known). Default true. */
  readonly enabled?: boolean;
  /** Called when the connection opens, at first and after each reconnect. */
  readonly onOpen?: () => void;
  readonly onError?: (error: StreamError) => void;
  /** Origin of the API; empty (the default) for the shop's own. */
  readonly baseUrl?: string;
}

async function endpointFor(endpoint: LiveEndpoint): Promise<Endpoint> {
  if (typeof endpoint !== 'string') return endpoint;
  return (await loadContract()).endpointNamed(endpoint);
}

/**
 * Subscribes to one of the API's server-sent event streams while the component is mounted and
 * `enabled`: `onEvent` gets each event, parsed by the endpoint's schema. The subscription is made
 * in an effect only (a server rendering never opens one) and closed on unmount or when the
 * endpoint or params change. The callbacks are read at each event, so they need not be stable.
 */
export function useLiveEvents<E extends LiveEndpoint>(
  endpoint: E,
  params: LiveParams<E>,
  onEvent: (event: LiveEvent<E>, id: string) => void,
  options: LiveEventsOptions = {},
): void {
  const latest = useRef({ onEvent, options });
  useEffect(() => {
    latest.current = { onEvent, options };
  });
  const enabled = options.enabled ?? true;
  const baseUrl = options.baseUrl ?? '';
  // Params arrive as a new object at each render: the subscription follows their value.
  const paramsKey = JSON.stringify(params ?? null);

  useEffect(() => {
    if (!enabled) return undefined;
    let unsubscribe: (() => void) | undefined;
    let stopped = false;
    const streamParams = JSON.parse(paramsKey) as Readonly<Record<string, string>> | null;
    void endpointFor(endpoint).then(
      (resolved) => {
        if (stopped) return;
        const input = { baseUrl, ...(streamParams ? { params: streamParams } : {}) } as SubscribeInput<Endpoint>;
        unsubscribe = subscribe(resolved, input, {
          onEvent: (event, id) => latest.current.onEvent(event as LiveEvent<E>, id),
          onOpen: () => latest.current.options.onOpen?.(),
          onError: (error) => latest.current.options.onError?.(error),
        });
      },
      // The data layer did not load (offline): no live updates; the page still shows its data.
      () => latest.current.options.onError?.({ kind: 'connection', reconnecting: false }),
    );
    return () => {
      stopped = true;
      unsubscribe?.();
    };
  }, [endpoint, paramsKey, enabled, baseUrl]);
}
