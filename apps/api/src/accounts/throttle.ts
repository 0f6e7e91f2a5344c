import { and, count, eq, gt, lt, or } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { loginFailures } from '../db/schema.ts';

/** Failed sign-ins counted over this window. */
export const THROTTLE_WINDOW_MS = 15 * 60_000;
/** After this many failures for one account, further sign-ins wait for the window to pass. */
export const MAX_ACCOUNT_FAILURES = 5;
/** The same for one client address, over all accounts it tries. */
export const MAX_ADDRESS_FAILURES = 20;

/**
 * Login throttling per account and per client address, kept in the database so every API
 * process sharing it enforces the same limits.
 */
export class LoginThrottle {
  constructor(private readonly db: Database) {}

  private async failures(scope: 'account' | 'address', key: string, since: Date): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(loginFailures)
      .where(and(eq(loginFailures.scope, scope), eq(loginFailures.key, key), gt(loginFailures.at, since)));
    return row?.n ?? 0;
  }

  /** Seconds to wait before trying again, or 0 when a sign-in may be tried now. */
  async retryAfter(email: string, address: string, now = new Date()): Promise<number> {
    const since = new Date(now.getTime() - THROTTLE_WINDOW_MS);
    const [account, byAddress] = await Promise.all([
      this.failures('account', email, since),
      this.failures('address', address, since),
    ]);
    if (account < MAX_ACCOUNT_FAILURES && byAddress < MAX_ADDRESS_FAILURES) return 0;
    return Math.ceil(THROTTLE_WINDOW_MS / 1000);
  }

  async recordFailure(email: string, address: string): Promise<void> {
    await this.db.insert(loginFailures).values([
      { scope: 'account', key: email },
      { scope: 'address', key: address },
    ]);
    // Old rows are of no use; drop them as we go.
    await this.db.delete(loginFailures).where(lt(loginFailures.at, new Date(Date.now() - 2 * THROTTLE_WINDOW_MS)));
  }

  async clear(email: string): Promise<void> {
    await this.db
      .delete(loginFailures)
      .where(or(and(eq(loginFailures.scope, 'account'), eq(loginFailures.key, email))));
  }
}
