import { pathTo } from '@juicyin/contract/paths';
import { expirePoints, POINTS_EXPIRING_SOON_DAYS, addDays } from '@juicyin/domain';
import { and, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { pointsLedger, shoppers } from '../db/schema.ts';
import type { Mailer } from '../mail/mailer.ts';
import { pointsExpiringEmail } from '../mail/templates.ts';
import { loadLedger, lockShopper } from '../points/ledger.ts';

export interface PointsExpiryResult {
  /** Lots whose unspent remainder left the balance in this run ("Points Expired" rows written). */
  readonly expiredLots: number;
  readonly expiredPoints: number;
  /** Lots warned about in this run, and the e-mails sent (one per shopper). */
  readonly warnedLots: number;
  readonly emails: number;
}

export interface PointsExpiryOptions {
  readonly now: Date;
  readonly mailer: Mailer;
  /** The shop's origin, for the link in the e-mail. */
  readonly shopUrl: string;
}

/**
 * The points job. For every lot past its expiry with points left, a "Points Expired" entry for
 * the remainder (the domain's `expirePoints`, under the shopper's row lock, so it never races an
 * order spending the same lot); the unique index points_ledger_expired_once makes a lot expire
 * once however many processes run the job. Then the "points about to expire" e-mail, once per lot
 * (expiry_warned_at, claimed by an update that only one process wins), to shoppers who keep
 * expiry reminders on. Safe to run again and concurrently.
 */
export async function runPointsExpiry(db: Database, options: PointsExpiryOptions): Promise<PointsExpiryResult> {
  const { now } = options;
  const due = await db
    .selectDistinct({ shopperId: pointsLedger.shopperId })
    .from(pointsLedger)
    .where(and(gt(pointsLedger.remaining, 0), lte(pointsLedger.expiresAt, now)));
  let expiredLots = 0;
  let expiredPoints = 0;
  for (const { shopperId } of due) {
    const written = await db.transaction(async (tx) => {
      await lockShopper(tx, shopperId);
      const entries = expirePoints(await loadLedger(tx, shopperId), now);
      const done: number[] = [];
      for (const entry of entries) {
        const inserted = await tx
          .insert(pointsLedger)
          .values({ shopperId, type: 'expired', amount: entry.points, lotId: entry.lotId, createdAt: entry.at })
          .onConflictDoNothing()
          .returning({ id: pointsLedger.id });
        if (inserted.length === 0) continue;
        await tx.update(pointsLedger).set({ remaining: 0 }).where(eq(pointsLedger.id, entry.lotId));
        done.push(-entry.points);
      }
      return done;
    });
    expiredLots += written.length;
    expiredPoints += written.reduce((sum, points) => sum + points, 0);
  }

  const horizon = addDays(now, POINTS_EXPIRING_SOON_DAYS);
  const claimed = await db
    .update(pointsLedger)
    .set({ expiryWarnedAt: now })
    .where(
      and(
        isNull(pointsLedger.expiryWarnedAt),
        gt(pointsLedger.remaining, 0),
        gt(pointsLedger.expiresAt, now),
        lte(pointsLedger.expiresAt, horizon),
        inArray(
          pointsLedger.shopperId,
          db.select({ id: shoppers.id }).from(shoppers).where(eq(shoppers.notifyExpiry, true)),
        ),
      ),
    )
    .returning({
      shopperId: pointsLedger.shopperId,
      remaining: pointsLedger.remaining,
      expiresAt: pointsLedger.expiresAt,
    });
  const byShopper = new Map<string, { points: number; expiresAt: Date }>();
  for (const lot of claimed) {
    if (lot.expiresAt === null) continue;
    const current = byShopper.get(lot.shopperId);
    const points = (current?.points ?? 0) + (lot.remaining ?? 0);
    const expiresAt = current && current.expiresAt < lot.expiresAt ? current.expiresAt : lot.expiresAt;
    byShopper.set(lot.shopperId, { points, expiresAt });
  }
  let emails = 0;
  if (byShopper.size > 0) {
    const recipients = await db
      .select({
        id: shoppers.id,
        email: shoppers.email,
        firstName: shoppers.firstName,
        language: shoppers.preferredLanguage,
      })
      .from(shoppers)
      .where(inArray(shoppers.id, [...byShopper.keys()]));
    for (const shopper of recipients) {
      const warning = byShopper.get(shopper.id);
      if (!warning) continue;
      await options.mailer.send(
        shopper.email,
        pointsExpiringEmail(shopper.language, {
          firstName: shopper.firstName,
          points: warning.points,
          expiresAt: warning.expiresAt,
          link: `${options.shopUrl}${pathTo('points')}`,
        }),
      );
      emails += 1;
    }
  }
  return { expiredLots, expiredPoints, warnedLots: claimed.length, emails };
}

export const POINTS_JOB_INTERVAL_MS = 3_600_000;

/**
 * Runs the points job at start and then hourly in this process. `stop` clears the timer and waits
 * for a run in progress, so the database can close after it.
 */
export class PointsJob {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> = Promise.resolve();

  constructor(
    private readonly run: () => Promise<PointsExpiryResult>,
    private readonly onError: (error: unknown) => void,
    private readonly onDone: (result: PointsExpiryResult) => void = () => undefined,
  ) {}

  start(intervalMs = POINTS_JOB_INTERVAL_MS): void {
    if (this.timer !== undefined) return;
    void this.trigger();
    this.timer = setInterval(() => void this.trigger(), intervalMs);
    this.timer.unref();
  }

  /** Queues a run after the one in progress (runs never overlap); resolves when it is over. */
  trigger(): Promise<void> {
    this.running = this.running.then(() =>
      this.run().then(
        (result) => this.onDone(result),
        (error: unknown) => this.onError(error),
      ),
    );
    return this.running;
  }

  /** Resolves when no run is in progress. */
  idle(): Promise<void> {
    return this.running;
  }

  async stop(): Promise<void> {
    if (this.timer !== undefined) clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }
}

/** Kept for the CLI's report. */
export function describeRun(result: PointsExpiryResult): string {
  return `expired ${String(result.expiredPoints)} points in ${String(result.expiredLots)} lots; warned about ${String(result.warnedLots)} lots in ${String(result.emails)} e-mails`;
}
