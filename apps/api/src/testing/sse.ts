// A real HTTP client for server-sent event streams (tests and the benchmark): reads the stream as
// it arrives, parses each event, and lets the caller wait for events (never for a clock).
import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { LiveStreams } from '../http/event-stream.ts';

export interface SseEvent {
  readonly id: string | null;
  readonly event: string;
  readonly data: string;
  /** When it arrived (performance.now()). */
  readonly receivedAt: number;
}

interface Waiter {
  /** Satisfied once this holds of the stream. */
  readonly done: (stream: SseStream) => boolean;
  readonly what: string;
  readonly resolve: () => void;
  readonly reject: (error: Error) => void;
}

/** An open stream. `events` grows as events arrive; `take(n)` waits until n have arrived in all. */
export class SseStream {
  readonly events: SseEvent[] = [];
  /** Comment lines received (`: open`, heartbeats). */
  readonly comments: string[] = [];
  private buffer = '';
  private waiters: Waiter[] = [];
  private ended = false;
  /** Resolves when the server ends the stream (or the connection drops). */
  readonly closed: Promise<void>;

  constructor(
    private readonly response: IncomingMessage,
    readonly headers: IncomingMessage['headers'],
  ) {
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => this.receive(chunk));
    this.closed = new Promise((resolve) => {
      const finish = () => {
        this.ended = true;
        for (const waiter of this.waiters) {
          waiter.reject(
            new Error(`the stream ended after ${String(this.events.length)} events, before ${waiter.what}`),
          );
        }
        this.waiters = [];
        resolve();
      };
      response.on('end', finish);
      response.on('close', finish);
      response.on('error', finish);
    });
  }

  private receive(chunk: string): void {
    this.buffer += chunk;
    for (let end = this.buffer.indexOf('\n\n'); end !== -1; end = this.buffer.indexOf('\n\n')) {
      const block = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 2);
      let id: string | null = null;
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) this.comments.push(line.slice(1).trim());
        else if (line.startsWith('id: ')) id = line.slice(4);
        else if (line.startsWith('event: ')) event = line.slice(7);
        else if (line.startsWith('data: ')) data.push(line.slice(6));
      }
      if (data.length > 0) this.events.push({ id, event, data: data.join('\n'), receivedAt: performance.now() });
    }
    this.waiters = this.waiters.filter((waiter) => {
      if (!waiter.done(this)) return true;
      waiter.resolve();
      return false;
    });
  }

  /** Waits until `done` holds of the stream (checked as each chunk arrives). */
  until(done: (stream: SseStream) => boolean, what = 'the awaited condition'): Promise<void> {
    if (done(this)) return Promise.resolve();
    if (this.ended) return Promise.reject(new Error(`the stream has ended, before ${what}`));
    return new Promise<void>((resolve, reject) => this.waiters.push({ done, what, resolve, reject }));
  }

  /** Waits until `count` events have arrived since the stream opened; resolves with the first `count`. */
  async take(count: number): Promise<SseEvent[]> {
    await this.until((stream) => stream.events.length >= count, `${String(count)} events`);
    return this.events.slice(0, count);
  }

  /** The data of each event, parsed as JSON. */
  data<T>(events: readonly SseEvent[] = this.events): T[] {
    return events.map((event) => JSON.parse(event.data) as T);
  }

  /** Hangs up, as a browser closing the page would. */
  close(): Promise<void> {
    this.response.destroy();
    return this.closed;
  }
}

export type SseAnswer =
  | { readonly status: 200; readonly stream: SseStream }
  | { readonly status: number; readonly body: string; readonly headers: IncomingMessage['headers'] };

/**
 * Opens `url` as an event stream. Resolves once the server has sent the headers and its opening
 * comment (the stream is then live: anything committed afterwards arrives), or with the status
 * and body of any other answer.
 */
export function openEventStream(url: string, headers: Record<string, string> = {}): Promise<SseAnswer> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        headers: { accept: 'text/event-stream', ...headers },
      },
      (response) => {
        const type = response.headers['content-type'] ?? '';
        if (response.statusCode === 200 && type.startsWith('text/event-stream')) {
          const stream = new SseStream(response, response.headers);
          // The opening comment is the first thing written after the server is listening.
          const opened = () => {
            if (stream.comments.length > 0) resolve({ status: 200, stream });
            else response.once('data', () => setImmediate(opened));
          };
          opened();
          return;
        }
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body, headers: response.headers }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** Resolves once no stream of `streams` is open (the server has seen every hang-up). */
export function streamsIdle(streams: LiveStreams): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (streams.size > 0) return;
      streams.off('ended', check);
      resolve();
    };
    streams.on('ended', check);
    check();
  });
}
