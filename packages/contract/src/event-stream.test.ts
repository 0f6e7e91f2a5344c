import { describe, expect, it } from 'vitest';
import { type EventSourceLike, type StreamError, subscribe } from './event-stream.ts';
import { trackOrder, streamOrderEvents } from './orders/endpoints.ts';
import type { OrderEvent } from './orders/events.ts';
import { streamStaffEvents } from './staff/dashboard-endpoints.ts';

/** A stand-in for the browser's EventSource: records how it was opened and lets a test play the server. */
class FakeEventSource implements EventSourceLike {
  static opened: FakeEventSource[] = [];
  readyState = 0;
  closed = false;
  private readonly listeners = new Map<string, ((event: Event) => void)[]>();

  constructor(
    readonly url: string,
    readonly init?: EventSourceInit,
  ) {
    FakeEventSource.opened.push(this);
  }

  addEventListener(type: string, listener: (event: Event) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close(): void {
    this.closed = true;
    this.readyState = 2;
  }

  private dispatch(event: Event): void {
    for (const listener of this.listeners.get(event.type) ?? []) listener(event);
  }

  open(): void {
    this.readyState = 1;
    this.dispatch(new Event('open'));
  }

  send(type: string, data: string, id = ''): void {
    this.dispatch(new MessageEvent(type, { data, lastEventId: id }));
  }

  fail(readyState: 0 | 2): void {
    this.readyState = readyState;
    this.dispatch(new Event('error'));
  }
}

function last(): FakeEventSource {
  const source = FakeEventSource.opened.at(-1);
  if (!source) throw new Error('no EventSource was opened');
  return source;
}

const event: OrderEvent = {
  seq: 41,
  number: 'JY-2026-000123',
  kind: 'status',
  status: 'processing',
  at: '2026-11-24T11:00:00.000Z',
};

function record() {
  const events: { event: OrderEvent; id: string }[] = [];
  const errors: StreamError[] = [];
  let opens = 0;
  return {
    events,
    errors,
    opens: () => opens,
    handlers: {
      onEvent: (received: OrderEvent, id: string) => events.push({ event: received, id }),
      onOpen: () => {
        opens += 1;
      },
      onError: (error: StreamError) => errors.push(error),
    },
  };
}

describe('subscribe', () => {
  it("opens the endpoint's path with its params, with credentials", () => {
    subscribe(
      streamOrderEvents,
      { params: { number: 'JY-2026-000123' }, baseUrl: 'http://127.0.0.1:1', EventSource: FakeEventSource },
      record().handlers,
    );
    expect(last().url).toBe('http://127.0.0.1:1/api/me/orders/JY-2026-000123/events');
    expect(last().init).toEqual({ withCredentials: true });
  });

  it('encodes path params as the client does and opens a stream without params on its path', () => {
    subscribe(streamOrderEvents, { params: { number: 'a/b c' }, EventSource: FakeEventSource }, record().handlers);
    expect(last().url).toBe('/api/me/orders/a%2Fb%20c/events');
    subscribe(streamStaffEvents, { EventSource: FakeEventSource }, record().handlers);
    expect(last().url).toBe('/api/staff/events');
  });

  it("hands each 'order' event to onEvent parsed by the endpoint's schema, with its id, in order", () => {
    const seen = record();
    subscribe(streamStaffEvents, { EventSource: FakeEventSource }, seen.handlers);
    last().open();
    last().send('order', JSON.stringify(event), '41');
    last().send('order', JSON.stringify({ ...event, seq: 42, status: 'shipping' }), '42');
    expect(seen.opens()).toBe(1);
    expect(seen.events).toEqual([
      { event, id: '41' },
      { event: { ...event, seq: 42, status: 'shipping' }, id: '42' },
    ]);
    expect(seen.errors).toEqual([]);
  });

  it('reports an event that is not JSON or does not match the schema to onError and carries on', () => {
    const seen = record();
    subscribe(streamStaffEvents, { EventSource: FakeEventSource }, seen.handlers);
    last().send('order', 'not json', '7');
    last().send('order', JSON.stringify({ ...event, status: 'lost' }), '8');
    last().send('order', JSON.stringify(event), '41');
    expect(seen.errors.map((error) => error.kind)).toEqual(['invalid_event', 'invalid_event']);
    expect(seen.errors[0]).toMatchObject({ kind: 'invalid_event', id: '7', data: 'not json' });
    expect(seen.events).toEqual([{ event, id: '41' }]);
  });

  it('ignores events of other names (the stream sends only order events)', () => {
    const seen = record();
    subscribe(streamStaffEvents, { EventSource: FakeEventSource }, seen.handlers);
    last().send('message', JSON.stringify(event), '41');
    expect(seen.events).toEqual([]);
  });

  it('tells a dropped connection the browser retries from a refused one it gave up on', () => {
    const seen = record();
    subscribe(streamStaffEvents, { EventSource: FakeEventSource }, seen.handlers);
    last().open();
    last().fail(0);
    last().open();
    last().fail(2);
    expect(seen.errors).toEqual([
      { kind: 'connection', reconnecting: true },
      { kind: 'connection', reconnecting: false },
    ]);
    expect(seen.opens()).toBe(2);
  });

  it('closes the connection on unsubscribe and calls nothing back afterwards', () => {
    const seen = record();
    const unsubscribe = subscribe(streamStaffEvents, { EventSource: FakeEventSource }, seen.handlers);
    const source = last();
    unsubscribe();
    unsubscribe();
    expect(source.closed).toBe(true);
    source.send('order', JSON.stringify(event), '41');
    source.fail(2);
    expect(seen.events).toEqual([]);
    expect(seen.errors).toEqual([]);
  });

  it('reports an environment without EventSource (a server rendering) instead of throwing', () => {
    const seen = record();
    expect(typeof globalThis.EventSource).toBe('undefined');
    const unsubscribe = subscribe(streamStaffEvents, {}, seen.handlers);
    expect(seen.errors).toEqual([{ kind: 'unsupported' }]);
    expect(() => unsubscribe()).not.toThrow();
  });

  it('refuses an endpoint that is not a stream', () => {
    expect(() =>
      subscribe(
        trackOrder,
        { params: { number: 'JY-1' }, EventSource: FakeEventSource },
        {
          onEvent: () => undefined,
        },
      ),
    ).toThrow(/not a stream endpoint/);
  });
});
