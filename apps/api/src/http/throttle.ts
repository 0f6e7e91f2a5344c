import { and, count, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { throttleEvents } from '../db/schema.ts';
import { HttpError } from './errors.ts';

/**
 * What a throttle counts: failed sign-ins per account and per address, comments, enquiries,
 * price-match reports, and shares of blog posts.
 */
export type ThrottleScope = 'account' | 'address' | 'comment' | 'enquiry' | 'price-match' | 'share';

/** At most `max` events per key within `windowMs`. */
export interface ThrottleLimit {
  readonly max: number;
  readonly windowMs: number;
}

/** Ties the advisory locks of `take` apart from the migration's and the seed's. */
const THROTTLE_LOCK = 7420104;

/**
 * Events counted per scope and key in one table, so every API process sharing the database
 * enforces the same limits. A sliding window: an event counts until `windowMs` after it happened.
 */
export class Throttle {
  constructor(
    private readonly db: Database,
    /** "Now" (the app's clock). */
    private readonly clock: () => Date,
  ) {}

  /**
   * Seconds until one more event fits under the limit, or 0 when it fits now: while `max` events
   * are in the window, the wait is until the oldest of the newest `max` leaves it.
   */
  async retryAfter(scope: ThrottleScope, key: string, limit: ThrottleLimit, now = this.clock()): Promise<number> {
    return this.waitIn(this.db, scope, key, limit, now);
  }

  private async waitIn(
    db: Pick<Database, 'select'>,
    scope: ThrottleScope,
    key: string,
    limit: ThrottleLimit,
    now: Date,
  ): Promise<number> {
    const since = new Date(now.getTime() - limit.windowMs);
    const [row] = await db
      .select({ at: throttleEvents.at })
      .from(throttleEvents)
      .where(and(eq(throttleEvents.scope, scope), eq(throttleEvents.key, key), gt(throttleEvents.at, since)))
      .orderBy(desc(throttleEvents.at))
      .offset(limit.max - 1)
      .limit(1);
    if (!row) return 0;
    return Math.max(1, Math.ceil((row.at.getTime() + limit.windowMs - now.getTime()) / 1000));
  }

  /** How many events of this key are in the window. */
  async count(scope: ThrottleScope, key: string, windowMs: number, now = this.clock()): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(throttleEvents)
      .where(
        and(
          eq(throttleEvents.scope, scope),
          eq(throttleEvents.key, key),
          gt(throttleEvents.at, new Date(now.getTime() - windowMs)),
        ),
      );
    return row?.n ?? 0;
  }

  /** Counts one event (e.g. a failed sign-in), and drops this scope's events older than `keepMs`. */
  async record(scope: ThrottleScope, key: string, keepMs: number, now = this.clock()): Promise<void> {
    await this.db.insert(throttleEvents).values({ scope, key, at: now });
    await this.db
      .delete(throttleEvents)
      .where(and(eq(throttleEvents.scope, scope), lt(throttleEvents.at, new Date(now.getTime() - keepMs))));
  }

  async clear(scope: ThrottleScope, key: string): Promise<void> {
    await this.db.delete(throttleEvents).where(and(eq(throttleEvents.scope, scope), eq(throttleEvents.key, key)));
  }

  /**
   * Counts one event when it fits under the limit, else refuses with 429 `too_many_requests` and
   * `Retry-After`. Check and count happen under a lock on the key, so concurrent requests never
   * get past the limit together.
   */
  async take(
    scope: ThrottleScope,
    key: string,
    limit: ThrottleLimit,
    message: string,
    now = this.clock(),
  ): Promise<void> {
    const wait = await this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${THROTTLE_LOCK}, hashtext(${`${scope}|${key}`}))`);
      const seconds = await this.waitIn(tx, scope, key, limit, now);
      if (seconds > 0) return seconds;
      await tx.insert(throttleEvents).values({ scope, key, at: now });
      await tx
        .delete(throttleEvents)
        .where(and(eq(throttleEvents.scope, scope), lt(throttleEvents.at, new Date(now.getTime() - limit.windowMs))));
      return 0;
    });
    if (wait > 0) throw tooManyRequests(message, wait);
  }
}

export function tooManyRequests(message: string, retryAfterSeconds: number): HttpError {
  return new HttpError(429, 'too_many_requests', message, undefined, { 'retry-after': String(retryAfterSeconds) });
}
