import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { type RoundRobinProxy, startRoundRobinProxy } from '../e2e/round-robin-proxy.ts';

// The scale-out journeys' proxy (tests/e2e/round-robin-proxy.ts) against two real node:http targets on loopback.

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

async function target(handle: http.RequestListener): Promise<string> {
  const server = http.createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(async () => {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeAllConnections();
    await closed;
  });
  return `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
}

async function proxyTo(targets: string[]): Promise<RoundRobinProxy> {
  const proxy = await startRoundRobinProxy(0, targets);
  closers.push(proxy.close);
  return proxy;
}

describe('the scale-out journeys’ round-robin proxy', () => {
  it('sends each request to the next target in turn, whatever the method', async () => {
    const named =
      (name: string): http.RequestListener =>
      (_, response) =>
        response.end(name);
    const proxy = await proxyTo([await target(named('a')), await target(named('b'))]);
    const answers: string[] = [];
    for (const method of ['GET', 'POST', 'GET', 'PUT', 'GET'])
      answers.push(await (await fetch(`${proxy.url}/api/health`, { method })).text());
    expect(answers).toEqual(['a', 'b', 'a', 'b', 'a']);
    expect(proxy.sent).toEqual([3, 2]);
  });

  it('forwards the method, path, query, headers (Host included) and body, and answers the status and every cookie', async () => {
    let seen: { method?: string; url?: string; headers?: http.IncomingHttpHeaders; body?: string } = {};
    const proxy = await proxyTo([
      await target((request, response) => {
        const chunks: Buffer[] = [];
        request.on('data', (chunk: Buffer) => chunks.push(chunk));
        request.on('end', () => {
          seen = {
            method: request.method,
            url: request.url,
            headers: request.headers,
            body: Buffer.concat(chunks).toString(),
          };
          response.writeHead(409, { 'content-type': 'application/json', 'set-cookie': ['a=1; Path=/', 'b=2; Path=/'] });
          response.end('{"code":"version_conflict"}');
        });
      }),
    ]);
    const answer = await fetch(`${proxy.url}/api/staff/products/x?lang=ar`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'x-juicyin-client': '1', cookie: 'session=s1' },
      body: '{"version":3}',
    });
    expect(seen).toMatchObject({
      method: 'PUT',
      url: '/api/staff/products/x?lang=ar',
      body: '{"version":3}',
      headers: { 'x-juicyin-client': '1', cookie: 'session=s1', host: new URL(proxy.url).host },
    });
    expect(answer.status).toBe(409);
    expect(answer.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    expect(await answer.text()).toBe('{"code":"version_conflict"}');
  });

  it('streams server-sent events as they are written, and closes the upstream stream when the browser leaves', async () => {
    let upstreamClosed: () => void = () => undefined;
    const closedUpstream = new Promise<void>((resolve) => (upstreamClosed = resolve));
    const proxy = await proxyTo([
      await target((request, response) => {
        response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
        response.write('event: order\ndata: {"status":"processing"}\n\n');
        // The stream stays open: only the first event has been written.
        request.on('close', upstreamClosed);
      }),
    ]);
    const leave = new AbortController();
    const answer = await fetch(`${proxy.url}/api/orders/1/events`, { signal: leave.signal });
    expect(answer.headers.get('content-type')).toBe('text/event-stream');
    const reader = answer.body?.getReader();
    const first = await reader?.read();
    expect(new TextDecoder().decode(first?.value)).toBe('event: order\ndata: {"status":"processing"}\n\n');
    leave.abort();
    await closedUpstream;
  });

  it('answers 502 with the target named when a target does not answer', async () => {
    const gone = await target((_, response) => response.end());
    await closers.pop()?.();
    const proxy = await proxyTo([gone]);
    const answer = await fetch(`${proxy.url}/api/health`);
    expect(answer.status).toBe(502);
    expect(await answer.text()).toContain(gone);
  });
});
