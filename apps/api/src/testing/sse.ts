// A real HTTP client for server-sent event streams (tests and the benchmark): reads the stream as
// it arrives, parses each event, and lets the caller wait for events (never for a clock).
import { request as httpRequest, type IncomingMessage } from 'node:http';

export interface SseEvent {
  readonly id: string | null;
  readonly event: string;
  readonly data: string;
  /** When it arrived (performance.now()). */
  readonly receivedAt: number;
}

interface Waiter {
  readonly count: number;
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
            new Error(`the stream ended after ${String(this.events.length)} of ${String(waiter.count)} events`),
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
      if (this.events.length < waiter.count) return true;
      waiter.resolve();
      return false;
    });
  }

  /** Waits until `count` events have arrived since the stream opened; resolves with the first `count`. */
  take(count: number): Promise<SseEvent[]> {
    if (this.events.length >= count) return Promise.resolve(this.events.slice(0, count));
    if (this.ended) return Promise.reject(new Error('the stream has ended'));
    return new Promise<void>((resolve, reject) => this.waiters.push({ count, resolve, reject })).then(() =>
      this.events.slice(0, count),
    );
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
