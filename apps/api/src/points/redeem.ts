import {
  type EarnEntry,
  type LotAllocation,
  PointsError,
  redeemPoints,
  type RedeemedEntry,
  returnRedeemedPoints,
} from '@juicyin/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { query } from '../orders/sql.ts';

interface LotRow {
  id: string;
  remaining: number;
  created_at: Date;
  expires_at: Date;
}

/** The shopper's spendable lots at `now` (something left, not expired), as the domain sees them. */
async function spendableLots(db: Database, shopperId: string, now: Date): Promise<EarnEntry[]> {
  const rows = await query<LotRow>(
    db,
    sql`select id, remaining, created_at, expires_at from points_ledger
        where shopper_id = ${shopperId} and remaining > 0 and expires_at > ${now}
        order by expires_at, created_at`,
  );
  // Each lot as an earn entry of what is left of it: the domain takes the earliest-expiring first.
  return rows.map((row) => ({
    id: row.id,
    type: 'registration',
    points: row.remaining,
    at: new Date(row.created_at),
    expiresAt: new Date(row.expires_at),
  }));
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
  const lots = await spendableLots(db, input.shopperId, input.now);
  const redeemed = redeemPoints(lots, input.points, input.now, input.orderNumber);
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
    const updated = await query<{ id: string }>(
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
  const [row] = await query<{ id: string; amount: number; created_at: Date; allocations: unknown }>(
    db,
    sql`select id, amount, created_at, allocations from points_ledger
        where shopper_id = ${input.shopperId} and type = 'redeemed' and reference = ${input.orderNumber}`,
  );
  if (!row) return 0;
  const already = await query<{ id: string }>(
    db,
    sql`select id from points_ledger where shopper_id = ${input.shopperId} and type = 'returned'
        and reference = ${input.orderNumber} limit 1`,
  );
  if (already.length > 0) return 0;
  const stored = (typeof row.allocations === 'string' ? JSON.parse(row.allocations) : row.allocations) as {
    lotId: string;
    points: number;
    expiresAt: string;
  }[];
  const redeemed: RedeemedEntry = {
    id: row.id,
    type: 'redeemed',
    points: row.amount,
    at: new Date(row.created_at),
    orderNumber: input.orderNumber,
    allocations: stored.map((allocation): LotAllocation => ({
      lotId: allocation.lotId,
      points: allocation.points,
      expiresAt: new Date(allocation.expiresAt),
    })),
  };
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
