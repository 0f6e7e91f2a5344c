import { halalas, type Money, percentage } from '../money/index.ts';
import type { Tier } from '../points/index.ts';

/** What a coupon takes off: a percentage of the sub total (up to two decimals) or a fixed amount. */
export type CouponDiscount =
  { readonly kind: 'percent'; readonly percent: number } | { readonly kind: 'fixed'; readonly amount: Money };

export interface Coupon {
  /** Stored as typed by staff; compared case-insensitively. */
  readonly code: string;
  readonly discount: CouponDiscount;
  /** The sub total must be at least this. */
  readonly minSubTotal?: Money | undefined;
  /** Inclusive. */
  readonly validFrom?: Date | undefined;
  /** Inclusive. */
  readonly validUntil?: Date | undefined;
  /** Uses allowed across all shoppers. */
  readonly maxUses?: number | undefined;
  /** Uses allowed per shopper. */
  readonly maxUsesPerShopper?: number | undefined;
  /** Only shoppers of this tier may use it. */
  readonly tier?: Tier | undefined;
}

export const COUPON_REJECTIONS = [
  'unknown',
  'expired',
  'not_yet_valid',
  'minimum_not_met',
  'used_up',
  'used_up_for_you',
  'not_for_your_tier',
] as const;
export type CouponRejection = (typeof COUPON_REJECTIONS)[number];

export interface CouponCheck {
  /** What the shopper typed. */
  readonly code: string;
  /** The store's coupons, or just the one found by its normalised code. */
  readonly coupons: readonly Coupon[];
  readonly subTotal: Money;
  readonly now: Date;
  readonly shopperTier: Tier;
  /** Orders (not cancelled) that used the coupon, all shoppers. */
  readonly usesTotal: number;
  /** Orders (not cancelled) of this shopper that used the coupon. */
  readonly usesByShopper: number;
}

export type CouponResult =
  | { readonly ok: true; readonly coupon: Coupon; readonly discount: Money }
  | { readonly ok: false; readonly reason: CouponRejection };

/** A code as compared and stored in a lookup: trimmed, upper case. */
export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

/** What the coupon takes off a sub total: rounded half up once, never more than the sub total. */
export function couponDiscountFor(discount: CouponDiscount, subTotal: Money): Money {
  const raw = discount.kind === 'percent' ? percentage(subTotal, discount.percent) : discount.amount;
  return halalas(Math.max(0, Math.min(raw, subTotal)));
}

/**
 * Checks a coupon code for an order (PRODUCT.md §7), giving one specific reason per rejection,
 * checked in this order: unknown, not yet valid, expired, not for your tier, used up, used up for
 * you, minimum not met. When valid, the discount it gives on this sub total.
 */
export function checkCoupon(check: CouponCheck): CouponResult {
  const code = normalizeCouponCode(check.code);
  const coupon = check.coupons.find((candidate) => normalizeCouponCode(candidate.code) === code);
  if (coupon === undefined) return { ok: false, reason: 'unknown' };
  const reason = rejection(coupon, check);
  if (reason !== undefined) return { ok: false, reason };
  return { ok: true, coupon, discount: couponDiscountFor(coupon.discount, check.subTotal) };
}

function rejection(coupon: Coupon, check: CouponCheck): CouponRejection | undefined {
  const now = check.now.getTime();
  if (coupon.validFrom !== undefined && now < coupon.validFrom.getTime()) return 'not_yet_valid';
  if (coupon.validUntil !== undefined && now > coupon.validUntil.getTime()) return 'expired';
  if (coupon.tier !== undefined && coupon.tier !== check.shopperTier) return 'not_for_your_tier';
  if (coupon.maxUses !== undefined && check.usesTotal >= coupon.maxUses) return 'used_up';
  if (coupon.maxUsesPerShopper !== undefined && check.usesByShopper >= coupon.maxUsesPerShopper)
    return 'used_up_for_you';
  if (coupon.minSubTotal !== undefined && check.subTotal < coupon.minSubTotal) return 'minimum_not_met';
  return undefined;
}
