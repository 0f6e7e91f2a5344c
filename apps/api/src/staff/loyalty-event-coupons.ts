import { type Tier, windowInstants } from '@juicyin/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { HttpError } from '../http/errors.ts';
import { createCoupon, updateCoupon } from './coupon-writes.ts';
import type { LoyaltyEventRow } from './loyalty-event-queries.ts';

// A Super Saver window's coupon (issue 21, PRODUCT.md §5 and §7): an ordinary coupon, made, changed
// and logged by the coupon writes, so checkout checks and prices it as every coupon (the domain's
// `checkCoupon`). What it is follows the window: valid from its first Riyadh midnight to the instant
// before the one after its last day, for its tier, once per shopper, described by its name.

/** The window as the coupon follows it (the API's output of the create or update body). */
export interface SaverWindow {
  readonly name: { readonly en: string; readonly ar: string };
  readonly tier: Tier | null;
  readonly startDate: string;
  readonly endDate: string;
  readonly coupon: {
    readonly code?: string | undefined;
    readonly kind: 'percent' | 'fixed';
    readonly value: number;
    readonly minSubTotal: number;
  };
}

/** The coupon's settings as the coupon writes take them. */
export function saverCouponFields(window: SaverWindow) {
  const { startsAt, endsAt } = windowInstants(window);
  return {
    kind: window.coupon.kind,
    value: window.coupon.value,
    minSubTotal: window.coupon.minSubTotal,
    validFrom: startsAt.toISOString(),
    // A coupon's end is inclusive; the window's is not.
    validUntil: new Date(endsAt.getTime() - 1).toISOString(),
    totalLimit: null,
    perShopperLimit: 1,
    tier: window.tier,
    description: { en: `Super Saver: ${window.name.en}`, ar: `يوم التوفير: ${window.name.ar}` },
  };
}

/** The code a window's coupon gets when staff chose none: `SAVER-GOLD-12`. */
export const saverCouponCode = (windowId: number, tier: Tier | null) =>
  `SAVER-${(tier ?? 'all').toUpperCase()}-${String(windowId)}`;

/** Makes the window's coupon in `tx` and ties it to the window; a taken code answers 409 at `coupon.code`. */
export async function makeSaverCoupon(
  tx: Database,
  staffId: string,
  windowId: number,
  window: SaverWindow,
  now: Date,
): Promise<string> {
  const code = window.coupon.code ?? saverCouponCode(windowId, window.tier);
  try {
    await createCoupon(tx, staffId, { code, ...saverCouponFields(window) }, now);
  } catch (error) {
    if (error instanceof HttpError && error.code === 'coupon_code_taken') {
      throw new HttpError(409, error.code, error.message, { 'coupon.code': 'A coupon with this code exists already' });
    }
    throw error;
  }
  await tx.execute(
    sql`update loyalty_events set coupon_id = (select id from coupons where code = ${code}) where id = ${windowId}`,
  );
  return code;
}

/** Changes the window's coupon to follow the window as changed (the coupon's own version moves on). */
export async function followSaverCoupon(
  tx: Database,
  staffId: string,
  row: LoyaltyEventRow,
  window: SaverWindow,
  now: Date,
): Promise<void> {
  if (row.coupon_code === null || row.coupon_version === null) return;
  await updateCoupon(tx, staffId, row.coupon_code, { version: row.coupon_version, ...saverCouponFields(window) }, now);
}

/** Removes the window's coupon (a window that has not started: no order can have used it). */
export async function removeSaverCoupon(tx: Database, row: LoyaltyEventRow): Promise<void> {
  if (row.coupon_id === null) return;
  await tx.execute(sql`update loyalty_events set coupon_id = null where id = ${row.id}`);
  await tx.execute(sql`delete from coupons where id = ${row.coupon_id}`);
}

/** The coupon's discount as the log records and compares it (null: none). */
export function loggedCoupon(coupon: SaverWindow['coupon'] | null) {
  return coupon ? { kind: coupon.kind, value: coupon.value, minSubTotal: coupon.minSubTotal } : null;
}
