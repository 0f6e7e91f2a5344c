import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors.ts';

/** Past this many bytes an oversized upload is no longer read to its end: the connection is closed. */
const DRAIN_LIMIT = 32 * 1024 * 1024;

/**
 * Takes any body of the routes of `app`'s context as raw bytes (for uploads: the file is the body,
 * with its own content type). A body over `maxBytes` is refused with 413 `code` — read to its end
 * (up to 32 MB) without being kept, so that the client gets the answer rather than a reset connection.
 */
export function acceptRawBodies(app: FastifyInstance, maxBytes: number, tooLarge: () => HttpError): void {
  app.addContentTypeParser('*', (request: FastifyRequest, payload, done) => {
    const declared = Number(request.headers['content-length'] ?? Number.NaN);
    if (declared > DRAIN_LIMIT) {
      done(tooLarge(), undefined);
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    payload.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBytes) chunks.push(chunk);
      else if (size > DRAIN_LIMIT) payload.destroy(tooLarge());
    });
    payload.on('error', (error) => {
      done(
        error instanceof HttpError ? error : new HttpError(400, 'bad_request', 'The body could not be read'),
        undefined,
      );
    });
    payload.on('end', () => {
      done(size > maxBytes ? tooLarge() : null, size > maxBytes ? undefined : Buffer.concat(chunks));
    });
  });
}
