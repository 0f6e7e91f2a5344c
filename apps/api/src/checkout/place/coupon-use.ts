import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../database.ts';
import type { Row } from '../../db/rows.ts';
import type { coupons } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { query } from '../../orders/sql.ts';

/**
 * Counts one use of the coupon in the order transaction (its row is locked until the commit), so
 * its total limit holds under concurrency: 409 coupon_rejected 'used_up' when the limit is reached.
 */
export async function countCouponUse(tx: Database, couponId: number): Promise<void> {
  const counted = await query<Pick<Row<typeof coupons>, 'uses'>>(
    tx,
    sql`update coupons set uses = uses + 1
        where id = ${couponId} and (total_limit is null or uses < total_limit) returning uses`,
  );
  if (counted.length === 0) {
    throw new HttpError(409, 'coupon_rejected', 'This coupon has been used up', { couponCode: 'used_up' });
  }
}

/** The statement recording which order redeemed the coupon (written with the order's other records). */
export function couponRedemptionStatement(redemption: {
  couponId: number;
  shopperId: string;
  orderId: string;
  at: Date;
}): SQL {
  return sql`insert into coupon_redemptions (coupon_id, shopper_id, order_id, at)
             values (${redemption.couponId}, ${redemption.shopperId}, ${redemption.orderId}, ${redemption.at})`;
}
