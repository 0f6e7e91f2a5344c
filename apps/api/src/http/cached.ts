import { createHash } from 'node:crypto';

/** A response body serialised and encoded once, with its entity tag, ready to be served many times. */
export class CachedJson {
  readonly etag: string;
  readonly buffer: Buffer;
  constructor(readonly json: string) {
    this.buffer = Buffer.from(json, 'utf8');
    this.etag = `"${createHash('sha1').update(this.buffer).digest('base64url')}"`;
  }
}

/** Whether an `If-None-Match` header matches the tag (weak comparison, lists and `*`). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}
