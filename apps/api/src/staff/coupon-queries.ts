import type { StaffCoupon, StaffCouponList, StaffCouponSummary, StaffCouponUse } from '@juicyin/contract';
import { checkCoupon, halalas } from '@juicyin/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type CouponRow, domainCoupon } from '../coupons/coupons.ts';
import type { Database } from '../database.ts';
import type { Row } from '../db/rows.ts';
import type { couponRedemptions, orders, shoppers } from '../db/schema.ts';
import { pageOf, type PageQuery, pageWindow } from '../http/pagination.ts';
import { query } from '../orders/sql.ts';
import { likeContaining } from './queue.ts';

/** The uses a coupon's page lists, newest first. */
export const USES_LISTED = 200;

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

/**
 * Where a coupon stands now, by the domain's rules in the domain's order (not valid yet, expired,
 * used up): asked as a shopper of its own tier would ask, with a sub total meeting its minimum.
 */
export function couponState(row: CouponRow, now: Date): StaffCouponSummary['state'] {
  const check = checkCoupon({
    code: row.code,
    coupons: [domainCoupon(row)],
    subTotal: halalas(row.min_sub_total),
    now,
    shopperTier: row.tier ?? 'silver',
    usesTotal: row.uses,
    usesByShopper: 0,
  });
  if (check.ok) return 'active';
  if (check.reason === 'not_yet_valid') return 'scheduled';
  if (check.reason === 'expired') return 'expired';
  if (check.reason === 'used_up') return 'used_up';
  // A shopper's own limit or the minimum cannot refuse a fresh shopper at the minimum.
  return 'active';
}

/** A coupon's settings, as staff set them: what the form edits and the log compares. */
export function couponSettings(row: CouponRow) {
  return {
    kind: row.kind,
    value: row.value,
    minSubTotal: row.min_sub_total,
    validFrom: iso(row.valid_from),
    validUntil: iso(row.valid_until),
    totalLimit: row.total_limit,
    perShopperLimit: row.per_shopper_limit,
    tier: row.tier,
    description: { en: row.description_en, ar: row.description_ar },
  };
}

export function couponSummary(row: CouponRow, now: Date): StaffCouponSummary {
  return {
    code: row.code,
    ...couponSettings(row),
    uses: row.uses,
    state: couponState(row, now),
    version: row.version,
  };
}

/** The coupons by code, with search by part of the code. */
export async function staffCoupons(
  db: Database,
  filters: PageQuery & { readonly q?: string | undefined },
  now: Date,
): Promise<StaffCouponList> {
  const where: SQL = filters.q ? sql`code ilike ${likeContaining(filters.q)} escape '\\'` : sql`true`;
  const { limit, offset } = pageWindow(filters);
  const [count] = await query<{ total: number }>(db, sql`select count(*)::int as total from coupons where ${where}`);
  const rows = await query<CouponRow>(
    db,
    sql`select * from coupons where ${where} order by code limit ${limit} offset ${offset}`,
  );
  return pageOf(
    rows.map((row) => couponSummary(row, now)),
    filters,
    count?.total ?? 0,
  );
}

/** A coupon's use: the redemption, its order and its shopper joined, typed from the schema. */
type UseRow = Pick<Row<typeof couponRedemptions>, 'at'> &
  Pick<Row<typeof orders>, 'number' | 'coupon_discount'> &
  Pick<Row<typeof shoppers>, 'email' | 'first_name' | 'last_name'>;

/** One coupon with its uses and how many shoppers have it; undefined when there is no such code. */
export async function staffCoupon(db: Database, code: string, now: Date): Promise<StaffCoupon | undefined> {
  const [row] = await query<CouponRow & { grants: number }>(
    db,
    sql`select c.*, (select count(*)::int from coupon_grants g where g.coupon_id = c.id) as grants
          from coupons c where c.code = ${code}`,
  );
  if (!row) return undefined;
  const uses = await query<UseRow>(
    db,
    sql`select o.number, s.email, s.first_name, s.last_name, r.at, o.coupon_discount
          from coupon_redemptions r join orders o on o.id = r.order_id join shoppers s on s.id = r.shopper_id
         where r.coupon_id = ${row.id} order by r.at desc, o.number desc limit ${USES_LISTED}`,
  );
  const usesList: StaffCouponUse[] = uses.map((use) => ({
    orderNumber: use.number,
    shopper: { email: use.email, name: `${use.first_name} ${use.last_name}` },
    at: new Date(use.at).toISOString(),
    discount: use.coupon_discount,
  }));
  return { ...couponSummary(row, now), grants: row.grants, usesList };
}
