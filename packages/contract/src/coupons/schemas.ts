import { TIERS } from '@juicyin/domain';
import { z } from 'zod';
import { halalasSchema, localizedTextSchema } from '../common/schemas.ts';

export const myCouponSchema = z.object({
  code: z.string(),
  kind: z.enum(['percent', 'fixed']),
  value: z.int().positive().describe('Percent (1–100) or halalas'),
  minSubTotal: halalasSchema,
  validFrom: z.iso.datetime().nullable(),
  validUntil: z.iso.datetime().nullable(),
  tier: z.enum(TIERS).nullable(),
  description: localizedTextSchema,
  grantedAt: z.iso.datetime(),
  usesLeft: z.int().nonnegative().nullable().describe('Uses left for this shopper (null: unlimited)'),
  usable: z.boolean().describe('Valid now, not used up, and for the shopper’s tier'),
});
export type MyCoupon = z.output<typeof myCouponSchema>;

export const myCouponsSchema = z.object({ items: z.array(myCouponSchema) });
export type MyCoupons = z.output<typeof myCouponsSchema>;
