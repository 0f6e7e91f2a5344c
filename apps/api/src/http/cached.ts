import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const JSON_TYPE = 'application/json; charset=utf-8';
export const SVG_TYPE = 'image/svg+xml';
export const PNG_TYPE = 'image/png';
export const JPEG_TYPE = 'image/jpeg';

/** The encodings a cached body is offered in besides itself, the preferred first. */
const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];

/** Below this many bytes a compressed body saves less than its headers cost. */
const COMPRESS_FROM_BYTES = 1024;

interface Representation {
  readonly buffer: Buffer;
  readonly etag: string;
}

/**
 * A response body serialised and encoded once, with its entity tag, ready to be served many times;
 * compressed (brotli or gzip) the first time a client that accepts it asks, then kept that way too.
 */
export class CachedBody implements Representation {
  readonly etag: string;
  readonly buffer: Buffer;
  private readonly compressed = new Map<Encoding, Representation>();

  /** A text (serialised JSON, HTML, SVG: UTF-8) or the bytes themselves (a PNG). */
  constructor(content: string | Buffer) {
    this.buffer = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
    this.etag = `"${createHash('sha1').update(this.buffer).digest('base64url')}"`;
  }

  /** The body in `encoding`: its own entity tag, since it is another representation (RFC 9110 §8.8.3). */
  encoded(encoding: Encoding): Representation {
    let representation = this.compressed.get(encoding);
    if (!representation) {
      const buffer =
        encoding === 'br'
          ? // Quality 5: near the best size for JSON at a small part of quality 11's time.
            brotliCompressSync(this.buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
          : gzipSync(this.buffer);
      representation = { buffer, etag: `${this.etag.slice(0, -1)}.${encoding === 'br' ? 'br' : 'gz'}"` };
      this.compressed.set(encoding, representation);
    }
    return representation;
  }
}

/** Whether an `If-None-Match` header matches the tag (weak comparison, lists and `*`). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

/**
 * Serves a cached body the one way every cached answer is served: compressed when the client
 * accepts it (and the body is worth it), with the entity tag of what is sent, and `304` when the
 * client has that already.
 */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  body: CachedBody,
  options: {
    readonly type: string;
    readonly cacheControl: string;
    readonly status?: number;
    /** Request headers besides `Accept-Encoding` the body depends on (`cookie`). */
    readonly vary?: string;
    /** False for a body compressed in its own format (a PNG): sent as it is. */
    readonly compress?: boolean;
  },
): FastifyReply {
  const encoding =
    options.compress !== false && body.buffer.length >= COMPRESS_FROM_BYTES
      ? negotiate(request.headers['accept-encoding'] ?? '', [...ENCODINGS])
      : null;
  const sent = encoding ? body.encoded(encoding) : body;
  reply
    .header('vary', options.vary ? `accept-encoding, ${options.vary}` : 'accept-encoding')
    .header('etag', sent.etag)
    .header('cache-control', options.cacheControl);
  if (matchesEtag(request.headers['if-none-match'], sent.etag)) return reply.code(304).send();
  if (encoding) reply.header('content-encoding', encoding);
  return reply
    .code(options.status ?? 200)
    .type(options.type)
    .send(sent.buffer);
}
