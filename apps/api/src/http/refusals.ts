// Every refusal in the API's error shape `{ error: { code, message, fields? } }`, including the ones
// Fastify and Node's HTTP parser make before a route runs, and the one log line a 5xx leaves.
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { malformedTextFields } from '@juicyin/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './errors.ts';

/** Node's limit on the request line and headers together (its default `maxHeaderSize`). */
export const HEADER_LIMIT_KIB = 16;

export interface RefusalLimits {
  readonly bodyLimit: number;
  readonly maxParamLength: number;
}

const internal = () => new HttpError(500, 'internal', 'Something went wrong on our side');

/** Fastify's own refusals (codes `FST_ERR_…`) as our codes and true messages. */
function frameworkRefusal(error: FastifyError, limits: RefusalLimits): HttpError | null {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new HttpError(413, 'payload_too_large', `Request bodies are limited to ${limits.bodyLimit / 1024} KiB`);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new HttpError(415, 'unsupported_media_type', 'Send JSON (content-type: application/json)');
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new HttpError(400, 'bad_content_length', 'The body does not match its content-length header');
    case 'FST_ERR_BAD_URL':
      return new HttpError(
        400,
        'bad_url',
        'The URL path has a malformed percent-escape (% must be followed by two hex digits of UTF-8)',
      );
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return new HttpError(
        414,
        'path_parameter_too_long',
        `A path parameter is limited to ${limits.maxParamLength} characters`,
      );
    default:
      return null;
  }
}

/** The answer for any error a request ends in (thrown by a route, a hook, a parser or Fastify). */
export function refusalFor(error: unknown, limits: RefusalLimits): HttpError {
  if (error instanceof HttpError) return error;
  const fastifyError = error as Partial<FastifyError>;
  const mapped = typeof fastifyError.code === 'string' ? frameworkRefusal(error as FastifyError, limits) : null;
  if (mapped) return mapped;
  const status = fastifyError.statusCode ?? 500;
  if (status >= 400 && status < 500) return new HttpError(status, 'bad_request', fastifyError.message ?? 'Bad request');
  return internal();
}

/**
 * What a 5xx leaves in the log: the error's type, codes, first line and stack frames, with quoted
 * values taken out. Never the request body (it may hold a card) and never the query's parameters.
 */
export function loggableError(error: unknown): Record<string, unknown> {
  const redact = (text: unknown) =>
    typeof text === 'string'
      ? (text.split('\n')[0] ?? '')
          .replace(/"[^"]*"|'[^']*'/g, '"…"')
          .replace(/params:.*$/s, 'params: …')
          .slice(0, 300)
      : undefined;
  const value = error as { name?: string; code?: unknown; message?: unknown; stack?: unknown; cause?: unknown };
  const cause = value.cause as { name?: string; code?: unknown; message?: unknown } | undefined;
  return {
    type: value.name,
    code: value.code,
    message: redact(value.message),
    // Only the `at …` lines: a stack starts with the message, which may run over lines (drizzle adds `params:`).
    frames:
      typeof value.stack === 'string'
        ? value.stack
            .split('\n')
            .filter((line) => line.trimStart().startsWith('at '))
            .slice(0, 8)
            .join('\n')
        : undefined,
    ...(cause ? { cause: { type: cause.name, code: cause.code, message: redact(cause.message) } } : {}),
  };
}

export function sendRefusal(request: FastifyRequest, reply: FastifyReply, error: unknown, limits: RefusalLimits) {
  const refusal = refusalFor(error, limits);
  if (refusal.status >= 500) {
    // The request's logger adds its `reqId`; `failure` rather than `err`, which pino would serialise whole.
    request.log.error({ failure: loggableError(error) }, 'request failed');
  }
  for (const [name, value] of Object.entries(refusal.headers ?? {})) reply.header(name, value);
  return reply.code(refusal.status).send(refusal.toBody());
}

/** Refusals Node's HTTP parser makes before Fastify sees a request: the socket gets our shape. */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) {
    socket.destroy();
    return;
  }
  let refusal: HttpError;
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    refusal = new HttpError(
      431,
      'headers_too_large',
      `The request line (with its URL) and headers are limited to ${HEADER_LIMIT_KIB} KiB together`,
    );
  } else if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    refusal = new HttpError(408, 'request_timeout', 'The request took too long to arrive');
  } else {
    refusal = new HttpError(400, 'bad_request', 'The request is not valid HTTP/1.1');
  }
  const body = JSON.stringify(refusal.toBody());
  socket.end(
    `HTTP/1.1 ${refusal.status} ${STATUS_CODES[refusal.status] ?? ''}\r\n` +
      'content-type: application/json; charset=utf-8\r\n' +
      `content-length: ${Buffer.byteLength(body)}\r\n` +
      'connection: close\r\n\r\n' +
      body,
  );
}

/**
 * Before any route reads its input: a NUL or an unpaired surrogate anywhere in the path
 * parameters, the query or the body answers 400 with a message per field (PostgreSQL refuses both).
 */
export function installInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    const fields = {
      ...malformedTextFields(request.params, 'params'),
      ...malformedTextFields(request.query, 'query'),
      ...malformedTextFields(request.body),
    };
    done(
      Object.keys(fields).length === 0
        ? undefined
        : new HttpError(400, 'invalid_input', 'The request is not valid; see the field messages', fields),
    );
  });
}

export function installRefusals(app: FastifyInstance, limits: RefusalLimits): void {
  app.setErrorHandler((error, request, reply) => sendRefusal(request, reply, error, limits));
  installInputGuard(app);
}
