import { listMyCoupons } from '@juicyin/contract';
import { checkCoupon, halalas } from '@juicyin/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../area.ts';
import type { Row } from '../db/rows.ts';
import type { couponGrants } from '../db/schema.ts';
import { registerEndpoint } from '../http/route.ts';
import { query } from '../orders/sql.ts';
import { shopperTier } from '../checkout/pricing-inputs.ts';
import { type CouponRow, domainCoupon, grantCoupon, grantSaverCoupons, TIER_COUPONS } from './coupons.ts';

export function couponRoutes(app: FastifyInstance, deps: Pick<AppDeps, 'db' | 'resolve' | 'clock'>): void {
  const { db, resolve } = deps;

  registerEndpoint(app, listMyCoupons, resolve, async ({ shopperId }) => {
    const now = deps.clock();
    const tier = await shopperTier(db, shopperId, now);
    // Holding a tier gives its coupon (kept once given).
    const tierCoupon = TIER_COUPONS[tier];
    if (tierCoupon !== undefined) await grantCoupon(db, shopperId, tierCoupon, now);
    // So does a Super Saver window for the tier, upcoming or running (PRODUCT.md §5).
    await grantSaverCoupons(db, shopperId, tier, now);
    const rows = await query<CouponRow & Pick<Row<typeof couponGrants>, 'granted_at'> & { used: number }>(
      db,
      sql`select c.*, g.granted_at,
                 (select count(*)::int from coupon_redemptions r where r.coupon_id = c.id and r.shopper_id = g.shopper_id)
                   as used
          from coupon_grants g join coupons c on c.id = g.coupon_id
          where g.shopper_id = ${shopperId} order by g.granted_at, c.code`,
    );
    return {
      items: rows.map((row) => {
        const usesLeft = row.per_shopper_limit === null ? null : Math.max(0, row.per_shopper_limit - row.used);
        // Usable now by the domain's rules (the minimum sub total is checked at checkout).
        const check = checkCoupon({
          code: row.code,
          coupons: [domainCoupon(row)],
          subTotal: halalas(row.min_sub_total),
          now,
          shopperTier: tier,
          usesTotal: row.uses,
          usesByShopper: row.used,
        });
        return {
          code: row.code,
          kind: row.kind,
          value: row.value,
          minSubTotal: row.min_sub_total,
          validFrom: row.valid_from === null ? null : new Date(row.valid_from).toISOString(),
          validUntil: row.valid_until === null ? null : new Date(row.valid_until).toISOString(),
          tier: row.tier,
          description: { en: row.description_en, ar: row.description_ar },
          grantedAt: new Date(row.granted_at).toISOString(),
          usesLeft,
          usable: check.ok,
        };
      }),
    };
  });
}
