import { type LoyaltyEvent, windowTiers } from '@juicyin/domain';
import { and, gt, lte } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { loyaltyEvents } from '../db/schema.ts';

/**
 * The loyalty events running at `at`, as the domain's events: a stored event without a tier is
 * for every tier that gets events (Gold and Diamond; Silver gets none, PRODUCT.md §5).
 */
export async function loyaltyEventsAt(db: Database, at: Date): Promise<LoyaltyEvent[]> {
  const rows = await db
    .select()
    .from(loyaltyEvents)
    .where(and(lte(loyaltyEvents.startsAt, at), gt(loyaltyEvents.endsAt, at)));
  return rows.flatMap((row) =>
    windowTiers(row.tier).map((tier) => ({
      id: `${String(row.id)}:${tier}`,
      kind: row.kind,
      tier,
      startsAt: row.startsAt,
      endsAt: row.endsAt,
    })),
  );
}
