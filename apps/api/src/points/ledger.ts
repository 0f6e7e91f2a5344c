import {
  type EarnType,
  type LotAllocation,
  lotExpiry,
  type PointsEntry,
  type PointsLot,
  pointsLots,
} from '@juicyin/domain';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { pointsLedger, shoppers } from '../db/schema.ts';

export type PointType =
  'registration' | 'email-verified' | 'order' | 'review' | 'referral' | 'tell-us' | 'redeemed' | 'returned' | 'expired';

export type PointsRow = typeof pointsLedger.$inferSelect;

/**
 * Credits earned points (they expire at the domain's `lotExpiry`). One-off credits (registration,
 * e-mail verified, tell us, a review per product, a referral per friend, an order) are unique in
 * the database; a repeat credits nothing. Returns the points credited.
 */
export async function creditPoints(
  db: Database,
  shopperId: string,
  type: PointType,
  amount: number,
  now: Date,
  reference?: string,
): Promise<number> {
  const expiresAt = lotExpiry(now);
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

/**
 * Takes the shopper's row lock (`select … for update`): the order transaction takes the same lock,
 * so points, wallet credit and orders of one shopper change one transaction at a time.
 */
export async function lockShopper(tx: Database, shopperId: string): Promise<void> {
  await tx.select({ id: shoppers.id }).from(shoppers).where(eq(shoppers.id, shopperId)).for('update');
}

const earnTypes: Readonly<Record<string, EarnType | 'returned'>> = {
  registration: 'registration',
  'email-verified': 'email_verified',
  order: 'order',
  review: 'review',
  referral: 'referral',
  'tell-us': 'tell_us',
  returned: 'returned',
};

interface StoredAllocation {
  readonly lotId: string;
  readonly points: number;
  readonly expiresAt: string;
}

/** A stored ledger row as the domain's ledger entry. */
export function toDomainEntry(row: PointsRow): PointsEntry {
  const at = row.createdAt;
  if (row.type === 'redeemed') {
    const raw: unknown = typeof row.allocations === 'string' ? JSON.parse(row.allocations) : row.allocations;
    const stored = (raw ?? []) as StoredAllocation[];
    const allocations: LotAllocation[] = stored.map((allocation) => ({
      lotId: allocation.lotId,
      points: allocation.points,
      expiresAt: new Date(allocation.expiresAt),
    }));
    return { id: row.id, type: 'redeemed', points: row.amount, at, orderNumber: row.reference ?? '', allocations };
  }
  if (row.type === 'expired') {
    return { id: row.id, type: 'expired', points: row.amount, at, lotId: row.lotId ?? '' };
  }
  const type = earnTypes[row.type];
  if (type === undefined || row.expiresAt === null)
    throw new Error(`points row ${row.id} of type ${row.type} is no lot`);
  return { id: row.id, type, points: row.amount, at, expiresAt: row.expiresAt };
}

/** A stored lot (earned or returned points) as the domain's lot, with the remainder the row keeps. */
export function toDomainLot(row: PointsRow): PointsLot {
  const entry = toDomainEntry(row);
  if (entry.type === 'redeemed' || entry.type === 'expired') throw new Error(`points row ${row.id} is no lot`);
  const { id, type, points, at, expiresAt } = entry;
  return { id, type, points, remaining: row.remaining ?? points, at, expiresAt };
}

/** The shopper's whole ledger in the order it was written, as domain entries. */
export async function loadLedger(db: Database, shopperId: string): Promise<PointsEntry[]> {
  const rows = await db
    .select()
    .from(pointsLedger)
    .where(eq(pointsLedger.shopperId, shopperId))
    .orderBy(asc(pointsLedger.createdAt), asc(pointsLedger.id));
  return rows.map(toDomainEntry);
}

/** The lots with what is left of them, from the domain's reading of the ledger. */
export async function loadLots(db: Database, shopperId: string) {
  return pointsLots(await loadLedger(db, shopperId));
}
