// A round-robin HTTP proxy on loopback for the scale-out journeys (./scale-out-server.ts): each
// request goes to the next API process in turn, so a staff write answered by one process is
// followed by shopper reads answered by the other, which only see the change if the read cache was
// invalidated across processes (PostgreSQL notifications). Method, path, headers and body go on as
// they came (the Host header too, so the API sees the address the browser used); the answer streams
// back as it arrives, server-sent events included. No proxy library is a dependency of the repo,
// and node:http piping is all this needs.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** Headers that belong to one connection (RFC 9110 §7.6.1), not to the request or answer. */
const hopByHop = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

function endToEnd(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  const kept: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers))
    if (!hopByHop.has(name) && value !== undefined) kept[name] = value;
  return kept;
}

export type RoundRobinProxy = {
  readonly url: string;
  /** How many requests each target was sent, in the targets' order. */
  readonly sent: readonly number[];
  close: () => Promise<void>;
};

/** Listens on 127.0.0.1:`port` and sends each request to the next of `targets` (origins, `http://127.0.0.1:N`). */
export async function startRoundRobinProxy(port: number, targets: readonly string[]): Promise<RoundRobinProxy> {
  if (targets.length === 0) throw new Error('a round-robin proxy needs at least one target');
  const agent = new http.Agent({ keepAlive: true });
  const sent = targets.map(() => 0);
  let next = 0;
  const server = http.createServer((request, response) => {
    const index = next;
    next = (next + 1) % targets.length;
    sent[index] = (sent[index] ?? 0) + 1;
    const target = new URL(request.url ?? '/', targets[index]);
    const upstream = http.request(
      target,
      { method: request.method, headers: endToEnd(request.headers), agent },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.statusMessage, endToEnd(answer.headers));
        // Server-sent events: the headers go at once, and each event as soon as it is written.
        response.flushHeaders();
        answer.pipe(response);
        answer.on('error', () => response.destroy());
      },
    );
    upstream.on('error', (error) => {
      if (response.headersSent) {
        response.destroy();
        return;
      }
      response.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
      response.end(`round-robin proxy: ${targets[index]} did not answer (${error.message})`);
    });
    // The browser went away (a page closed its event stream): stop the upstream request too.
    response.on('close', () => {
      if (!response.writableFinished) upstream.destroy();
    });
    request.pipe(upstream);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port: listening } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${String(listening)}`,
    sent,
    close: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      agent.destroy();
      await closed;
    },
  };
}
