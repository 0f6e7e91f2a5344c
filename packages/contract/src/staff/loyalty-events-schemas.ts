import { EVENT_KINDS, isCalendarDate, TIERS } from '@juicyin/domain';
import { z } from 'zod';
import { idempotencyKeySchema } from '../checkout/schemas.ts';
import { halalasSchema, localizedTextSchema, shortText } from '../common/schemas.ts';
import { COUPON_KINDS, couponDiscountFields, PERCENT_MESSAGE, staffCouponCodeSchema } from './coupons-schemas.ts';

// Bonus Points Events and Super Saver days as staff schedule them (issue 21, PRODUCT.md §5):
// windows of whole Riyadh days per tier. The allowance per calendar year (Gold 2, Diamond 3 of
// each kind, Silver none) and the other rules are the domain's `checkEventWindow`. A Super Saver
// window gives its tier a coupon (the window owns it): staff set its discount, and the API makes a
// coupon valid exactly over the window, for the window's tier, once per shopper, checked at
// checkout by the domain's `checkCoupon` as every coupon is.

/** The years the screen can show: the shop's first year to a few years ahead. */
export const LOYALTY_EVENT_YEARS = { min: 2024, max: 2100 } as const;

export const LOYALTY_EVENT_STATES = ['scheduled', 'running', 'past'] as const;

/** The refusals a window can get from the schedule's rules (422), as the domain names them. */
export const LOYALTY_EVENT_REFUSALS = [
  'ends_before_start',
  'window_crosses_year',
  'starts_in_past',
  'silver_not_eligible',
  'tier_year_limit',
  'windows_overlap',
] as const;
export type LoyaltyEventRefusal = (typeof LOYALTY_EVENT_REFUSALS)[number];

const calendarDate = z
  .string('A date')
  .refine(isCalendarDate, 'A date such as 2026-11-22')
  .describe('A Riyadh calendar date, YYYY-MM-DD');

export const staffLoyaltyEventsQuerySchema = z.strictObject({
  year: z.coerce
    .number()
    .int('A year such as 2026')
    .min(LOYALTY_EVENT_YEARS.min, 'A year such as 2026')
    .max(LOYALTY_EVENT_YEARS.max, 'A year such as 2026')
    .describe('The calendar year (Riyadh) the windows start in'),
});
export type StaffLoyaltyEventsQuery = z.input<typeof staffLoyaltyEventsQuerySchema>;

export const staffLoyaltyEventParamsSchema = z.strictObject({
  id: z.coerce
    .number()
    .int()
    .min(1)
    .max(2_147_483_647, 'No such window')
    .describe("The window's id (a database integer)"),
});

/** The field messages of a window's coupon rules (the form says them in the page's language). */
export const SAVER_COUPON_MESSAGES = {
  needed: 'A Super Saver day gives a coupon: set its discount',
  notForBonus: 'A Bonus Points Event gives no coupon',
  oneTier: 'A Super Saver coupon is for one tier: choose Gold or Diamond',
} as const;

/** A Super Saver window's coupon as staff change it: what it takes off and from which sub total. */
const saverCouponSchema = z
  .strictObject(couponDiscountFields)
  .describe("The Super Saver coupon's discount; its dates, tier and limit (1 per shopper) follow the window");

/** As staff first set it: the code may be chosen (else the API makes one, `SAVER-GOLD-12`); it never changes. */
const saverCouponCreateSchema = z
  .strictObject({
    code: staffCouponCodeSchema
      .optional()
      .describe('The code shoppers type (case-insensitive); left out: SAVER-<TIER>-<window id>'),
    ...couponDiscountFields,
  })
  .describe(
    'The Super Saver coupon: its discount and optionally its code; its dates, tier and limit (1 per shopper) follow the window',
  );

const windowFields = {
  kind: z
    .enum(EVENT_KINDS)
    .describe('bonus-points: order points x2; super-saver: a coupon for the tier, valid over the window'),
  name: z.strictObject({ en: shortText(80), ar: shortText(80) }).describe('The name shoppers see'),
  tier: z.enum(TIERS).nullable().describe('The tier it is for; null: Gold and Diamond (Silver gets none)'),
  startDate: calendarDate.describe('The first Riyadh day of the window'),
  endDate: calendarDate.describe('The last Riyadh day of the window (included)'),
};

type WindowFields = z.output<z.ZodObject<typeof windowFields>> & {
  readonly coupon: { readonly kind: string; readonly value: number } | null;
};

/**
 * The checks across fields, each at the field staff correct: the end not before the start, and a
 * coupon for a Super Saver window (for one tier) and none for a Bonus Points Event. The rules that
 * need the schedule are the API's.
 */
function checkAcross(window: WindowFields, context: z.core.$RefinementCtx<WindowFields>): void {
  if (window.endDate < window.startDate) {
    context.addIssue({ code: 'custom', path: ['endDate'], message: 'On or after the first day' });
  }
  if (window.kind === 'super-saver') {
    if (window.coupon === null) {
      context.addIssue({ code: 'custom', path: ['coupon'], message: SAVER_COUPON_MESSAGES.needed });
    } else if (window.coupon.kind === 'percent' && window.coupon.value > 100) {
      context.addIssue({ code: 'custom', path: ['coupon', 'value'], message: PERCENT_MESSAGE });
    }
    if (window.tier === null) {
      context.addIssue({ code: 'custom', path: ['tier'], message: SAVER_COUPON_MESSAGES.oneTier });
    }
  } else if (window.coupon !== null) {
    context.addIssue({ code: 'custom', path: ['coupon'], message: SAVER_COUPON_MESSAGES.notForBonus });
  }
}

export const staffLoyaltyEventCreateBodySchema = z
  .strictObject({ ...windowFields, coupon: saverCouponCreateSchema.nullable().default(null) })
  .superRefine(checkAcross);
export type StaffLoyaltyEventCreateBody = z.input<typeof staffLoyaltyEventCreateBodySchema>;

export const staffLoyaltyEventUpdateBodySchema = z
  .strictObject({
    version: z.int().min(1).describe('The version the changes were made from (from the list as it was read)'),
    ...windowFields,
    coupon: saverCouponSchema.nullable().default(null),
  })
  .superRefine(checkAcross);
export type StaffLoyaltyEventUpdateBody = z.input<typeof staffLoyaltyEventUpdateBodySchema>;

export const staffLoyaltyEventSchema = z.object({
  id: z.int().positive(),
  kind: z.enum(EVENT_KINDS),
  name: localizedTextSchema,
  tier: z.enum(TIERS).nullable(),
  startDate: z.string().describe('The first Riyadh day'),
  endDate: z.string().describe('The last Riyadh day (included)'),
  startsAt: z.iso.datetime({ offset: true }).describe('Its start: the first day’s Riyadh midnight'),
  endsAt: z.iso.datetime({ offset: true }).describe('Its end (exclusive): the Riyadh midnight after the last day'),
  state: z.enum(LOYALTY_EVENT_STATES).describe('scheduled: not started (can be changed or removed); running; past'),
  coupon: z
    .object({
      code: z.string(),
      kind: z.enum(COUPON_KINDS),
      value: z.int().positive().describe('Percent (1–100) or halalas'),
      minSubTotal: halalasSchema,
    })
    .nullable()
    .describe("A Super Saver window's coupon (valid over the window, for its tier, once per shopper); null: none"),
  /** Grows by one with every change: a save names the version it was made from. */
  version: z.int().min(1),
});
export type StaffLoyaltyEvent = z.output<typeof staffLoyaltyEventSchema>;

export const loyaltyEventAllowanceSchema = z.object({
  kind: z.enum(EVENT_KINDS),
  tier: z.enum(TIERS),
  limit: z.int().nonnegative().describe('Windows of this kind the tier gets in the year'),
  used: z.int().nonnegative().describe('Windows scheduled (a window for every tier counts for each)'),
  left: z.int().nonnegative(),
});
export type LoyaltyEventAllowance = z.output<typeof loyaltyEventAllowanceSchema>;

export const staffLoyaltyEventsSchema = z.object({
  year: z.int(),
  today: z.string().describe("Today's Riyadh date: windows may start from it on"),
  items: z.array(staffLoyaltyEventSchema).describe('The windows starting in the year, by first day'),
  allowances: z.array(loyaltyEventAllowanceSchema).describe('Each eligible tier’s allowance of each kind'),
});
export type StaffLoyaltyEvents = z.output<typeof staffLoyaltyEventsSchema>;

/** A create names its attempt, as coupon create does: a double submit answers the first one's window. */
export const staffLoyaltyEventHeadersSchema = z.object({
  'idempotency-key': idempotencyKeySchema.describe(
    'Required. The same key and body answer the window the first request created (header `Idempotent-Replayed: true`) for at least 24 hours; the same key with another body answers 422',
  ),
});
