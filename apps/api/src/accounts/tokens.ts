import { createHash, randomBytes } from 'node:crypto';

/** A random secret for a cookie or a link, and the SHA-256 kept in the database instead of it. */
export function newSecret(): { secret: string; hash: string } {
  const secret = randomBytes(32).toString('base64url');
  return { secret, hash: hashSecret(secret) };
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url');
}
