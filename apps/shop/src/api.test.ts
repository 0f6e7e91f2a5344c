import { ApiError } from '@juicyin/contract';
import { fixtures } from '@juicyin/contract/msw';
import { describe, expect, it } from 'vitest';
import { createApiClient } from './api.ts';

function answering(status: number, body: unknown) {
  const urls: string[] = [];
  const fetch: typeof globalThis.fetch = (url) => {
    urls.push(url instanceof Request ? url.url : url.toString());
    return Promise.resolve(Response.json(body, { status }));
  };
  return { urls, fetch };
}

describe('the lazy API client', () => {
  it('requests an endpoint by name, its path filled in, and resolves to the parsed answer', async () => {
    const server = answering(200, fixtures.products.orangeJuice);
    const client = createApiClient({ baseUrl: 'http://127.0.0.1', fetch: server.fetch });
    await expect(client.request('getProduct', { params: { slug: 'fresh-orange-juice' } })).resolves.toEqual(
      fixtures.products.orangeJuice,
    );
    expect(server.urls).toEqual(['http://127.0.0.1/api/products/fresh-orange-juice']);
  });

  it("still validates the answer with the endpoint's schema", async () => {
    const client = createApiClient({ fetch: answering(200, { slug: 'fresh-orange-juice' }).fetch });
    await expect(client.request('getProduct', { params: { slug: 'fresh-orange-juice' } })).rejects.toThrow();
  });

  it('rejects an error answer with the ApiError the shop imports statically', async () => {
    const body = { error: { code: 'not_found', message: 'No product has this slug' } };
    const client = createApiClient({ fetch: answering(404, body).fetch });
    const error = await client.request('getProduct', { params: { slug: 'nope' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
  });

  it('does not compile a request its endpoint does not take (checked by `pnpm run typecheck`)', async () => {
    const server = answering(200, fixtures.products.orangeJuice);
    const client = createApiClient({ fetch: server.fetch });
    // Each line below is a compile error; `@ts-expect-error` fails the typecheck if one compiles.
    const wrongRequests = [
      // @ts-expect-error getProduct's path needs a slug
      () => client.request('getProduct'),
      // @ts-expect-error a path parameter getProduct does not have
      () => client.request('getProduct', { params: { slug: 'fresh-orange-juice', colour: 'orange' } }),
      // @ts-expect-error a query parameter listProducts does not read
      () => client.request('listProducts', { query: { colour: 'orange' } }),
      // @ts-expect-error getHealth takes no body
      () => client.request('getHealth', { body: { status: 'ok' } }),
      // @ts-expect-error login needs its body
      () => client.request('login'),
      // @ts-expect-error login's body has no `user`
      () => client.request('login', { body: { user: 'sara@example.com', password: 'secret' } }),
    ];
    expect(wrongRequests).toHaveLength(6);
    // The first one, made anyway, is refused before anything is sent.
    await expect(wrongRequests[0]?.()).rejects.toThrow('Missing path parameter "slug" for /api/products/:slug');
    expect(server.urls).toEqual([]);
  });
});
