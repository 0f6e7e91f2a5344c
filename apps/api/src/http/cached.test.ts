// Cached answers over real HTTP, read raw (node:http, which neither asks for nor undoes compression):
// brotli or gzip when the client accepts it, the same bytes once decoded, an entity tag per
// encoding that answers 304, and small bodies sent as they are.
import { get } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SETUP_TIMEOUT, startTestServer, type TestServer } from '../testing/server.ts';

vi.setConfig({ testTimeout: 120_000 });

interface RawAnswer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: Buffer;
}

function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    }).on('error', reject);
  });
}

describe('cached answers, compressed for clients that accept it', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer('pglite');
  }, SETUP_TIMEOUT);
  afterAll(() => server.close());

  it('sends the catalogue as it is to a client that accepts no encoding', async () => {
    const plain = await rawGet(`${server.baseUrl}/api/products`);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toBe('accept-encoding');
    expect(JSON.parse(plain.body.toString('utf8'))).toHaveProperty('items');
    expect(plain.body.length).toBeGreaterThan(10_000);
  });

  it.each([
    ['br', 'gzip, deflate, br', brotliDecompressSync],
    ['gzip', 'gzip, deflate', gunzipSync],
  ] as const)(
    'sends %s to a client that accepts it: the same answer in fewer bytes',
    async (encoding, accept, decode) => {
      const url = `${server.baseUrl}/api/products`;
      const plain = await rawGet(url);
      const first = await rawGet(url, { 'accept-encoding': accept });
      expect(first.status).toBe(200);
      expect(first.headers['content-encoding']).toBe(encoding);
      expect(first.headers['vary']).toBe('accept-encoding');
      expect(first.body.length).toBeLessThan(plain.body.length / 3);
      expect(decode(first.body).toString('utf8')).toBe(plain.body.toString('utf8'));
      // Another representation, another tag; each answers 304 to the client that has it.
      expect(first.headers['etag']).not.toBe(plain.headers['etag']);
      const again = await rawGet(url, { 'accept-encoding': accept, 'if-none-match': String(first.headers['etag']) });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
      const otherTag = await rawGet(url, { 'accept-encoding': accept, 'if-none-match': String(plain.headers['etag']) });
      expect(otherTag.status).toBe(200);
    },
  );

  it('serves the answer the cache keeps for a URL (before routing) the same way', async () => {
    const url = `${server.baseUrl}/api/products?category=fruit-juice`;
    await rawGet(url);
    const cached = await rawGet(url, { 'accept-encoding': 'br' });
    expect(cached.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(cached.body).toString('utf8'))).toHaveProperty('items');
  });

  it('honours a client that refuses an encoding, and sends small answers as they are', async () => {
    const noBrotli = await rawGet(`${server.baseUrl}/api/products`, { 'accept-encoding': 'br;q=0, gzip' });
    expect(noBrotli.headers['content-encoding']).toBe('gzip');
    const robots = await rawGet(`${server.baseUrl}/robots.txt`, { 'accept-encoding': 'br' });
    expect(robots.status).toBe(200);
    expect(robots.headers['content-encoding']).toBeUndefined();
    expect(robots.body.toString('utf8')).toContain('User-agent: *');
  });
});
