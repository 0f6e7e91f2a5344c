import { type LoyaltyEvent, TIERS } from '@juicyin/domain';
import { and, gt, lte } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { loyaltyEvents } from '../db/schema.ts';

/**
 * The loyalty events running at `at`, as the domain's events: a stored event without a tier is
 * for every tier.
 */
export async function loyaltyEventsAt(db: Database, at: Date): Promise<LoyaltyEvent[]> {
  const rows = await db
    .select()
    .from(loyaltyEvents)
    .where(and(lte(loyaltyEvents.startsAt, at), gt(loyaltyEvents.endsAt, at)));
  return rows.flatMap((row) =>
    (row.tier === null ? TIERS : TIERS.filter((tier) => tier === row.tier)).map((tier) => ({
      id: `${String(row.id)}:${tier}`,
      kind: row.kind,
      tier,
      startsAt: row.startsAt,
      endsAt: row.endsAt,
    })),
  );
}
