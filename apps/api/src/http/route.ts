import { type Endpoint, fieldErrors } from '@juicyin/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { CachedBody, JSON_TYPE, sendCached } from './cached.ts';
import { HttpError, unauthenticated } from './errors.ts';

type Out<T> = [Exclude<T, undefined>] extends [never]
  ? undefined
  : Exclude<T, undefined> extends z.ZodType
    ? z.output<Exclude<T, undefined>>
    : undefined;

export interface RouteContext<E extends Endpoint> {
  readonly params: Out<E['params']>;
  readonly query: Out<E['query']>;
  readonly body: Out<E['body']>;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
  /** The signed-in shopper's id; set on endpoints with `auth: true`. */
  readonly shopperId: string;
  /** The uploaded file, on an endpoint with `upload` (its parser, `http/upload-body.ts`, read it). */
  readonly file: Buffer | undefined;
}

export type RouteResult<E extends Endpoint> = z.input<E['response']> | CachedBody;

/** Resolves the shopper of the request's session, or null. Installed by the sessions module. */
export type SessionResolver = (request: FastifyRequest) => Promise<string | null>;

function parseInput(schema: z.ZodType | undefined, value: unknown, location: string): unknown {
  if (!schema) {
    // An endpoint without a body takes none; without a query takes no query parameters.
    if (location === 'body' && value !== undefined && value !== null && !isEmptyObject(value)) {
      throw new HttpError(400, 'invalid_input', 'This request takes no body', { body: 'Unexpected body' });
    }
    if (location === 'query' && value && Object.keys(value).length > 0) {
      throw new HttpError(400, 'invalid_input', 'This request takes no query parameters', fieldErrorsFor(value));
    }
    return undefined;
  }
  const result = schema.safeParse(location === 'body' ? (value ?? undefined) : value);
  if (!result.success) {
    throw new HttpError(
      400,
      'invalid_input',
      'The request is not valid; see the field messages',
      fieldErrors(result.error, location === 'body' ? undefined : location),
    );
  }
  return result.data;
}

function isEmptyObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 0;
}

function fieldErrorsFor(value: object): Record<string, string> {
  return Object.fromEntries(Object.keys(value).map((key) => [`query.${key}`, 'Unknown field']));
}

/**
 * Registers one contract endpoint: every input is parsed with the endpoint's zod schemas (400 with
 * field messages otherwise), the response is parsed with the response schema before it is sent,
 * and a `CachedBody` result is served with its ETag (304 when the client has it).
 */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  resolveSession: SessionResolver,
  handler: (context: RouteContext<E>) => Promise<RouteResult<E>>,
): void {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    handler: async (request, reply) => {
      const params = parseInput(endpoint.params, request.params, 'params');
      const query = parseInput(endpoint.query, request.query, 'query');
      const file = endpoint.upload && Buffer.isBuffer(request.body) ? request.body : undefined;
      const body = endpoint.upload ? undefined : parseInput(endpoint.body, request.body, 'body');
      let shopperId = '';
      if (endpoint.auth) {
        const id = await resolveSession(request);
        if (id === null) throw unauthenticated();
        shopperId = id;
      }
      const result = await handler({ params, query, body, request, reply, shopperId, file } as RouteContext<E>);
      if (reply.sent) return reply;
      const status = endpoint.successStatus ?? 200;
      if (result instanceof CachedBody) {
        return sendCached(request, reply, result, { type: JSON_TYPE, cacheControl: 'no-cache', status });
      }
      if (status === 204) return reply.code(204).send();
      return reply.code(status).send(endpoint.response.parse(result));
    },
  });
}
