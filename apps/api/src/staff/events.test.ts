// The live order streams (server-sent events) over real HTTP: staff see every change in order;
// a reconnect with Last-Event-ID gets exactly what it missed; a shopper sees only their own order.
import { type OrderEvent, orderEventSchema } from '@juicyin/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fastShopper, place, putInBag, stockedVariant, type TestShopper } from '../checkout/testing.ts';
import { openEventStream, type SseAnswer, type SseStream, streamsIdle } from '../testing/sse.ts';
import { drivers, SETUP_TIMEOUT, startTestServer, type TestServer } from '../testing/server.ts';
import { signInStaff } from './test-orders.ts';

vi.setConfig({ testTimeout: 60_000 });

function streamOf(answer: SseAnswer): SseStream {
  if (answer.status !== 200 || !('stream' in answer)) throw new Error(`no stream: ${String(answer.status)}`);
  return answer.stream;
}

describe.each(drivers)('live order events on %s', (driver) => {
  let server: TestServer;
  let staff: Awaited<ReturnType<typeof signInStaff>>;
  let staffCookie: string;
  let offset = 0;

  beforeAll(async () => {
    server = await startTestServer(driver);
    staff = await signInStaff(server);
    staffCookie = `juicyin_session=${staff.browser.cookie('juicyin_session') ?? ''}`;
  }, SETUP_TIMEOUT);
  afterAll(() => server.close());

  const staffStream = async (headers: Record<string, string> = {}, query = '') =>
    streamOf(await openEventStream(`${server.baseUrl}/api/staff/events${query}`, { cookie: staffCookie, ...headers }));

  /** A shopper who has just placed an order (a real checkout over HTTP). */
  async function placedOrder(shopper?: TestShopper): Promise<{ shopper: TestShopper; number: string }> {
    const buyer = shopper ?? (await fastShopper(server.database, server.baseUrl));
    const variant = await stockedVariant(server.database, { stock: 50, price: 1500, offset: offset++ });
    await putInBag(server.database, buyer.id, variant.id, 2);
    const placed = await place(buyer, `key-${String(offset)}-${driver}`);
    expect(placed.status).toBe(201);
    return { shopper: buyer, number: placed.body.number };
  }

  const advance = async (number: string, status: string) => {
    const result = await staff.browser.json(`/api/staff/orders/${number}/status`, {
      method: 'POST',
      body: { status, location: 'Riyadh hub' },
    });
    expect(result.status).toBe(200);
  };

  const summary = (events: readonly OrderEvent[]) =>
    events.map((event) => `${event.number} ${event.kind} ${event.status}`);

  it('sends staff every change as it commits, in order, each parsed by the contract', async () => {
    const stream = await staffStream();
    expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers['cache-control']).toBe('no-cache, no-transform');

    const a = await placedOrder();
    await advance(a.number, 'processing');
    const b = await placedOrder();
    expect((await b.shopper.json(`/api/me/orders/${b.number}/cancel`, { method: 'POST' })).status).toBe(200);
    const note = await staff.browser.json(`/api/staff/orders/${a.number}/notes`, {
      method: 'POST',
      body: { text: 'Call before delivering' },
    });
    expect(note.status).toBe(201);
    const cancel = await staff.browser.json(`/api/staff/orders/${a.number}/cancel`, {
      method: 'POST',
      body: { reason: 'Out of oranges' },
    });
    expect(cancel.status).toBe(200);

    const received = await stream.take(6);
    for (const event of received) {
      expect(event.event).toBe('order');
      expect(orderEventSchema.safeParse(JSON.parse(event.data)).success).toBe(true);
    }
    const events = stream.data<OrderEvent>(received);
    expect(summary(events)).toEqual([
      `${a.number} placed placed`,
      `${a.number} status processing`,
      `${b.number} placed placed`,
      `${b.number} cancelled cancelled`,
      `${a.number} note processing`,
      `${a.number} cancelled cancelled`,
    ]);
    // `id:` is the event's seq, and seq grows.
    expect(received.map((event) => Number(event.id))).toEqual(events.map((event) => event.seq));
    for (let index = 1; index < events.length; index += 1) {
      expect(events[index]?.seq).toBeGreaterThan(events[index - 1]?.seq ?? Infinity);
    }
    await stream.close();
  });

  it('sends every one of many orders placed at once, each once, in seq order, to every stream', async () => {
    const streams = [await staffStream(), await staffStream()];
    const buyers = await Promise.all(
      Array.from({ length: 12 }, async () => {
        const shopper = await fastShopper(server.database, server.baseUrl);
        const variant = await stockedVariant(server.database, { stock: 50, price: 1500, offset: offset++ });
        await putInBag(server.database, shopper.id, variant.id, 1);
        return shopper;
      }),
    );
    const placed = await Promise.all(buyers.map((buyer, index) => place(buyer, `burst-${String(index)}-${driver}`)));
    expect(placed.map((answer) => answer.status)).toEqual(Array(12).fill(201));
    const numbers = placed.map((answer) => answer.body.number).sort();
    for (const stream of streams) {
      const events = stream.data<OrderEvent>(await stream.take(12));
      expect(events.map((event) => event.number).sort()).toEqual(numbers);
      const seqs = events.map((event) => event.seq);
      expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
      expect(new Set(seqs).size).toBe(12);
    }
    await Promise.all(streams.map((stream) => stream.close()));
  });

  it('resumes after Last-Event-ID (or ?after=) with exactly the events missed, then goes on live', async () => {
    const first = await staffStream();
    const a = await placedOrder();
    const [seen] = stream(await first.take(1));
    await first.close();

    // While nobody listens: two more changes.
    await advance(a.number, 'processing');
    const b = await placedOrder();

    const again = await staffStream({ 'last-event-id': String(seen?.seq) });
    const missed = again.data<OrderEvent>(await again.take(2));
    expect(summary(missed)).toEqual([`${a.number} status processing`, `${b.number} placed placed`]);
    await advance(a.number, 'shipping');
    const live = again.data<OrderEvent>(await again.take(3))[2];
    expect(live && summary([live])).toEqual([`${a.number} status shipping`]);

    const byQuery = await staffStream({}, `?after=${String(seen?.seq)}`);
    expect(summary(byQuery.data<OrderEvent>(await byQuery.take(3)))).toEqual(
      summary([...missed, ...(live ? [live] : [])]),
    );
    await Promise.all([again.close(), byQuery.close()]);

    function stream(events: Awaited<ReturnType<SseStream['take']>>) {
      return events.map((event) => JSON.parse(event.data) as OrderEvent);
    }
  });

  it("streams a shopper's own order only, without staff's notes: another's is a 404, signed out a 401, staff's stream a 404", async () => {
    const mine = await placedOrder();
    const other = await placedOrder();
    const own = streamOf(
      await openEventStream(`${server.baseUrl}/api/me/orders/${mine.number}/events?after=0`, {
        cookie: mine.shopper.cookie,
      }),
    );
    await advance(other.number, 'processing');
    // An internal note is staff's alone: the shopper's stream does not say one was written.
    const note = await staff.browser.json(`/api/staff/orders/${mine.number}/notes`, {
      method: 'POST',
      body: { text: 'Call before delivering.' },
    });
    expect(note.status).toBe(201);
    await advance(mine.number, 'processing');
    const events = own.data<OrderEvent>(await own.take(2));
    expect(summary(events)).toEqual([`${mine.number} placed placed`, `${mine.number} status processing`]);
    await own.close();

    const theirs = await openEventStream(`${server.baseUrl}/api/me/orders/${other.number}/events`, {
      cookie: mine.shopper.cookie,
    });
    expect(theirs.status).toBe(404);
    expect('body' in theirs && JSON.parse(theirs.body)).toMatchObject({ error: { code: 'not_found' } });
    expect((await openEventStream(`${server.baseUrl}/api/me/orders/${mine.number}/events`)).status).toBe(401);
    for (const headers of [{}, { cookie: mine.shopper.cookie }] as Record<string, string>[]) {
      const hidden = await openEventStream(`${server.baseUrl}/api/staff/events`, headers);
      expect(hidden.status).toBe(404);
    }
  });

  it('offers no HEAD on a stream (there is no end to answer with)', async () => {
    const head = await fetch(`${server.baseUrl}/api/staff/events`, {
      method: 'HEAD',
      headers: { cookie: staffCookie },
    });
    expect(head.status).toBe(404);
  });

  it('refuses a resume point that is not an event id, field by field', async () => {
    const badHeader = await openEventStream(`${server.baseUrl}/api/staff/events`, {
      cookie: staffCookie,
      'last-event-id': 'yesterday',
    });
    expect(badHeader.status).toBe(400);
    expect('body' in badHeader && JSON.parse(badHeader.body)).toMatchObject({
      error: { code: 'invalid_input', fields: { 'headers.last-event-id': expect.any(String) as string } },
    });
    const badQuery = await openEventStream(`${server.baseUrl}/api/staff/events?after=-1`, { cookie: staffCookie });
    expect(badQuery.status).toBe(400);
    const unknown = await openEventStream(`${server.baseUrl}/api/staff/events?since=3`, { cookie: staffCookie });
    expect(unknown.status).toBe(400);
    expect('body' in unknown && JSON.parse(unknown.body)).toMatchObject({
      error: { fields: { 'query.since': 'Unknown field' } },
    });
  });

  it('lets go of a stream the client closes (nothing kept for it)', async () => {
    const streams = server.app.orderEvents;
    await streamsIdle(streams); // the earlier tests' hang-ups
    const stream = await staffStream();
    expect(streams.size).toBe(1);
    await stream.close();
    await streamsIdle(streams);
  });
});

describe('closing the server with streams open', () => {
  it(
    'ends every stream and closes without waiting on them',
    async () => {
      const server = await startTestServer('pglite');
      const staff = await signInStaff(server);
      const cookie = `juicyin_session=${staff.browser.cookie('juicyin_session') ?? ''}`;
      const streams = await Promise.all(
        [1, 2, 3].map(async () => streamOf(await openEventStream(`${server.baseUrl}/api/staff/events`, { cookie }))),
      );
      await server.close();
      await Promise.all(streams.map((stream) => stream.closed));
      expect(server.app.orderEvents.size).toBe(0);
    },
    SETUP_TIMEOUT,
  );
});
