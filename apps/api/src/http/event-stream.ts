import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import type { FastifyRequest } from 'fastify';
import type { DatabaseHandle } from '../database.ts';
import { HttpError } from './errors.ts';

/** Where a stream's items come from: a table read by a growing id (`seq`). */
export interface StreamSource<T> {
  /** Items with an id above `after`, oldest first, at most `limit`. */
  read(after: number, limit: number): Promise<T[]>;
  idOf(item: T): number;
}

/** Rows read per query while a stream catches up. */
const BATCH = 200;
/** A client this far behind (bytes the socket has not taken) is dropped; it resumes with Last-Event-ID. */
const MAX_BUFFERED = 1024 * 1024;
export const HEARTBEAT_MS = 15_000;

interface OpenStream {
  wake(): void;
  write(text: string): void;
  end(): void;
}

/** One open stream: sends every item after `lastSent`, in order, each once. */
class StreamConnection<T> implements OpenStream {
  private pulling = false;
  private again = false;
  private closed = false;

  constructor(
    private readonly raw: ServerResponse,
    private readonly source: StreamSource<T>,
    private readonly frame: (item: T) => string,
    private lastSent: number,
    private readonly onEnd: (connection: OpenStream) => void,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Something was committed: read what came after the last item sent (notifications may coalesce). */
  wake(): void {
    if (this.closed) return;
    if (this.pulling) {
      this.again = true;
      return;
    }
    void this.pull();
  }

  /** Whether a notification came while reading (and the stream is still open). */
  private wokenMeanwhile(): boolean {
    return this.again && !this.closed;
  }

  private async pull(): Promise<void> {
    this.pulling = true;
    try {
      do {
        this.again = false;
        for (;;) {
          const items = await this.source.read(this.lastSent, BATCH);
          for (const item of items) {
            if (this.closed) return;
            this.write(this.frame(item));
            this.lastSent = this.source.idOf(item);
          }
          if (items.length < BATCH) break;
        }
      } while (this.wokenMeanwhile());
    } catch (error) {
      if (!this.closed) this.onError(error);
      this.end();
    } finally {
      this.pulling = false;
    }
  }

  write(text: string): void {
    if (this.closed) return;
    this.raw.write(text);
    if (this.raw.writableLength > MAX_BUFFERED) this.end();
  }

  end(): void {
    if (this.closed) return;
    this.closed = true;
    this.raw.end();
    this.onEnd(this);
  }
}

/**
 * The live streams of one notification channel: one LISTEN for all of them (opened with the first
 * stream), a heartbeat comment while any is open, and every stream ended when the server closes.
 * With no stream open a notification costs nothing and nothing is kept. Emits `ended` as each stream ends.
 */
export class LiveStreams extends EventEmitter<{ ended: [] }> {
  private readonly connections = new Set<OpenStream>();
  private listening: Promise<() => Promise<void>> | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    private readonly database: DatabaseHandle,
    readonly channel: string,
    private readonly heartbeatMs = HEARTBEAT_MS,
  ) {
    super();
  }

  /** Open streams (for tests and the benchmark). */
  get size(): number {
    return this.connections.size;
  }

  /** Tells every stream (of every process sharing the database) that rows were committed. */
  async published(): Promise<void> {
    await this.database.notify(this.channel, '');
  }

  private wakeAll = (): void => {
    for (const connection of this.connections) connection.wake();
  };

  /** Listening (the first call starts it); refuses once the server is closing. Call before taking over a response. */
  async ready(): Promise<void> {
    if (this.closed) throw new HttpError(503, 'unavailable', 'The server is shutting down');
    this.listening ??= this.database.listen(this.channel, this.wakeAll);
    await this.listening;
  }

  /**
   * Takes over the response (after `ready()`): sends the event-stream headers and an opening
   * comment, then every item after `after`, then each new one as it is committed.
   */
  open<T>(
    request: FastifyRequest,
    raw: ServerResponse,
    options: { source: StreamSource<T>; frame: (item: T) => string; after: number; headers: Record<string, string> },
  ): void {
    if (this.closed) {
      raw.destroy();
      return;
    }
    const connection = new StreamConnection<T>(
      raw,
      options.source,
      options.frame,
      options.after,
      (ended) => {
        this.connections.delete(ended);
        this.emit('ended');
        if (this.connections.size === 0 && this.heartbeat) {
          clearInterval(this.heartbeat);
          this.heartbeat = null;
        }
      },
      (error) => request.log.error({ err: error }, 'event stream failed'),
    );
    this.connections.add(connection);
    raw.on('close', () => connection.end());
    raw.writeHead(200, {
      ...options.headers,
      'content-type': 'text/event-stream; charset=utf-8',
      // Never cached, never transformed (compressed or buffered) on the way.
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
      connection: 'keep-alive',
    });
    raw.flushHeaders();
    connection.write(': open\n\n');
    this.heartbeat ??= setInterval(() => {
      for (const open of this.connections) open.write(': heartbeat\n\n');
    }, this.heartbeatMs).unref();
    connection.wake();
  }

  /** Ends every stream (before the server closes, so that close does not wait on them), then stops listening. */
  async close(): Promise<void> {
    this.closed = true;
    for (const connection of [...this.connections]) connection.end();
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
    const listening = this.listening;
    this.listening = null;
    if (listening) await (await listening.catch(() => () => Promise.resolve()))();
  }
}

/** One server-sent event: `id:` the item's id, `event:` its name, `data:` its JSON (one line). */
export function eventFrame(id: number, event: string, data: unknown): string {
  return `id: ${String(id)}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}
