import { type StaffCoupon, type StaffCouponSummary, staffCouponSummarySchema } from '../staff/coupons-schemas.ts';

// The dashboard's coupon stories' coupons: the store's welcome and tier coupons as seeded, a
// staff-made fixed coupon with uses, one past its end and one used up.

const coupon = (summary: Omit<StaffCouponSummary, 'version'> & Partial<Pick<StaffCouponSummary, 'version'>>) =>
  ({ version: 1, ...summary }) satisfies StaffCouponSummary;

const welcome = coupon({
  code: 'WELCOME10',
  kind: 'percent',
  value: 10,
  minSubTotal: 0,
  validFrom: null,
  validUntil: null,
  totalLimit: null,
  perShopperLimit: 1,
  tier: null,
  description: { en: '10 % off your first order', ar: 'خصم ١٠٪ على طلبك الأول' },
  uses: 42,
  state: 'active',
});

const gold = coupon({
  code: 'GOLD15',
  kind: 'percent',
  value: 15,
  minSubTotal: 5000,
  validFrom: null,
  validUntil: null,
  totalLimit: null,
  perShopperLimit: 3,
  tier: 'gold',
  description: {
    en: '15 % off orders of SAR 50 or more, for Gold members',
    ar: 'خصم ١٥٪ على الطلبات من ٥٠ ريالاً لأعضاء الفئة الذهبية',
  },
  uses: 7,
  state: 'active',
});

const ramadan = coupon({
  code: 'RAMADAN25',
  kind: 'fixed',
  value: 2500,
  minSubTotal: 10000,
  validFrom: '2026-02-17T21:00:00.000Z',
  validUntil: '2027-03-19T20:59:59.000Z',
  totalLimit: 500,
  perShopperLimit: 2,
  tier: null,
  description: { en: 'SAR 25 off orders of SAR 100 or more', ar: 'خصم ٢٥ ريالاً على الطلبات من ١٠٠ ريال' },
  uses: 2,
  state: 'active',
  version: 3,
});

const summer = coupon({
  code: 'SUMMER20',
  kind: 'percent',
  value: 20,
  minSubTotal: 0,
  validFrom: '2026-06-01T00:00:00.000Z',
  validUntil: '2026-08-31T20:59:59.000Z',
  totalLimit: null,
  perShopperLimit: 1,
  tier: null,
  description: { en: '20 % off this summer', ar: 'خصم ٢٠٪ هذا الصيف' },
  uses: 130,
  state: 'expired',
});

const firstHundred = coupon({
  code: 'FIRST100',
  kind: 'fixed',
  value: 1000,
  minSubTotal: 3000,
  validFrom: null,
  validUntil: null,
  totalLimit: 100,
  perShopperLimit: 1,
  tier: null,
  description: { en: 'SAR 10 off for the first hundred', ar: 'خصم ١٠ ريالات لأول مئة' },
  uses: 100,
  state: 'used_up',
});

const withUses = (summary: StaffCouponSummary, extra: Partial<StaffCoupon> = {}): StaffCoupon => ({
  ...summary,
  grants: 0,
  usesList: [],
  ...extra,
});

export const staffCouponsFixtures = {
  coupons: [
    withUses(firstHundred),
    withUses(gold, { grants: 12 }),
    withUses(ramadan, {
      grants: 2,
      usesList: [
        {
          orderNumber: 'JY-261122-7KQ4M',
          shopper: { email: 'noura@example.com', name: 'Noura Al-Harbi' },
          at: '2026-11-22T15:04:00.000Z',
          discount: 2500,
        },
        {
          orderNumber: 'JY-261120-3BD9X',
          shopper: { email: 'fahad@example.com', name: 'Fahad Al-Qahtani' },
          at: '2026-11-20T09:41:00.000Z',
          discount: 2500,
        },
      ],
    }),
    withUses(summer),
    withUses(welcome, { grants: 42 }),
  ] satisfies StaffCoupon[],
  /** Shoppers the stories' server knows by e-mail (others come back as unknown). */
  shoppers: ['noura@example.com', 'fahad@example.com', 'sara@example.com'],
};

/** The list's row of a coupon. */
export function staffCouponSummary(coupon: StaffCoupon): StaffCouponSummary {
  // The summary's schema is not strict: it keeps the summary's fields and drops the rest.
  return staffCouponSummarySchema.parse(coupon);
}
