import { type HttpHandler, sse } from 'msw';
import type { z } from 'zod';
import type { Endpoint } from '../endpoint.ts';
import { STREAM_EVENT_NAME } from '../event-stream.ts';

/** One connected `EventSource` of a story, as MSW's `sse()` hands it to the resolver. */
interface StreamClient {
  send(message: { id?: string; event: typeof STREAM_EVENT_NAME; data: string }): void;
}

/** A mocked stream: its MSW handler, and a way for a story's `play` to send an event later. */
export interface MockEventStream<E extends Endpoint> {
  /** The handler to `msw.use()`. */
  readonly handler: HttpHandler;
  /**
   * Sends an event (checked against the endpoint's schema) to every page connected now, and to
   * those that connect later. Resolves to the number of connections it reached.
   */
  send(event: z.input<E['response']>): number;
  /** Resolves once a page has connected to the stream (at once if one has): wait for it before `send`. */
  connected(): Promise<void>;
}

/** The SSE id of an event: its `seq` where it has one (the API's order events), else its position. */
function idOf(event: unknown, position: number): string {
  const seq = typeof event === 'object' && event !== null ? (event as { seq?: unknown }).seq : undefined;
  return typeof seq === 'number' ? String(seq) : String(position);
}

/**
 * Mocks a server-sent event stream of the API for stories (MSW 2's `sse()`): a page that connects
 * gets `events` first (each as the API sends it: `id`, `event: order`, JSON `data`), then whatever
 * the story `send`s. Build it inside a story (`beforeEach`): `sse()` needs the browser's EventSource.
 */
export function mockEventStream<E extends Endpoint>(
  endpoint: E,
  events: readonly z.input<E['response']>[] = [],
): MockEventStream<E> {
  if (endpoint.stream !== true) throw new TypeError(`${endpoint.id} is not a stream endpoint`);
  const sent: { id: string; data: string }[] = [];
  const clients = new Set<StreamClient>();
  let markConnected: () => void = () => undefined;
  const firstConnection = new Promise<void>((resolve) => {
    markConnected = resolve;
  });

  const record = (event: z.input<E['response']>) => {
    const data: unknown = endpoint.response.parse(event);
    const message = { id: idOf(data, sent.length + 1), data: JSON.stringify(data) };
    sent.push(message);
    return message;
  };
  for (const event of events) record(event);

  const handler = sse<{ [STREAM_EVENT_NAME]: string }>(
    endpoint.path.replace(/^\/api/, '*/api'),
    ({ client, request }) => {
      // A reconnecting page says which event it saw last; it gets only the ones after it.
      const lastId = request.headers.get('last-event-id');
      const from = lastId === null ? 0 : sent.findIndex((message) => message.id === lastId) + 1;
      for (const message of sent.slice(from)) client.send({ ...message, event: STREAM_EVENT_NAME });
      clients.add(client);
      request.signal.addEventListener('abort', () => clients.delete(client), { once: true });
      markConnected();
    },
  );

  return {
    handler,
    send(event) {
      const message = record(event);
      for (const client of clients) client.send({ ...message, event: STREAM_EVENT_NAME });
      return clients.size;
    },
    connected: () => firstConnection,
  };
}
