// Test support for the staff coupon suites: a coupon's body as the dashboard sends it, and the
// staff member's requests. Not used by the app.
import type { StaffCoupon, StaffCouponCreateBody } from '@juicyin/contract';
import type { Browser } from '../testing/server.ts';

export type Answer<T> = T & { error: { code: string; message: string; fields?: Record<string, string> } };

let made = 0;

/** A new coupon's body: 10 % off with no limits, for every tier, with `change` over it. */
export function couponBody(change: Partial<Exclude<StaffCouponCreateBody, undefined>> = {}) {
  made += 1;
  return {
    code: `TEST${Date.now().toString(36).toUpperCase()}${String(made)}`,
    kind: 'percent' as const,
    value: 10,
    minSubTotal: 0,
    validFrom: null,
    validUntil: null,
    totalLimit: null,
    perShopperLimit: null,
    tier: null,
    description: { en: '10 % off', ar: 'خصم ١٠٪' },
    ...change,
  };
}

/** The body that saves `coupon` as it was opened, with `change` over it. */
export function editBody(coupon: StaffCoupon, change: Record<string, unknown> = {}) {
  const fields = {
    kind: coupon.kind,
    value: coupon.value,
    minSubTotal: coupon.minSubTotal,
    validFrom: coupon.validFrom,
    validUntil: coupon.validUntil,
    totalLimit: coupon.totalLimit,
    perShopperLimit: coupon.perShopperLimit,
    tier: coupon.tier,
    description: coupon.description,
    version: coupon.version,
  };
  return { ...fields, ...change };
}

export function createCoupon(staff: Browser, body: unknown, key: string) {
  return staff.json<Answer<StaffCoupon>>('/api/staff/coupons', {
    method: 'POST',
    body,
    headers: { 'idempotency-key': key },
  });
}
