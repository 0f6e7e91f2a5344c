// What checkout prices from, read in the caller's transaction: the bag's lines at today's prices,
// the chosen address, the shopper's tier and the bonus-points events running now.
import { type LoyaltyEvent, type Tier, TIERS, tierForPoints, tierWindowStart } from '@juicyin/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { notFound } from '../http/errors.ts';
import { query } from '../orders/sql.ts';

export interface AddressRow {
  id: string;
  first_name: string;
  last_name: string;
  mobile: string;
  postal_code: string;
  district: string;
  street: string;
  city: string;
  region: string;
  /** Null on an address saved before the national address was asked for. */
  building_number: string | null;
  additional_number: string | null;
  short_address: string | null;
  type: 'home' | 'work';
  /** The pin the shopper confirmed on the map, when there is one. */
  lat: number | null;
  lng: number | null;
}

/** The bag's lines with their variant and product, at today's prices and stock, in the order they were added. */
export async function bagLinesOf(db: Database, shopperId: string) {
  const rows = await query<{
    variant_id: number;
    product_id: number;
    sku: string;
    slug: string;
    name_en: string;
    name_ar: string;
    material: 'regular' | 'glass';
    size: string;
    price: number;
    stock: number;
    quantity: number;
  }>(
    db,
    sql`select b.variant_id, v.product_id, v.sku, p.slug, p.name_en, p.name_ar, v.material, v.size, v.price,
               v.stock, b.quantity
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

/** The bonus-points events running at `now`, one per tier they apply to. */
export async function bonusEventsAt(db: Database, now: Date): Promise<LoyaltyEvent[]> {
  const rows = await query<{ id: number; tier: Tier | null; starts_at: Date; ends_at: Date }>(
    db,
    sql`select id, tier, starts_at, ends_at from loyalty_events
        where kind = 'bonus-points' and starts_at <= ${now} and ends_at > ${now}`,
  );
  return rows.flatMap((row) =>
    (row.tier === null ? TIERS : [row.tier]).map((eventTier) => ({
      id: String(row.id),
      kind: 'bonus-points' as const,
      tier: eventTier,
      startsAt: new Date(row.starts_at),
      endsAt: new Date(row.ends_at),
    })),
  );
}
