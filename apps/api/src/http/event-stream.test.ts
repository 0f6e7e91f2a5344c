// LiveStreams over real HTTP and a real (embedded) database's notifications: items are read
// after the last one sent however notifications coalesce, heartbeats keep the stream open, and
// every stream ends when the server closes.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../database.ts';
import { openEventStream, type SseStream, streamsIdle } from '../testing/sse.ts';
import { openTestDatabase, SETUP_TIMEOUT } from '../testing/server.ts';
import { eventFrame, LiveStreams } from './event-stream.ts';

vi.setConfig({ testTimeout: 30_000 });

describe('live streams', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let streams: LiveStreams;
  let baseUrl: string;
  /** The "table": items with growing ids, as committed. */
  const items: { id: number; text: string }[] = [];
  let reads = 0;

  beforeAll(async () => {
    database = await openTestDatabase();
    streams = new LiveStreams(database, 'test_items', 50);
    app = Fastify();
    app.addHook('preClose', () => streams.close());
    app.get('/stream', async (request, reply) => {
      await streams.ready();
      reply.hijack();
      streams.open(request, reply.raw, {
        after: Number((request.query as { after?: string }).after ?? 0),
        headers: {},
        frame: (item) => eventFrame(item.id, 'item', item),
        source: {
          read: (after, limit) => {
            reads += 1;
            return Promise.resolve(items.filter((item) => item.id > after).slice(0, limit));
          },
          idOf: (item: { id: number }) => item.id,
        },
      });
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    baseUrl = `http://127.0.0.1:${String(address.port)}`;
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const open = async (after = 0): Promise<SseStream> => {
    const answer = await openEventStream(`${baseUrl}/stream?after=${String(after)}`);
    if (!('stream' in answer)) throw new Error(`answered ${String(answer.status)}`);
    return answer.stream;
  };
  const commit = (count: number) => {
    for (let index = 0; index < count; index += 1)
      items.push({ id: items.length + 1, text: `item ${String(items.length + 1)}` });
  };
  const ids = (stream: SseStream) => stream.events.map((event) => Number(event.id));

  it('sends what was committed before it opened, then each notification reads only what came after', async () => {
    commit(3);
    const stream = await open(1);
    await stream.take(2);
    expect(ids(stream)).toEqual([2, 3]);
    // Three commits, one notification (they coalesced): all three, once each.
    commit(3);
    await streams.published();
    await stream.take(5);
    // Notifications with nothing new send nothing; the next commit comes once.
    await streams.published();
    await streams.published();
    commit(1);
    await streams.published();
    await stream.take(6);
    expect(ids(stream)).toEqual([2, 3, 4, 5, 6, 7]);
    expect(stream.events.map((event) => event.event)).toEqual(Array(6).fill('item'));
    await stream.close();
  });

  it('keeps an idle stream open with heartbeat comments', async () => {
    const stream = await open(items.length);
    await stream.until((s) => s.comments.filter((comment) => comment === 'heartbeat').length >= 2, 'two heartbeats');
    expect(stream.events).toEqual([]);
    await stream.close();
  });

  it('reads nothing for a notification when no stream is open', async () => {
    await streamsIdle(streams);
    const stream = await open(items.length);
    expect(streams.size).toBe(1);
    await stream.close();
    await streamsIdle(streams);
    const before = reads;
    commit(1);
    await streams.published();
    // On the embedded database the notification's listeners run within published().
    expect(reads).toBe(before);
  });

  it('ends open streams when the server closes', async () => {
    const stream = await open(items.length);
    const server = app;
    await server.close();
    await stream.closed;
    expect(streams.size).toBe(0);
  });
});
