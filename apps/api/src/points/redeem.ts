import { PointsError, type PointsLot, redeemFromLots, returnRedeemedPoints } from '@juicyin/domain';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import type { Row } from '../db/rows.ts';
import { pointsLedger } from '../db/schema.ts';
import { query } from '../orders/sql.ts';
import { toDomainEntry, toDomainLot } from './ledger.ts';

/** The shopper's lots that may hold spendable points at `now` (something left, not expired), with their remainder. */
async function storedLots(db: Database, shopperId: string, now: Date): Promise<PointsLot[]> {
  const rows = await db
    .select()
    .from(pointsLedger)
    .where(and(eq(pointsLedger.shopperId, shopperId), gt(pointsLedger.remaining, 0), gt(pointsLedger.expiresAt, now)));
  return rows.map(toDomainLot);
}

/** Points the shopper may spend at `now`: what is left in unexpired lots. */
export async function spendablePoints(db: Database, shopperId: string, now: Date): Promise<number> {
  const [row] = await query<{ points: number }>(
    db,
    sql`select coalesce(sum(remaining), 0)::int as points from points_ledger
        where shopper_id = ${shopperId} and remaining > 0 and expires_at > ${now}`,
  );
  return row?.points ?? 0;
}

/**
 * Spends points for an order inside its transaction (the shopper row is locked by the caller):
 * takes the earliest-expiring lots first, records a 'redeemed' row (negative, with the lots it drew
 * on in `allocations`) and lowers each lot's `remaining`. Throws PointsError 'insufficient' when
 * fewer points are spendable — the balance never goes negative.
 */
export async function redeemOrderPoints(
  db: Database,
  input: { shopperId: string; points: number; orderNumber: string; now: Date },
): Promise<void> {
  const lots = await storedLots(db, input.shopperId, input.now);
  const redeemed = redeemFromLots(lots, input.points, input.now, input.orderNumber);
  const allocations = redeemed.allocations.map((allocation) => ({
    lotId: allocation.lotId,
    points: allocation.points,
    expiresAt: allocation.expiresAt.toISOString(),
  }));
  await db.execute(
    sql`insert into points_ledger (shopper_id, type, amount, reference, created_at, allocations)
        values (${input.shopperId}, 'redeemed', ${redeemed.points}, ${input.orderNumber}, ${input.now},
                ${JSON.stringify(allocations)}::jsonb)`,
  );
  for (const allocation of redeemed.allocations) {
    const updated = await query<Pick<Row<typeof pointsLedger>, 'id'>>(
      db,
      sql`update points_ledger set remaining = remaining - ${allocation.points}
          where id = ${allocation.lotId} and remaining >= ${allocation.points} returning id`,
    );
    if (updated.length === 0) throw new PointsError('insufficient', 'A points lot changed while it was being spent');
  }
}

/**
 * Gives back what a cancelled order redeemed: one 'returned' lot per lot drawn on, with its
 * original expiry or 30 days from now, whichever is later (the domain's `returnRedeemedPoints`).
 * Returns the points given back (0 when the order redeemed none or they were already returned).
 */
export async function returnOrderPoints(
  db: Database,
  input: { shopperId: string; orderNumber: string; now: Date },
): Promise<number> {
  const [row] = await db
    .select()
    .from(pointsLedger)
    .where(
      and(
        eq(pointsLedger.shopperId, input.shopperId),
        eq(pointsLedger.type, 'redeemed'),
        eq(pointsLedger.reference, input.orderNumber),
      ),
    );
  const redeemed = row ? toDomainEntry(row) : undefined;
  if (redeemed?.type !== 'redeemed') return 0;
  const already = await query<Pick<Row<typeof pointsLedger>, 'id'>>(
    db,
    sql`select id from points_ledger where shopper_id = ${input.shopperId} and type = 'returned'
        and reference = ${input.orderNumber} limit 1`,
  );
  if (already.length > 0) return 0;
  let total = 0;
  for (const lot of returnRedeemedPoints(redeemed, input.now)) {
    await db.execute(
      sql`insert into points_ledger (shopper_id, type, amount, remaining, reference, created_at, expires_at)
          values (${input.shopperId}, 'returned', ${lot.points}, ${lot.points}, ${input.orderNumber},
                  ${input.now}, ${lot.expiresAt})`,
    );
    total += lot.points;
  }
  return total;
}
