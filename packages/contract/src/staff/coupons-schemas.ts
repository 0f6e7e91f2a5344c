import { TIERS } from '@juicyin/domain';
import { z } from 'zod';
import { emailSchema } from '../account/schemas.ts';
import { idempotencyKeySchema } from '../checkout/schemas.ts';
import { halalasSchema, localizedTextSchema, pageQuery, shortText } from '../common/schemas.ts';
import { lineText } from '../common/text.ts';

// Coupons as staff create, edit and give them (issue 21, PRODUCT.md §7). The rules a shopper's
// code is checked by (tier, validity, limits, minimum) are the domain's `checkCoupon`.

/** The most a fixed coupon or a minimum sub total may be: 10,000 SAR, so a slip of the keyboard is refused. */
export const MAX_COUPON_AMOUNT = 1_000_000;
/** The most uses a limit may allow. */
export const MAX_COUPON_USES = 1_000_000;

export const STAFF_COUPON_STATES = ['active', 'scheduled', 'expired', 'used_up'] as const;
export const COUPON_KINDS = ['percent', 'fixed'] as const;

export const COUPON_CODE_MESSAGE = '3 to 30 letters, digits or hyphens, starting with a letter or digit';

/** A code as staff type it; stored and compared upper-case (codes are case-insensitive). */
export const staffCouponCodeSchema = lineText()
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9-]{2,29}$/, COUPON_CODE_MESSAGE)
  .transform((code) => code.toUpperCase());

export const staffCouponParamsSchema = z.strictObject({ code: staffCouponCodeSchema });

export const staffCouponListQuerySchema = z.strictObject({
  q: lineText().trim().max(30).optional().describe('Part of the code (case-insensitive)'),
  page: pageQuery.page,
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type StaffCouponListQuery = z.input<typeof staffCouponListQuerySchema>;

const limitSchema = z
  .int('A whole number')
  .min(1, 'At least 1')
  .max(MAX_COUPON_USES, 'At most 1,000,000')
  .nullable()
  .describe('null: no limit');
const whenSchema = z.iso.datetime({ offset: true, error: 'A date and time' }).nullable();

/** What a coupon takes off and from which sub total (a Super Saver window's coupon is set by these too). */
export const couponDiscountFields = {
  kind: z.enum(COUPON_KINDS),
  value: z
    .int('A whole number')
    .min(1, 'More than 0')
    .max(MAX_COUPON_AMOUNT, 'At most 10,000 SAR')
    .describe('A percent (1–100) or an amount in halalas'),
  minSubTotal: z
    .int('Whole halalas')
    .min(0, 'At least 0')
    .max(MAX_COUPON_AMOUNT, 'At most 10,000 SAR')
    .describe('The sub total an order needs, in halalas (0: any)'),
};

/** A percent coupon takes 1 to 100 %. */
export const PERCENT_MESSAGE = 'A percentage is 1 to 100';

/** What a coupon is, as staff set it (without its code, which does not change, or its version). */
const couponFields = {
  ...couponDiscountFields,
  validFrom: whenSchema.describe('From when it may be used (inclusive); null: from now'),
  validUntil: whenSchema.describe('Until when it may be used (inclusive); null: no end'),
  totalLimit: limitSchema.describe('Uses allowed across all shoppers; null: no limit'),
  perShopperLimit: limitSchema.describe('Uses allowed per shopper; null: no limit'),
  tier: z.enum(TIERS).nullable().describe('Only shoppers of this tier may use it; null: every tier'),
  description: z.strictObject({ en: shortText(200), ar: shortText(200) }).describe('Shown to shoppers in My Coupons'),
};

type CouponFields = z.output<z.ZodObject<typeof couponFields>>;

/** The checks across fields, each at the field staff correct. */
function checkAcross(coupon: CouponFields, context: z.core.$RefinementCtx<CouponFields>): void {
  if (coupon.kind === 'percent' && coupon.value > 100) {
    context.addIssue({ code: 'custom', path: ['value'], message: PERCENT_MESSAGE });
  }
  if (
    coupon.validFrom !== null &&
    coupon.validUntil !== null &&
    Date.parse(coupon.validFrom) >= Date.parse(coupon.validUntil)
  ) {
    context.addIssue({ code: 'custom', path: ['validUntil'], message: 'The end is after the start' });
  }
  if (coupon.totalLimit !== null && coupon.perShopperLimit !== null && coupon.perShopperLimit > coupon.totalLimit) {
    context.addIssue({ code: 'custom', path: ['perShopperLimit'], message: 'At most the total limit' });
  }
}

export const staffCouponCreateBodySchema = z
  .strictObject({ code: staffCouponCodeSchema, ...couponFields })
  .superRefine(checkAcross);
export type StaffCouponCreateBody = z.input<typeof staffCouponCreateBodySchema>;

export const staffCouponUpdateBodySchema = z
  .strictObject({
    version: z.int().min(1).describe('The version the changes were made from (from the coupon as it was opened)'),
    ...couponFields,
  })
  .superRefine(checkAcross);
export type StaffCouponUpdateBody = z.input<typeof staffCouponUpdateBodySchema>;

export const staffCouponSummarySchema = z.object({
  code: z.string(),
  kind: z.enum(COUPON_KINDS),
  value: z.int().positive().describe('Percent (1–100) or halalas'),
  minSubTotal: halalasSchema,
  validFrom: z.iso.datetime({ offset: true }).nullable(),
  validUntil: z.iso.datetime({ offset: true }).nullable(),
  totalLimit: z.int().positive().nullable(),
  perShopperLimit: z.int().positive().nullable(),
  tier: z.enum(TIERS).nullable(),
  description: localizedTextSchema,
  uses: z.int().nonnegative().describe('Orders (not cancelled) that used it'),
  state: z
    .enum(STAFF_COUPON_STATES)
    .describe('active: usable now; scheduled: not valid yet; expired: past its end; used_up: its total limit reached'),
  /** Grows by one with every change: a save names the version it was made from. */
  version: z.int().min(1),
});
export type StaffCouponSummary = z.output<typeof staffCouponSummarySchema>;

export const staffCouponListSchema = z.object({
  items: z.array(staffCouponSummarySchema),
  page: z.int().min(1),
  pageSize: z.int().min(1),
  total: z.int().nonnegative(),
  pageCount: z.int().nonnegative(),
});
export type StaffCouponList = z.output<typeof staffCouponListSchema>;

export const staffCouponUseSchema = z.object({
  orderNumber: z.string(),
  shopper: z.object({ email: z.string(), name: z.string() }),
  at: z.iso.datetime({ offset: true }),
  discount: halalasSchema,
});
export type StaffCouponUse = z.output<typeof staffCouponUseSchema>;

export const staffCouponSchema = staffCouponSummarySchema.extend({
  grants: z.int().nonnegative().describe('Shoppers it was given to (in their My Coupons)'),
  usesList: z.array(staffCouponUseSchema).describe('Its uses, newest first (the latest 200)'),
});
export type StaffCoupon = z.output<typeof staffCouponSchema>;

export const staffCouponGrantBodySchema = z.strictObject({
  emails: z.array(emailSchema).min(1, 'At least one e-mail address').max(500, 'At most 500 e-mail addresses at once'),
});
export type StaffCouponGrantBody = z.input<typeof staffCouponGrantBodySchema>;

export const staffCouponGrantSchema = z.object({
  granted: z.array(z.string()).describe('Shoppers it was given to now'),
  alreadyHad: z.array(z.string()).describe('Shoppers who had it already (unchanged)'),
  unknown: z.array(z.string()).describe('Addresses of no shopper: nothing was given'),
});
export type StaffCouponGrant = z.output<typeof staffCouponGrantSchema>;

/** A create names its attempt, as checkout does: a double submit answers the first one's coupon. */
export const staffCouponHeadersSchema = z.object({
  'idempotency-key': idempotencyKeySchema.describe(
    'Required. The same key and body answer the coupon the first request created (header `Idempotent-Replayed: true`) for at least 24 hours; the same key with another body answers 422',
  ),
});
