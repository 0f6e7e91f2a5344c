import { describe, expect, it } from 'vitest';
import { sar } from '../money/index.ts';
import { checkCoupon, type Coupon, type CouponCheck, couponDiscountFor, normalizeCouponCode } from './coupons.ts';

const coupons: Coupon[] = [
  { code: 'Juice10', discount: { kind: 'percent', percent: 10 } },
  { code: 'SAVE15', discount: { kind: 'fixed', amount: sar('15.00') }, minSubTotal: sar('60.00') },
  {
    code: 'RAMADAN',
    discount: { kind: 'percent', percent: 12.5 },
    validFrom: new Date('2026-02-18T00:00:00Z'),
    validUntil: new Date('2026-03-19T23:59:59Z'),
  },
  { code: 'FIRST', discount: { kind: 'fixed', amount: sar('5.00') }, maxUses: 100, maxUsesPerShopper: 1 },
  { code: 'GOLDDAY', discount: { kind: 'percent', percent: 20 }, tier: 'gold' },
];

const base: CouponCheck = {
  code: 'juice10',
  coupons,
  subTotal: sar('80.00'),
  now: new Date('2026-03-01T10:00:00Z'),
  shopperTier: 'silver',
  usesTotal: 0,
  usesByShopper: 0,
};

describe('couponDiscountFor', () => {
  it('takes a percentage rounded half up once, or a fixed amount', () => {
    expect(couponDiscountFor({ kind: 'percent', percent: 10 }, sar('80.05'))).toBe(801); // 800.5
    expect(couponDiscountFor({ kind: 'percent', percent: 12.5 }, sar('10.00'))).toBe(125);
    expect(couponDiscountFor({ kind: 'fixed', amount: sar('15.00') }, sar('80.00'))).toBe(1500);
  });

  it('never takes more than the sub total', () => {
    expect(couponDiscountFor({ kind: 'fixed', amount: sar('15.00') }, sar('9.00'))).toBe(900);
    expect(couponDiscountFor({ kind: 'percent', percent: 150 }, sar('9.00'))).toBe(900);
  });
});

describe('checkCoupon', () => {
  it('accepts a valid code whatever its case or surrounding spaces, with its discount', () => {
    expect(normalizeCouponCode('  juice10 ')).toBe('JUICE10');
    expect(checkCoupon(base)).toEqual({ ok: true, coupon: coupons[0], discount: 800 });
    expect(checkCoupon({ ...base, code: ' save15' })).toMatchObject({ ok: true, discount: 1500 });
  });

  it.each<[string, Partial<CouponCheck>, string]>([
    ['unknown', { code: 'NOPE' }, 'unknown'],
    ['not yet valid', { code: 'ramadan', now: new Date('2026-02-17T23:59:59Z') }, 'not_yet_valid'],
    ['expired', { code: 'ramadan', now: new Date('2026-03-20T00:00:00Z') }, 'expired'],
    ['minimum not met', { code: 'SAVE15', subTotal: sar('59.99') }, 'minimum_not_met'],
    ['used up', { code: 'FIRST', usesTotal: 100 }, 'used_up'],
    ['used up for you', { code: 'FIRST', usesTotal: 10, usesByShopper: 1 }, 'used_up_for_you'],
    ['not for your tier', { code: 'GOLDDAY', shopperTier: 'diamond' }, 'not_for_your_tier'],
  ])('rejects a code that is %s', (_, change, reason) => {
    expect(checkCoupon({ ...base, ...change })).toEqual({ ok: false, reason });
  });

  it('accepts on the first and last valid instant, at the minimum, below the limits and for the tier', () => {
    expect(checkCoupon({ ...base, code: 'RAMADAN', now: new Date('2026-02-18T00:00:00Z') }).ok).toBe(true);
    expect(checkCoupon({ ...base, code: 'RAMADAN', now: new Date('2026-03-19T23:59:59Z') }).ok).toBe(true);
    expect(checkCoupon({ ...base, code: 'SAVE15', subTotal: sar('60.00') }).ok).toBe(true);
    expect(checkCoupon({ ...base, code: 'FIRST', usesTotal: 99 }).ok).toBe(true);
    expect(checkCoupon({ ...base, code: 'GOLDDAY', shopperTier: 'gold' }).ok).toBe(true);
  });
});
