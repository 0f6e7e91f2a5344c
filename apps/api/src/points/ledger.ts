import { POINTS_EXPIRY_DAYS } from '@juicyin/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { pointsLedger } from '../db/schema.ts';

export type PointType =
  'registration' | 'email-verified' | 'order' | 'review' | 'referral' | 'tell-us' | 'redeemed' | 'returned' | 'expired';

/**
 * Credits earned points (they expire POINTS_EXPIRY_DAYS later). One-off credits (registration,
 * e-mail verified, tell us) are unique per shopper in the database; a repeat credits nothing.
 * Returns the points credited.
 */
export async function creditPoints(
  db: Database,
  shopperId: string,
  type: PointType,
  amount: number,
  now: Date,
  reference?: string,
): Promise<number> {
  const expiresAt = new Date(now.getTime() + POINTS_EXPIRY_DAYS * 86_400_000);
  const inserted = await db
    .insert(pointsLedger)
    .values({ shopperId, type, amount, remaining: amount, reference: reference ?? null, createdAt: now, expiresAt })
    .onConflictDoNothing()
    .returning({ id: pointsLedger.id });
  return inserted.length > 0 ? amount : 0;
}

export async function pointsBalance(db: Database, shopperId: string): Promise<number> {
  const [row] = await db
    .select({ balance: sql<number>`coalesce(sum(${pointsLedger.amount}), 0)::int` })
    .from(pointsLedger)
    .where(eq(pointsLedger.shopperId, shopperId));
  return row?.balance ?? 0;
}

export async function pointsHistory(db: Database, shopperId: string) {
  return db
    .select()
    .from(pointsLedger)
    .where(and(eq(pointsLedger.shopperId, shopperId)))
    .orderBy(desc(pointsLedger.createdAt), desc(pointsLedger.id))
    .limit(200);
}
