import { describe, expect, it } from 'vitest';
import { buildPath, createClient } from './client.ts';
import { ApiError } from './api-error.ts';
import { getHealth } from './health.ts';

const calls: { url: string; init: RequestInit | undefined }[] = [];

function fakeFetch(status: number, body: unknown): typeof fetch {
  return (url, init) => {
    calls.push({ url: url instanceof Request ? url.url : url.toString(), init });
    return Promise.resolve(
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    );
  };
}

describe('createClient', () => {
  it('parses a success body with the endpoint schema and sends the CSRF header', async () => {
    const health = { status: 'ok', database: { reachable: true, driver: 'pglite' } };
    const client = createClient({ baseUrl: 'http://127.0.0.1:1', fetch: fakeFetch(200, health) });
    await expect(client.request(getHealth)).resolves.toEqual(health);
    const last = calls.at(-1);
    expect(last?.url).toBe('http://127.0.0.1:1/api/health');
    expect((last?.init?.headers as Record<string, string>)['x-juicyin-client']).toBe('1');
  });

  it('rejects a body that does not match the contract', async () => {
    const client = createClient({ fetch: fakeFetch(200, { status: 'fine' }) });
    await expect(client.request(getHealth)).rejects.toThrow();
  });

  it('turns an error answer into an ApiError carrying code and field messages', async () => {
    const body = { error: { code: 'invalid_input', message: 'Check the form', fields: { email: 'Not an e-mail' } } };
    const client = createClient({ fetch: fakeFetch(400, body) });
    const error = await client.request(getHealth).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).code).toBe('invalid_input');
    expect((error as ApiError).body.error.fields).toEqual({ email: 'Not an e-mail' });
  });

  it('reports a non-JSON error answer with its status', async () => {
    const client = createClient({
      fetch: () => Promise.resolve(new Response('<html>', { status: 502, statusText: 'Bad Gateway' })),
    });
    await expect(client.request(getHealth)).rejects.toThrow('The server answered 502 Bad Gateway');
  });
});

describe('buildPath', () => {
  it('fills and encodes path parameters and names a missing one', () => {
    expect(buildPath('/api/products/:slug', { slug: 'orange juice' })).toBe('/api/products/orange%20juice');
    expect(() => buildPath('/api/products/:slug')).toThrow('Missing path parameter "slug" for /api/products/:slug');
  });
});
