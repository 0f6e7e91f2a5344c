import { describe, expect, it } from 'vitest';
import { forgotPassword } from './account/endpoints.ts';
import { ApiError } from './api-error.ts';
import { getProduct, listProducts } from './catalogue/endpoints.ts';
import { buildPath, createClient } from './client.ts';
import { getHealth } from './health.ts';
import { fixtures } from './msw/fixtures.ts';
import { storyImage } from './msw/staff-images-handlers.ts';
import { uploadStaffProductImage } from './staff/images-endpoints.ts';

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
  it('sends an upload endpoint its file as the body, with the file type as content type, and its query', async () => {
    const image = storyImage(7, 'glass', { en: 'A bottle', ar: 'زجاجة' });
    const client = createClient({ fetch: fakeFetch(201, image) });
    const file = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });
    await expect(
      client.request(uploadStaffProductImage, {
        params: { slug: 'fresh-orange-juice' },
        query: { material: 'glass', altEn: 'A bottle', altAr: 'زجاجة' },
        file,
      }),
    ).resolves.toEqual(image);
    const last = calls.at(-1);
    expect(last?.url).toBe(
      `/api/staff/products/fresh-orange-juice/images?material=glass&altEn=A+bottle&altAr=${encodeURIComponent('زجاجة')}`,
    );
    expect(last?.init?.method).toBe('POST');
    expect(last?.init?.body).toBe(file);
    expect((last?.init?.headers as Record<string, string>)['content-type']).toBe('image/jpeg');
  });

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

describe("a request's input, typed by its endpoint's schemas", () => {
  it('sends the query and the body the endpoint reads', async () => {
    const client = createClient({ fetch: fakeFetch(200, fixtures.productList) });
    await client.request(listProducts, { query: { flavour: 'orange', minPrice: 500, sale: undefined } });
    expect(calls.at(-1)?.url).toBe('/api/products?flavour=orange&minPrice=500');

    let sent: RequestInit | undefined;
    const answered = createClient({
      fetch: (_, init) => {
        sent = init;
        return Promise.resolve(new Response(null, { status: 204 }));
      },
    });
    await answered.request(forgotPassword, { body: { email: 'sara@example.com' } });
    expect(sent?.body).toBe('{"email":"sara@example.com"}');
    expect((sent?.headers as Record<string, string>)['content-type']).toBe('application/json');
  });

  it('does not compile a request its endpoint does not take (checked by `pnpm run typecheck`)', async () => {
    const client = createClient({ fetch: fakeFetch(200, fixtures.products.orangeJuice) });
    // Each line below is a compile error; `@ts-expect-error` fails the typecheck if one compiles.
    const wrongRequests = [
      // @ts-expect-error getProduct's path needs a slug
      () => client.request(getProduct),
      // @ts-expect-error a path parameter getProduct does not have
      () => client.request(getProduct, { params: { slug: 'fresh-orange-juice', colour: 'orange' } }),
      // @ts-expect-error a path parameter is a string
      () => client.request(getProduct, { params: { slug: 7 } }),
      // @ts-expect-error getHealth takes no path parameters
      () => client.request(getHealth, { params: { slug: 'fresh-orange-juice' } }),
      // @ts-expect-error a query parameter listProducts does not read
      () => client.request(listProducts, { query: { colour: 'orange' } }),
      // @ts-expect-error a sale filter listProducts does not know
      () => client.request(listProducts, { query: { sale: 'cheap' } }),
      // @ts-expect-error getHealth takes no body
      () => client.request(getHealth, { body: { status: 'ok' } }),
      // @ts-expect-error forgotPassword needs its body
      () => client.request(forgotPassword),
      // @ts-expect-error forgotPassword's body is an e-mail address
      () => client.request(forgotPassword, { body: { mail: 'sara@example.com' } }),
    ];
    expect(wrongRequests).toHaveLength(9);
    // The first one, made anyway, is refused before anything is sent.
    const before = calls.length;
    await expect(wrongRequests[0]?.()).rejects.toThrow('Missing path parameter "slug" for /api/products/:slug');
    expect(calls).toHaveLength(before);
  });
});

describe('buildPath', () => {
  it('fills and encodes path parameters and names a missing one', () => {
    expect(buildPath('/api/products/:slug', { slug: 'orange juice' })).toBe('/api/products/orange%20juice');
    expect(() => buildPath('/api/products/:slug')).toThrow('Missing path parameter "slug" for /api/products/:slug');
  });
});
