import { type OrderEvent, streamStaffEvents } from '@juicyin/contract';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testQueryClient } from '../testing/shop-frame.tsx';
import { useLiveEvents } from './use-live-events.ts';
import { useLiveInvalidation } from './use-live-invalidation.ts';

/** The browser's EventSource as the tests play it (jsdom has none): the server's side is in the test's hands. */
class FakeEventSource {
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

  emit(event: Event): void {
    for (const listener of this.listeners.get(event.type) ?? []) listener(event);
  }

  open(): void {
    this.readyState = 1;
    this.emit(new Event('open'));
  }

  send(data: unknown, id: string): void {
    this.emit(new MessageEvent('order', { data: JSON.stringify(data), lastEventId: id }));
  }
}

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => vi.unstubAllGlobals());

const event: OrderEvent = {
  seq: 9,
  number: 'JY-2026-000123',
  kind: 'status',
  status: 'shipping',
  at: '2026-11-24T11:00:00.000Z',
};

async function opened(count = 1): Promise<FakeEventSource> {
  await waitFor(() => expect(FakeEventSource.opened).toHaveLength(count));
  const source = FakeEventSource.opened.at(-1);
  if (!source) throw new Error('no stream was opened');
  return source;
}

function wrapperWith(client = testQueryClient()) {
  return function Wrapper({ children }: { readonly children: ReactNode }) {
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  };
}

describe('useLiveEvents', () => {
  it("subscribes by the endpoint's name after mounting, parses its events, and closes on unmount", async () => {
    const received: OrderEvent[] = [];
    const { unmount } = renderHook(() =>
      useLiveEvents('streamOrderEvents', { number: event.number }, (order) => received.push(order)),
    );
    const source = await opened();
    expect(source.url).toBe(`/api/me/orders/${event.number}/events`);
    expect(source.init).toEqual({ withCredentials: true });
    source.send(event, '9');
    source.send({ nonsense: true }, '10');
    expect(received).toEqual([event]);
    unmount();
    expect(source.closed).toBe(true);
  });

  it('opens a new stream when the params change, closing the old one, and none while disabled', async () => {
    const { rerender } = renderHook(
      ({ number, enabled }: { number: string; enabled: boolean }) =>
        useLiveEvents('streamOrderEvents', { number }, () => undefined, { enabled }),
      { initialProps: { number: 'JY-1', enabled: true } },
    );
    const first = await opened();
    rerender({ number: 'JY-1', enabled: true });
    rerender({ number: 'JY-2', enabled: true });
    const second = await opened(2);
    expect(first.closed).toBe(true);
    expect(second.url).toBe('/api/me/orders/JY-2/events');
    rerender({ number: 'JY-2', enabled: false });
    expect(second.closed).toBe(true);
    expect(FakeEventSource.opened).toHaveLength(2);
  });

  it('calls the latest callback given, without resubscribing', async () => {
    const calls: string[] = [];
    const { rerender } = renderHook(
      ({ name }: { name: string }) => useLiveEvents(streamStaffEvents, undefined, () => calls.push(name)),
      { initialProps: { name: 'first' } },
    );
    const source = await opened();
    rerender({ name: 'second' });
    source.send(event, '9');
    expect(calls).toEqual(['second']);
    expect(FakeEventSource.opened).toHaveLength(1);
  });
});

describe('useLiveInvalidation', () => {
  it('fetches the queries on screen again when the stream opens and at each event', async () => {
    let fetches = 0;
    const announced: OrderEvent[] = [];
    const { result } = renderHook(
      () => {
        useLiveInvalidation('streamOrderEvents', { number: event.number }, [['order', event.number]], {
          onEvent: (order) => announced.push(order),
        });
        return useQuery({ queryKey: ['order', event.number], queryFn: () => ++fetches });
      },
      { wrapper: wrapperWith() },
    );
    await waitFor(() => expect(result.current.data).toBe(1));
    const source = await opened();
    source.open();
    await waitFor(() => expect(result.current.data).toBe(2));
    source.send(event, '9');
    await waitFor(() => expect(result.current.data).toBe(3));
    expect(announced).toEqual([event]);
  });

  it('leaves queries under other keys alone and lets the keys depend on the event', async () => {
    const client = testQueryClient();
    client.setQueryData(['order', 'JY-2026-000123'], 'cached');
    client.setQueryData(['order', 'JY-other'], 'cached');
    renderHook(
      () => useLiveInvalidation(streamStaffEvents, undefined, (order) => (order ? [['order', order.number]] : [])),
      { wrapper: wrapperWith(client) },
    );
    const source = await opened();
    source.send(event, '9');
    expect(client.getQueryState(['order', 'JY-2026-000123'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['order', 'JY-other'])?.isInvalidated).toBe(false);
  });
});
