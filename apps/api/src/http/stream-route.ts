import { type Endpoint, fieldErrors } from '@juicyin/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { HttpError, unauthenticated } from './errors.ts';
import { eventFrame, type LiveStreams, type StreamSource } from './event-stream.ts';
import type { SessionResolver } from './route.ts';

const resumeId = /^\d{1,15}$/;

/** Where a stream resumes: the `Last-Event-ID` header (a reconnecting EventSource sends it) or `?after=`. */
function resumePoint(request: FastifyRequest): number | null {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const unknown = Object.keys(query).filter((key) => key !== 'after');
  if (unknown.length > 0) {
    throw new HttpError(
      400,
      'invalid_input',
      'This stream takes only the query parameter after',
      Object.fromEntries(unknown.map((key) => [`query.${key}`, 'Unknown field'])),
    );
  }
  const header = request.headers['last-event-id'];
  const candidates: [string, unknown][] = [
    ['headers.last-event-id', header],
    ['query.after', query['after']],
  ];
  for (const [field, value] of candidates) {
    if (value === undefined || value === '') continue;
    if (typeof value !== 'string' || !resumeId.test(value.trim())) {
      throw new HttpError(400, 'invalid_input', 'The resume point is the id of an event: a whole number', {
        [field]: 'Expected the id of an event (a whole number)',
      });
    }
    return Number(value.trim());
  }
  return null;
}

export interface StreamContext<E extends Endpoint> {
  readonly params: Exclude<E['params'], undefined> extends z.ZodType
    ? z.output<Exclude<E['params'], undefined>>
    : undefined;
  readonly request: FastifyRequest;
  readonly shopperId: string;
}

/**
 * Registers a contract endpoint with `stream: true`: params are parsed with the endpoint's schema,
 * `auth` endpoints need a session, `open` answers with the stream's source (or throws an
 * `HttpError`, answered as usual before the stream starts) and where a fresh stream starts. Each
 * item is parsed with the endpoint's response schema before it is sent.
 */
export function registerStreamEndpoint<E extends Endpoint, T>(
  app: FastifyInstance,
  endpoint: E,
  resolveSession: SessionResolver,
  options: { readonly streams: LiveStreams; readonly event: string },
  open: (context: StreamContext<E>) => Promise<{ source: StreamSource<T>; latest: () => Promise<number> }>,
): void {
  if (!endpoint.stream) throw new Error(`${endpoint.id} is not a stream endpoint`);
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    // A stream has no end to measure: HEAD is not offered (it would hold the connection open).
    exposeHeadRoute: false,
    handler: async (request, reply) => {
      let params: unknown = undefined;
      if (endpoint.params) {
        const parsed = endpoint.params.safeParse(request.params);
        if (!parsed.success) {
          throw new HttpError(
            400,
            'invalid_input',
            'The request is not valid; see the field messages',
            fieldErrors(parsed.error, 'params'),
          );
        }
        params = parsed.data;
      }
      const resume = resumePoint(request);
      let shopperId = '';
      if (endpoint.auth) {
        const id = await resolveSession(request);
        if (id === null) throw unauthenticated();
        shopperId = id;
      }
      const { source, latest } = await open({ params, request, shopperId } as StreamContext<E>);
      const after = resume ?? (await latest());
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (typeof value === 'string') headers[name] = value;
      }
      await options.streams.ready();
      reply.hijack();
      options.streams.open(request, reply.raw, {
        source,
        after,
        headers,
        frame: (item) => eventFrame(source.idOf(item), options.event, endpoint.response.parse(item)),
      });
    },
  });
}
