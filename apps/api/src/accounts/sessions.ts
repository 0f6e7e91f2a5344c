import type {} from '@fastify/cookie';
import { and, eq, gt, ne } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../database.ts';
import { sessions } from '../db/schema.ts';
import { hashSecret, newSecret } from './tokens.ts';

/** "Remember me": the session and its cookie last 30 days. */
export const REMEMBERED_SESSION_MS = 30 * 86_400_000;
/** Otherwise the cookie lasts the browser session, and the server ends it after 12 hours at most. */
export const BROWSER_SESSION_MS = 12 * 3_600_000;

export const SECURE_COOKIE = '__Host-juicyin_session';
/** Browsers store a `__Host-` cookie only when it is Secure, which plain http cannot carry. */
export const LOOPBACK_COOKIE = 'juicyin_session';

/**
 * Beside the HttpOnly session cookie, a cookie the page can read that says only "this browser is
 * signed in" (its value is always `1`, never the secret): the shop asks `/api/me` only when it is
 * there, so a visitor's page makes no request that answers 401. It lives and ends with the session
 * cookie.
 */
export const SECURE_SIGNED_IN_COOKIE = '__Host-juicyin_signed_in';
export const LOOPBACK_SIGNED_IN_COOKIE = 'juicyin_signed_in';

const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

/**
 * Secure (`__Host-` name, `Secure` flag) unless the request came over plain http to a loopback
 * address — the developer's machine and the tests — where a Secure cookie would not be stored.
 */
export function cookieModeFor(request: FastifyRequest): { name: string; signedInName: string; secure: boolean } {
  const plainLoopback = request.protocol === 'http' && loopbackHosts.has(request.hostname);
  return plainLoopback
    ? { name: LOOPBACK_COOKIE, signedInName: LOOPBACK_SIGNED_IN_COOKIE, secure: false }
    : { name: SECURE_COOKIE, signedInName: SECURE_SIGNED_IN_COOKIE, secure: true };
}

export class Sessions {
  constructor(
    private readonly db: Database,
    /** "Now" (the app's clock): when a session starts and whether it has ended. */
    private readonly clock: () => Date,
  ) {}

  async start(reply: FastifyReply, request: FastifyRequest, shopperId: string, remember: boolean): Promise<void> {
    const { secret, hash } = newSecret();
    const now = this.clock().getTime();
    await this.db.insert(sessions).values({
      idHash: hash,
      shopperId,
      persistent: remember,
      expiresAt: new Date(now + (remember ? REMEMBERED_SESSION_MS : BROWSER_SESSION_MS)),
    });
    const mode = cookieModeFor(request);
    const lifetime = remember ? { maxAge: REMEMBERED_SESSION_MS / 1000 } : {};
    reply.setCookie(mode.name, secret, {
      path: '/',
      httpOnly: true,
      secure: mode.secure,
      sameSite: 'lax',
      ...lifetime,
    });
    reply.setCookie(mode.signedInName, '1', { path: '/', secure: mode.secure, sameSite: 'lax', ...lifetime });
  }

  private secretOf(request: FastifyRequest): string | undefined {
    const value = request.cookies[cookieModeFor(request).name];
    return value && /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : undefined;
  }

  /** The shopper of the request's live session, or null. */
  async resolve(request: FastifyRequest): Promise<string | null> {
    const secret = this.secretOf(request);
    if (!secret) return null;
    const [row] = await this.db
      .select({ shopperId: sessions.shopperId })
      .from(sessions)
      .where(and(eq(sessions.idHash, hashSecret(secret)), gt(sessions.expiresAt, this.clock())));
    return row?.shopperId ?? null;
  }

  async end(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const secret = this.secretOf(request);
    if (secret) await this.db.delete(sessions).where(eq(sessions.idHash, hashSecret(secret)));
    const mode = cookieModeFor(request);
    reply.clearCookie(mode.name, { path: '/', httpOnly: true, secure: mode.secure, sameSite: 'lax' });
    reply.clearCookie(mode.signedInName, { path: '/', secure: mode.secure, sameSite: 'lax' });
  }

  /** Ends every session of the shopper but the request's own (after a password change), or all. */
  async endOthers(shopperId: string, request?: FastifyRequest): Promise<void> {
    const secret = request ? this.secretOf(request) : undefined;
    await this.db
      .delete(sessions)
      .where(
        secret
          ? and(eq(sessions.shopperId, shopperId), ne(sessions.idHash, hashSecret(secret)))
          : eq(sessions.shopperId, shopperId),
      );
  }
}
