import { http, HttpResponse, type HttpHandler } from 'msw';
import type { z } from 'zod';
import type { Endpoint } from '../endpoint.ts';
import type { ErrorResponse } from '../errors.ts';
import type { Health } from '../health.ts';
import { getHealth } from '../health.ts';

const methods = { GET: http.get, POST: http.post, PUT: http.put, PATCH: http.patch, DELETE: http.delete } as const;

/** A typed MSW handler for one endpoint: the body must satisfy the endpoint's response schema. */
export function mockEndpoint<E extends Endpoint>(
  endpoint: E,
  body: z.input<E['response']>,
  init: { status?: number; delayMs?: number } = {},
): HttpHandler {
  const path = endpoint.path.replace(/^\/api/, '*/api');
  return methods[endpoint.method](path, async () => {
    if (init.delayMs) await new Promise((resolve) => setTimeout(resolve, init.delayMs));
    return HttpResponse.json(endpoint.response.parse(body) as object, {
      status: init.status ?? endpoint.successStatus ?? 200,
    });
  });
}

/** An endpoint answering with the shared error shape. */
export function mockEndpointError(endpoint: Endpoint, status: number, error: ErrorResponse['error']): HttpHandler {
  const path = endpoint.path.replace(/^\/api/, '*/api');
  return methods[endpoint.method](path, () => HttpResponse.json({ error }, { status }));
}

/** Realistic fixtures for stories and tests. */
export const fixtures = {
  health: { status: 'ok', database: { reachable: true, driver: 'pglite' } } satisfies Health,
};

/** Named handler groups; a story overrides one group (`msw.use(...handlers.health.down)`). */
export const handlers = {
  health: {
    ok: [mockEndpoint(getHealth, fixtures.health)],
    down: [
      mockEndpoint(
        getHealth,
        { status: 'unavailable', database: { reachable: false, driver: 'pglite' } },
        { status: 503 },
      ),
    ],
  },
};
