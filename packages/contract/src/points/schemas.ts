import { z } from 'zod';
import { multilineText } from '../common/text.ts';
import { pageQuery } from '../common/schemas.ts';
import { pointTypeSchema } from '../account/schemas.ts';

export const tierSchema = z.enum(['silver', 'gold', 'diamond']);
export type Tier = z.output<typeof tierSchema>;

export const pointsSummarySchema = z.object({
  balance: z.int().describe('The sum of the ledger'),
  available: z.int().nonnegative().describe('Points that may be redeemed now (unexpired lots)'),
  expiringSoon: z.int().nonnegative().describe('Points expiring within the next 30 days'),
  nextExpiry: z.object({ at: z.iso.datetime(), points: z.int().positive() }).nullable(),
  tier: tierSchema,
  /** Order points per SAR 1 at this tier. */
  tierMultiplier: z.int().positive(),
  earnedLastYear: z.int().nonnegative().describe('Points earned in the last 365 days: they decide the tier'),
  nextTier: z.object({ tier: tierSchema, pointsNeeded: z.int().positive() }).nullable(),
  bonusEventActive: z.boolean().describe("A Bonus Points Event for the shopper's tier runs now (order points x2)"),
  surveyAnswered: z.boolean().describe('The "Tell us" survey is answered (20 points, once)'),
});
export type PointsSummary = z.output<typeof pointsSummarySchema>;

export const pointsHistoryQuerySchema = z.strictObject({
  page: pageQuery.page,
  pageSize: z.coerce.number().int().min(1).max(60).default(20),
});

export const pointsHistoryEntrySchema = z.object({
  id: z.uuid(),
  at: z.iso.datetime(),
  type: pointTypeSchema,
  amount: z.int().describe('Signed: credits positive, redemptions and expiries negative'),
  expiresAt: z.iso.datetime().nullable(),
  orderNumber: z.string().nullable(),
});
export type PointsHistoryEntry = z.output<typeof pointsHistoryEntrySchema>;

export const pointsHistorySchema = z.object({
  items: z.array(pointsHistoryEntrySchema),
  page: z.int().min(1),
  pageSize: z.int().min(1),
  total: z.int().nonnegative(),
  pageCount: z.int().nonnegative(),
});
export type PointsHistory = z.output<typeof pointsHistorySchema>;

export const referralSchema = z.object({
  code: z.string().describe("The shopper's referral code, to share with friends"),
  referredCount: z.int().nonnegative().describe('Friends who registered with the code'),
  rewardedCount: z.int().nonnegative().describe('Friends whose first order was delivered (100 points each)'),
  pointsPerReferral: z.int().positive(),
});
export type Referral = z.output<typeof referralSchema>;

const rating = z.int().min(1, 'Choose 1 to 5').max(5, 'Choose 1 to 5');

/** The "Tell us" feedback survey. */
export const surveyBodySchema = z.strictObject({
  satisfaction: rating,
  recommend: rating.describe('How likely the shopper is to recommend Juicyin (1–5)'),
  favouriteCategory: z.enum(['fruit-juice', 'smoothies', 'detox', 'ice-cream', 'other']),
  comment: multilineText().trim().max(1000, 'At most 1000 characters').default(''),
});
export type SurveyBody = z.input<typeof surveyBodySchema>;

export const surveyResponseSchema = z.object({ pointsCredited: z.int().nonnegative() });
