// Refusals made before a route runs (Fastify's router and body parser, Node's HTTP parser) answer in
// the API's error shape `{ error: { code, message } }` with a specific code and a true message.
import { request as httpRequest } from 'node:http';
import { errorResponseSchema } from '@juicyin/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { newSecret } from '../accounts/tokens.ts';
import { fastShopper } from '../checkout/testing.ts';
import { SETUP_TIMEOUT, startTestServer, type TestServer } from '../testing/server.ts';

vi.setConfig({ testTimeout: 60_000 });

interface Answer {
  readonly status: number;
  readonly code: string;
  readonly message: string;
}

describe('refusals before a route runs', () => {
  let server: TestServer;
  let cookie: string;

  beforeAll(async () => {
    server = await startTestServer('pglite');
    const shopper = await fastShopper(server.database, server.baseUrl);
    const { secret, hash } = newSecret();
    await server.database.rows(
      `insert into sessions (id_hash, shopper_id, persistent, expires_at) values ($1, $2, false, now() + interval '1 day')`,
      [hash, shopper.id],
    );
    cookie = `juicyin_session=${secret}`;
  }, SETUP_TIMEOUT);
  afterAll(() => server.close());

  /** One request over node:http exactly as written (no URL normalising), answered in the error shape. */
  function send(
    path: string,
    init: { method?: string; body?: string; headers?: Record<string, string> } = {},
  ): Promise<Answer> {
    const url = new URL(server.baseUrl);
    return new Promise((resolve, reject) => {
      const request = httpRequest(
        {
          host: url.hostname,
          port: url.port,
          path,
          method: init.method ?? 'GET',
          headers: {
            'x-juicyin-client': '1',
            ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
            ...init.headers,
          },
        },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => {
            const parsed = errorResponseSchema.safeParse(JSON.parse(text));
            if (!parsed.success) reject(new Error(`not in the error shape: ${text}`));
            else resolve({ status: response.statusCode ?? 0, ...parsed.data.error });
          });
        },
      );
      request.on('error', reject);
      request.end(init.body);
    });
  }

  const post = (body: string, headers: Record<string, string> = {}) =>
    send('/api/contact', { method: 'POST', body, headers });

  it('answers a malformed % escape in the path with 400 bad_url', async () => {
    const answer = await send('/api/products/orange%zzjuice');
    expect(answer).toMatchObject({ status: 400, code: 'bad_url' });
    expect(answer.message).toContain('percent-escape');
  });

  it('answers a very long URL with 431 headers_too_large', async () => {
    const answer = await send(`/api/products?q=${'a'.repeat(20_000)}`);
    expect(answer).toMatchObject({ status: 431, code: 'headers_too_large' });
    expect(answer.message).toContain('16 KiB');
  });

  it('answers headers over the limit with 431 headers_too_large', async () => {
    const answer = await send('/api/products', { headers: { 'x-padding': 'p'.repeat(20_000) } });
    expect(answer).toMatchObject({ status: 431, code: 'headers_too_large' });
  });

  it('answers a path parameter over 200 characters with 414 path_parameter_too_long', async () => {
    const answer = await send(`/api/products/${'a'.repeat(201)}`);
    expect(answer).toMatchObject({
      status: 414,
      code: 'path_parameter_too_long',
      message: 'A path parameter is limited to 200 characters',
    });
  });

  it('refuses a __proto__ key as prototype poisoning (the JSON itself is valid)', async () => {
    const answer = await post('{"fullName":"N","email":"n@example.com","enquiry":"x","__proto__":{"isAdmin":true}}');
    expect(answer).toMatchObject({ status: 400, code: 'forbidden_key' });
    expect(answer.message).toBe('The key "__proto__" is not accepted in a body (prototype poisoning)');
  });

  it('refuses a constructor.prototype key as prototype poisoning', async () => {
    const answer = await post('{"fullName":"N","constructor":{"prototype":{"isAdmin":true}}}');
    expect(answer).toMatchObject({ status: 400, code: 'forbidden_key' });
    expect(answer.message).toContain('"constructor.prototype"');
  });

  it('still calls JSON that does not parse invalid_json', async () => {
    expect(await post('{"fullName":')).toMatchObject({ status: 400, code: 'invalid_json' });
  });

  it('answers a body over 64 KiB with 413 payload_too_large', async () => {
    const answer = await post(JSON.stringify({ enquiry: 'y'.repeat(70 * 1024) }));
    expect(answer).toMatchObject({ status: 413, code: 'payload_too_large' });
  });

  it('answers a body that is not JSON with 415 unsupported_media_type', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const answer = await post('fullName=N', { 'content-type': type });
      expect(answer).toMatchObject({ status: 415, code: 'unsupported_media_type' });
    }
  });

  it('refuses a deeply nested body to POST /api/me/orders before hashing it for its idempotency key', async () => {
    const depth = 30_000;
    const answer = await send('/api/me/orders', {
      method: 'POST',
      headers: { 'idempotency-key': 'deep-1', cookie },
      body: `{"addressId":${'['.repeat(depth)}${']'.repeat(depth)}}`,
    });
    expect(answer).toEqual({
      status: 400,
      code: 'body_too_deep',
      message: 'JSON bodies may nest objects and arrays at most 32 deep',
    });
    const [keys] = await server.database.rows<{ n: number }>('select count(*)::int as n from idempotency_keys');
    expect(keys?.n).toBe(0);
    // A body 32 levels deep is parsed and refused by the schema, field by field.
    const shallow = await send('/api/me/orders', {
      method: 'POST',
      headers: { 'idempotency-key': 'deep-2', cookie },
      body: `{"addressId":${'['.repeat(31)}${']'.repeat(31)}}`,
    });
    expect(shallow).toMatchObject({ status: 400, code: 'invalid_input' });
  });

  it('answers the health check after all of the above', async () => {
    expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200);
  });
});
