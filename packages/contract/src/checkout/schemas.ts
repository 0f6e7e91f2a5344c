import { COUPON_REJECTIONS, POINTS_PER_REDEMPTION_STEP, TIERS } from '@juicyin/domain';
import { z } from 'zod';
import { lineText } from '../common/text.ts';
import { deliverySchema } from '../addresses/schemas.ts';
import { materialSchema, sizeSchema } from '../catalogue/schemas.ts';
import { halalasSchema, idSchema, localizedTextSchema, skuSchema, slugSchema } from '../common/schemas.ts';

export const paymentMethodSchema = z
  .enum(['card', 'cod'])
  .describe('How the rest is paid: by card or cash on delivery');

const pointsToRedeemSchema = z
  .int()
  .min(0)
  .max(10_000_000)
  .multipleOf(POINTS_PER_REDEMPTION_STEP, `Points are redeemed in multiples of ${String(POINTS_PER_REDEMPTION_STEP)}`)
  .describe('Points to redeem (multiples of 50; 50 points = SAR 1.30)');

const walletAmountSchema = z.int().min(0).max(100_000_000).describe('Store credit to use, in halalas');

const couponCodeSchema = lineText().trim().min(1, 'Enter a coupon code').max(40, 'At most 40 characters');

/** What the shopper chose at checkout; the bag is the server's. */
export const quoteBodySchema = z.strictObject({
  addressId: idSchema.nullable().default(null).describe('The chosen delivery address (null: not chosen yet)'),
  couponCode: couponCodeSchema.nullable().default(null),
  pointsToRedeem: pointsToRedeemSchema.default(0),
  walletAmount: walletAmountSchema.default(0),
  paymentMethod: paymentMethodSchema.default('card'),
});
export type QuoteInput = z.input<typeof quoteBodySchema>;

/** The breakdown of PRODUCT.md §4, in halalas (points as points). */
export const totalsSchema = z.object({
  subTotal: halalasSchema,
  couponDiscount: halalasSchema,
  pointsRedeemed: z.int().nonnegative(),
  pointDiscount: halalasSchema,
  codFee: halalasSchema,
  shipping: halalasSchema,
  walletApplied: halalasSchema,
  vat: halalasSchema.describe('VAT (15 %) contained in what is charged before wallet credit'),
  grandTotal: halalasSchema.describe('What is left to pay by card or cash'),
  pointsEarned: z.int().nonnegative().describe('"Reward N points", credited on delivery'),
});
export type Totals = z.output<typeof totalsSchema>;

export const couponRejectionSchema = z.enum(COUPON_REJECTIONS);

export const quoteCouponSchema = z.discriminatedUnion('accepted', [
  z.object({
    accepted: z.literal(true),
    code: z.string(),
    discount: halalasSchema,
    description: localizedTextSchema,
  }),
  z.object({
    accepted: z.literal(false),
    code: z.string(),
    reason: couponRejectionSchema,
    message: z.string().describe('Why the code cannot be used, in English'),
  }),
]);

export const quoteLineSchema = z.object({
  sku: skuSchema,
  slug: slugSchema,
  name: localizedTextSchema,
  image: z.string(),
  material: materialSchema,
  size: sizeSchema,
  quantity: z.int().min(1).max(99),
  unitPrice: halalasSchema,
  priceWhenAdded: halalasSchema
    .nullable()
    .describe(
      'The unit price when the shopper put this line in the bag, when it has changed since (the line is charged unitPrice); null when it has not',
    ),
  lineTotal: halalasSchema,
  available: z.boolean().describe('Enough units are in stock for this quantity'),
});

export const checkoutProblemSchema = z.enum([
  'empty_bag',
  'out_of_stock',
  'no_address',
  'address_incomplete',
  'not_deliverable',
  'cod_unavailable',
  'coupon_rejected',
]);

export const quoteSchema = z.object({
  lines: z.array(quoteLineSchema),
  totals: totalsSchema,
  limits: z.object({
    maxRedeemablePoints: z.int().nonnegative().describe('The most points this order can take (multiple of 50)'),
    maxWalletAmount: halalasSchema.describe('The most store credit this order can take'),
    pointsAvailable: z.int().nonnegative().describe('Spendable points now (unexpired lots)'),
    walletAvailable: halalasSchema.describe('Available store credit now'),
  }),
  coupon: quoteCouponSchema.nullable(),
  delivery: deliverySchema.nullable().describe('Deliverability of the chosen address (null when none is chosen)'),
  cashOnDelivery: z.object({
    available: z.boolean(),
    fee: halalasSchema,
    reason: localizedTextSchema.nullable().describe('Why cash on delivery is unavailable'),
  }),
  paymentMethod: paymentMethodSchema,
  tier: z.enum(TIERS),
  /** Everything that stops the order being placed as chosen; empty when it can be placed. */
  problems: z.array(checkoutProblemSchema),
});
export type Quote = z.output<typeof quoteSchema>;

const currentYear = new Date().getUTCFullYear();

/** Card details: sent once to be charged; only brand, last four, name and expiry are kept. */
export const cardSchema = z.strictObject({
  number: lineText()
    .trim()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, 'A card number is 12 to 19 digits')),
  holderName: lineText().trim().min(1, 'Required').max(80, 'At most 80 characters'),
  expiryMonth: z.int().min(1, 'A month is 1 to 12').max(12, 'A month is 1 to 12'),
  expiryYear: z
    .int()
    .min(2000, 'Use the four-digit year')
    .max(currentYear + 30, 'The year is too far ahead'),
  cvv: z.string().regex(/^\d{3,4}$/, 'The security code is 3 digits (4 on American Express)'),
});
export type CardInput = z.input<typeof cardSchema>;

export const placeOrderBodySchema = z.strictObject({
  addressId: idSchema,
  couponCode: couponCodeSchema.nullable().default(null),
  pointsToRedeem: pointsToRedeemSchema.default(0),
  walletAmount: walletAmountSchema.default(0),
  paymentMethod: paymentMethodSchema,
  card: cardSchema.nullable().default(null).describe('Required when paying by card and something is left to pay'),
  expectedGrandTotal: halalasSchema
    .optional()
    .describe('The grand total the shopper was shown; a different total on the server answers 409 price_changed'),
});
export type PlaceOrderInput = z.input<typeof placeOrderBodySchema>;

/** 1–255 printable ASCII characters, e.g. a UUID the client makes once per checkout attempt. */
export const idempotencyKeySchema = z
  .string()
  .min(1)
  .max(255)
  .regex(/^[\x21-\x7e]+$/, 'Printable characters without spaces');

export const placeOrderHeadersSchema = z.object({
  'idempotency-key': idempotencyKeySchema.describe(
    'Required. The same key and body replay the first answer for at least 24 hours; the same key with another body answers 422',
  ),
});
