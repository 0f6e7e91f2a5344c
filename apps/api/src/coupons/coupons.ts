import type { Coupon, CouponRejection, Tier } from '@juicyin/domain';
import { formatMoney, halalas } from '@juicyin/domain';
import { sql } from 'drizzle-orm';
import type { Database, RawTransaction } from '../database.ts';
import type { Row } from '../db/rows.ts';
import type { coupons } from '../db/schema.ts';
import { query } from '../orders/sql.ts';

export type CouponRow = Row<typeof coupons>;

/** The welcome coupon every new shopper is given at registration. */
export const WELCOME_COUPON = 'WELCOME10';
/** Tier coupons: given to a shopper while they hold the tier ("My Coupons" grants them). */
export const TIER_COUPONS: Readonly<Partial<Record<Tier, string>>> = { gold: 'GOLD15', diamond: 'DIAMOND20' };

const COUPON_SEEDS = [
  {
    code: WELCOME_COUPON,
    kind: 'percent',
    value: 10,
    minSubTotal: 0,
    perShopper: 1,
    tier: null,
    en: '10 % off your first order',
    ar: 'خصم ١٠٪ على طلبك الأول',
  },
  {
    code: 'GOLD15',
    kind: 'percent',
    value: 15,
    minSubTotal: 5000,
    perShopper: 3,
    tier: 'gold',
    en: '15 % off orders of SAR 50 or more, for Gold members',
    ar: 'خصم ١٥٪ على الطلبات من ٥٠ ريالاً لأعضاء الفئة الذهبية',
  },
  {
    code: 'DIAMOND20',
    kind: 'percent',
    value: 20,
    minSubTotal: 5000,
    perShopper: 3,
    tier: 'diamond',
    en: '20 % off orders of SAR 50 or more, for Diamond members',
    ar: 'خصم ٢٠٪ على الطلبات من ٥٠ ريالاً لأعضاء الفئة الماسية',
  },
] as const;

/** Inserts the store's standard coupons when missing (every start; existing ones are left as staff set them). */
export async function seedCoupons(tx: RawTransaction): Promise<void> {
  for (const seed of COUPON_SEEDS) {
    await tx.query(
      `insert into coupons (code, kind, value, min_sub_total, per_shopper_limit, tier, description_en, description_ar)
       values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict (code) do nothing`,
      [seed.code, seed.kind, seed.value, seed.minSubTotal, seed.perShopper, seed.tier, seed.en, seed.ar],
    );
  }
}

/** Gives a coupon to a shopper ("My Coupons"); giving it twice changes nothing. */
export async function grantCoupon(db: Database, shopperId: string, code: string, now: Date): Promise<void> {
  await db.execute(
    sql`insert into coupon_grants (coupon_id, shopper_id, granted_at)
        select id, ${shopperId}, ${now} from coupons where code = ${code}
        on conflict do nothing`,
  );
}

/**
 * Gives a shopper of `tier` the coupons of the Super Saver windows for the tier that have not ended
 * (upcoming or running); once given, a coupon is kept in My Coupons as the others are.
 */
export async function grantSaverCoupons(db: Database, shopperId: string, tier: Tier, now: Date): Promise<void> {
  await db.execute(
    sql`insert into coupon_grants (coupon_id, shopper_id, granted_at)
        select e.coupon_id, ${shopperId}, ${now} from loyalty_events e
         where e.kind = 'super-saver' and e.coupon_id is not null and e.tier = ${tier} and e.ends_at > ${now}
        on conflict do nothing`,
  );
}

export async function findCoupon(db: Database, normalizedCode: string): Promise<CouponRow | undefined> {
  const [row] = await query<CouponRow>(db, sql`select * from coupons where code = ${normalizedCode}`);
  return row;
}

/** Orders (not cancelled: a cancellation removes its redemption) of this shopper that used the coupon. */
export async function usesByShopper(db: Database, couponId: number, shopperId: string): Promise<number> {
  const [row] = await query<{ uses: number }>(
    db,
    sql`select count(*)::int as uses from coupon_redemptions where coupon_id = ${couponId} and shopper_id = ${shopperId}`,
  );
  return row?.uses ?? 0;
}

/** A stored coupon as the domain checks it. */
export function domainCoupon(row: CouponRow): Coupon {
  return {
    code: row.code,
    discount:
      row.kind === 'percent' ? { kind: 'percent', percent: row.value } : { kind: 'fixed', amount: halalas(row.value) },
    minSubTotal: halalas(row.min_sub_total),
    validFrom: row.valid_from === null ? undefined : new Date(row.valid_from),
    validUntil: row.valid_until === null ? undefined : new Date(row.valid_until),
    maxUses: row.total_limit ?? undefined,
    maxUsesPerShopper: row.per_shopper_limit ?? undefined,
    tier: row.tier ?? undefined,
  };
}

/** The shopper-facing reason for a rejected code (PRODUCT.md §7). */
export function couponRejectionMessage(reason: CouponRejection, row?: CouponRow): string {
  switch (reason) {
    case 'unknown':
      return 'We do not know this coupon code; check the spelling';
    case 'expired':
      return 'This coupon has expired';
    case 'not_yet_valid':
      return 'This coupon is not valid yet';
    case 'minimum_not_met':
      return `This coupon needs a sub total of at least ${formatMoney(row?.min_sub_total ?? 0, { locale: 'en-SA' }).text}`;
    case 'used_up':
      return 'This coupon has been used up';
    case 'used_up_for_you':
      return 'You have already used this coupon as often as it allows';
    case 'not_for_your_tier':
      return `This coupon is only for ${row?.tier ?? 'another'} tier members`;
  }
}
