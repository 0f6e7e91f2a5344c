import type { z } from 'zod';
import { buildPath } from './client.ts';
import type { Endpoint, ParamsOf } from './endpoint.ts';

/** The SSE event name the API gives each event of its streams (`event: order`). */
export const STREAM_EVENT_NAME = 'order' as const;

/** Why a stream reported a problem; the subscription itself never throws into the app. */
export type StreamError =
  /** An event whose `data` is not JSON or does not match the endpoint's schema: skipped. */
  | { readonly kind: 'invalid_event'; readonly id: string; readonly data: string; readonly cause: unknown }
  /**
   * The connection failed or dropped. `reconnecting`: the browser tries again by itself (sending
   * `Last-Event-ID`, so the server resumes after the last event received); otherwise it gave up
   * (the server refused the stream, e.g. 404), and nothing more arrives on this subscription.
   */
  | { readonly kind: 'connection'; readonly reconnecting: boolean }
  /** This environment has no `EventSource` (a server rendering, an old browser): nothing arrives. */
  | { readonly kind: 'unsupported' };

/** What a subscription calls back. */
export interface StreamHandlers<E extends Endpoint> {
  /** Each event, parsed by the endpoint's `response` schema, with its SSE `id` (`''` when it has none). */
  readonly onEvent: (event: z.output<E['response']>, id: string) => void;
  /** The connection opened: at first and again after each reconnect. */
  readonly onOpen?: () => void;
  readonly onError?: (error: StreamError) => void;
}

/** The smallest part of the `EventSource` constructor a subscription needs (tests give a fake one). */
export interface EventSourceLike {
  readonly readyState: number;
  addEventListener(type: string, listener: (event: Event) => void): void;
  close(): void;
}
export type EventSourceConstructor = new (url: string, init?: EventSourceInit) => EventSourceLike;

/** The path parameters of a stream: demanded when the endpoint has a params schema, forbidden otherwise. */
type StreamParams<E extends Endpoint> = [ParamsOf<E>] extends [never]
  ? { readonly params?: never }
  : { readonly params: ParamsOf<E> };

export type SubscribeInput<E extends Endpoint> = StreamParams<E> & {
  /** Origin the path is resolved against; empty (the default) for the shop's own origin. */
  readonly baseUrl?: string;
  /** The `EventSource` to use; by default the environment's, looked up at each subscription. */
  readonly EventSource?: EventSourceConstructor;
};

/** `EventSource.CLOSED`: the browser gave up on the connection. */
const CLOSED = 2;

/**
 * Subscribes to a server-sent event stream of the API (an endpoint with `stream: true`): opens an
 * `EventSource` with credentials on the endpoint's path, parses each `order` event's data by the
 * endpoint's `response` schema and hands it to `onEvent`. A malformed event goes to `onError` and is
 * skipped. Reconnecting is the browser's: it resends the last event's id as `Last-Event-ID`, and the
 * API resumes after it. Returns the unsubscribe function (closes the connection; safe to call twice).
 */
export function subscribe<E extends Endpoint>(
  endpoint: E,
  input: SubscribeInput<E>,
  handlers: StreamHandlers<E>,
): () => void {
  if (endpoint.stream !== true) throw new TypeError(`${endpoint.id} is not a stream endpoint`);
  const Source = input.EventSource ?? (globalThis as { EventSource?: EventSourceConstructor }).EventSource ?? undefined;
  if (!Source) {
    handlers.onError?.({ kind: 'unsupported' });
    return () => undefined;
  }
  const params = (input.params ?? {}) as Readonly<Record<string, string>>;
  const url = `${input.baseUrl ?? ''}${buildPath(endpoint.path, params)}`;
  const source = new Source(url, { withCredentials: true });
  let closed = false;

  source.addEventListener('open', () => {
    if (!closed) handlers.onOpen?.();
  });
  source.addEventListener('error', () => {
    if (!closed) handlers.onError?.({ kind: 'connection', reconnecting: source.readyState !== CLOSED });
  });
  source.addEventListener(STREAM_EVENT_NAME, (event) => {
    if (closed) return;
    const { data, lastEventId } = event as Event & { readonly data: unknown; readonly lastEventId: string };
    const text = typeof data === 'string' ? data : '';
    let parsed: z.output<E['response']>;
    try {
      parsed = endpoint.response.parse(JSON.parse(text)) as z.output<E['response']>;
    } catch (cause) {
      handlers.onError?.({ kind: 'invalid_event', id: lastEventId, data: text, cause });
      return;
    }
    handlers.onEvent(parsed, lastEventId);
  });

  return () => {
    if (closed) return;
    closed = true;
    source.close();
  };
}
