import type { FastifyInstance } from 'fastify';

/** Statuses whose response has no body (a `Response` refuses one). */
const NO_BODY = new Set([101, 204, 205, 304]);

/**
 * `fetch` answered by the server itself (Fastify's `inject`): the shop's server renderer asks the
 * API for a page's data the way the browser does (the same routes, validation and caches) without
 * a network hop. The address's origin is ignored; its path and query are the route.
 */
export function injectFetch(app: FastifyInstance): typeof globalThis.fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const answer = await app.inject({
      method: request.method as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: { ...Object.fromEntries(request.headers), 'accept-encoding': 'identity' },
      ...(body ? { payload: body } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const each of [value].flat()) headers.append(name, String(each));
    }
    return new Response(NO_BODY.has(answer.statusCode) ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers,
    });
  };
}
