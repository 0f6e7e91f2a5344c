// What checkout prices from, read in the caller's transaction: the bag's lines at today's prices,
// the chosen address, the shopper's tier and the bonus-points events running now.
import { type LoyaltyEvent, type Tier, tierForPoints, tierWindowStart, windowTiers } from '@juicyin/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import type { Row } from '../db/rows.ts';
import type { addresses, bagLines, loyaltyEvents, products, variants } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import { query } from '../orders/sql.ts';

/**
 * `building_number`, `additional_number` and `short_address` are null on an address saved before
 * the national address was asked for; `lat`/`lng` are the pin confirmed on the map, when there is one.
 */
export type AddressRow = Pick<
  Row<typeof addresses>,
  | 'id'
  | 'first_name'
  | 'last_name'
  | 'mobile'
  | 'postal_code'
  | 'district'
  | 'street'
  | 'city'
  | 'region'
  | 'building_number'
  | 'additional_number'
  | 'short_address'
  | 'type'
  | 'lat'
  | 'lng'
>;

/** The bag's lines with their variant and product, at today's prices and stock (and the price each was added at), in the order they were added. */
export async function bagLinesOf(db: Database, shopperId: string) {
  const rows = await query<
    Pick<Row<typeof bagLines>, 'variant_id' | 'quantity' | 'price_when_added'> &
      Pick<Row<typeof variants>, 'product_id' | 'sku' | 'material' | 'size' | 'price' | 'stock'> &
      Pick<Row<typeof products>, 'slug' | 'name_en' | 'name_ar'>
  >(
    db,
    // An archived product's line counts as out of stock: checkout refuses it until it leaves the bag.
    sql`select b.variant_id, v.product_id, v.sku, p.slug, p.name_en, p.name_ar, v.material, v.size, v.price,
               case when p.archived_at is null then v.stock else 0 end as stock, b.quantity, b.price_when_added
        from bag_lines b join variants v on v.id = b.variant_id join products p on p.id = v.product_id
        where b.shopper_id = ${shopperId} order by b.added_at, v.sku`,
  );
  return rows.map((row) => ({
    variantId: row.variant_id,
    productId: row.product_id,
    sku: row.sku,
    slug: row.slug,
    nameEn: row.name_en,
    nameAr: row.name_ar,
    material: row.material,
    size: row.size,
    unitPrice: row.price,
    priceWhenAdded: row.price_when_added,
    quantity: row.quantity,
    stock: row.stock,
  }));
}

/** The shopper's address with this id, or 404 (also for another shopper's). */
export async function addressOf(db: Database, shopperId: string, addressId: string): Promise<AddressRow> {
  const [row] = await query<AddressRow>(
    db,
    sql`select id, first_name, last_name, mobile, postal_code, district, street, city, region, building_number,
               additional_number, short_address, type, lat, lng
        from addresses where id = ${addressId} and shopper_id = ${shopperId}`,
  );
  if (!row) throw notFound('You have no address with this id');
  return row;
}

/**
 * The shopper's tier at `now`: the domain's tier for the points earned (not returned) in its
 * window, credited after `tierWindowStart(now)` and up to `now`.
 */
export async function shopperTier(db: Database, shopperId: string, now: Date): Promise<Tier> {
  const [earned] = await query<{ points: number }>(
    db,
    sql`select coalesce(sum(amount), 0)::int as points from points_ledger
        where shopper_id = ${shopperId} and amount > 0 and type <> 'returned'
          and created_at > ${tierWindowStart(now)} and created_at <= ${now}`,
  );
  return tierForPoints(earned?.points ?? 0);
}

/** The bonus-points events running at `now`, one per tier they apply to (no tier: Gold and Diamond, not Silver). */
export async function bonusEventsAt(db: Database, now: Date): Promise<LoyaltyEvent[]> {
  const rows = await query<Pick<Row<typeof loyaltyEvents>, 'id' | 'tier' | 'starts_at' | 'ends_at'>>(
    db,
    sql`select id, tier, starts_at, ends_at from loyalty_events
        where kind = 'bonus-points' and starts_at <= ${now} and ends_at > ${now}`,
  );
  return rows.flatMap((row) =>
    windowTiers(row.tier).map((eventTier) => ({
      id: String(row.id),
      kind: 'bonus-points' as const,
      tier: eventTier,
      startsAt: new Date(row.starts_at),
      endsAt: new Date(row.ends_at),
    })),
  );
}
