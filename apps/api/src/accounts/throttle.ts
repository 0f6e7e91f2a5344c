import type { Database } from '../database.ts';
import { Throttle } from '../http/throttle.ts';

/** Failed sign-ins counted over this window. */
export const THROTTLE_WINDOW_MS = 15 * 60_000;
/** After this many failures for one account, further sign-ins wait for the window to pass. */
export const MAX_ACCOUNT_FAILURES = 5;
/** The same for one client address, over all accounts it tries. */
export const MAX_ADDRESS_FAILURES = 20;

/**
 * Login throttling per account and per client address, kept in the database (the shared
 * `Throttle`'s events) so every API process sharing it enforces the same limits.
 */
export class LoginThrottle {
  private readonly throttle: Throttle;

  constructor(
    db: Database,
    private readonly clock: () => Date,
  ) {
    this.throttle = new Throttle(db, clock);
  }

  /** Seconds to wait before trying again, or 0 when a sign-in may be tried now. */
  async retryAfter(email: string, address: string, now = this.clock()): Promise<number> {
    const [account, byAddress] = await Promise.all([
      this.throttle.count('account', email, THROTTLE_WINDOW_MS, now),
      this.throttle.count('address', address, THROTTLE_WINDOW_MS, now),
    ]);
    if (account < MAX_ACCOUNT_FAILURES && byAddress < MAX_ADDRESS_FAILURES) return 0;
    return Math.ceil(THROTTLE_WINDOW_MS / 1000);
  }

  async recordFailure(email: string, address: string): Promise<void> {
    // Old rows are of no use; drop them as we go.
    await this.throttle.record('account', email, 2 * THROTTLE_WINDOW_MS);
    await this.throttle.record('address', address, 2 * THROTTLE_WINDOW_MS);
  }

  async clear(email: string): Promise<void> {
    await this.throttle.clear('account', email);
  }
}
