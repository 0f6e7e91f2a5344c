import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { OrderEvent } from '../orders/events.ts';
import { streamOrderEvents } from '../orders/endpoints.ts';
import { getHealth } from '../health.ts';
import { mockEventStream } from './stream-handlers.ts';

// MSW's sse() checks that the environment has an EventSource when a handler is made (browsers do;
// Node 20 does not): the tests read the stream over fetch, as text, so any constructor will do.
const hadEventSource = 'EventSource' in globalThis;
if (!hadEventSource) (globalThis as { EventSource?: unknown }).EventSource = function EventSource() {};

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => {
  server.close();
  if (!hadEventSource) delete (globalThis as { EventSource?: unknown }).EventSource;
});

const url = 'http://127.0.0.1/api/me/orders/JY-1/events';
const event = (seq: number, status: OrderEvent['status']): OrderEvent => ({
  seq,
  number: 'JY-1',
  kind: 'status',
  status,
  at: '2026-11-24T11:00:00.000Z',
});

/** Opens the stream as an EventSource would, and reads it frame by frame. */
async function open(headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
  if (!reader) throw new Error('the stream has no body');
  let buffered = '';
  return {
    response,
    /** The next `count` frames (`id`, `event`, `data` lines), as the API would send them. */
    async frames(count: number): Promise<string[]> {
      while (buffered.split('\n\n').length <= count) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`the stream ended after ${buffered}`);
        buffered += value;
      }
      const frames = buffered.split('\n\n');
      buffered = frames.slice(count).join('\n\n');
      return frames.slice(0, count);
    },
    close: () => controller.abort(),
  };
}

const frame = (value: OrderEvent) => `id:${value.seq}\nevent:order\ndata:${JSON.stringify(value)}`;

describe('mockEventStream', () => {
  it('sends the given events as the API does (id = seq, event: order, JSON data), then those sent later', async () => {
    const stream = mockEventStream(streamOrderEvents, [event(1, 'placed')]);
    server.use(stream.handler);
    const client = await open();
    expect(client.response.headers.get('content-type')).toBe('text/event-stream');
    await stream.connected();
    expect(await client.frames(1)).toEqual([frame(event(1, 'placed'))]);
    expect(stream.send(event(2, 'processing'))).toBe(1);
    expect(await client.frames(1)).toEqual([frame(event(2, 'processing'))]);
    client.close();
  });

  it('resumes a reconnecting page after the Last-Event-ID it sends', async () => {
    const stream = mockEventStream(streamOrderEvents, [event(1, 'placed'), event(2, 'processing')]);
    stream.send(event(3, 'shipping'));
    server.use(stream.handler);
    const client = await open({ 'last-event-id': '2' });
    expect(await client.frames(1)).toEqual([frame(event(3, 'shipping'))]);
    client.close();
  });

  it("refuses an event its endpoint's schema does not accept, and an endpoint that is not a stream", () => {
    const stream = mockEventStream(streamOrderEvents);
    expect(() => stream.send({ ...event(1, 'placed'), seq: -1 })).toThrow();
    expect(() => mockEventStream(getHealth)).toThrow(/not a stream endpoint/);
  });
});
