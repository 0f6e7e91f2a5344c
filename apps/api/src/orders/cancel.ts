import { canCancel, type OrderStatus, SHOPPER_CANCEL_TEXT, STANDARD_EVENT_TEXT } from '@juicyin/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import type { Row } from '../db/rows.ts';
import type { couponRedemptions, orderLines, orders, variants } from '../db/schema.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { recordOrderEvent } from './events.ts';
import { returnOrderPoints } from '../points/redeem.ts';
import { refundOrderToWallet } from '../wallet/order-payments.ts';
import { query } from './sql.ts';

export interface CancelOrderInput {
  readonly orderId: string;
  /** The shopper may cancel while Placed; staff until it ships (Placed or Processing). */
  readonly by: 'shopper' | 'staff';
  /** Recorded on the shipment event when staff cancel. */
  readonly staffId?: string | undefined;
  /** When set, the order must be this shopper's (a 404 otherwise, like an unknown order). */
  readonly shopperId?: string | undefined;
  readonly now: Date;
  /** Told when a variant comes back into stock, so the catalogue read model shows it again. */
  readonly catalogue?: { invalidate(): Promise<void> } | undefined;
}

export interface CancelOrderResult {
  readonly orderId: string;
  readonly number: string;
  readonly previousStatus: OrderStatus;
  /** Pending wallet refunds written: the card part (withdrawable) and the credit part. */
  readonly refunded: { readonly card: number; readonly wallet: number };
  readonly pointsReturned: number;
}

export const notCancellable = (status: string, by: 'shopper' | 'staff') =>
  new HttpError(
    409,
    'not_cancellable',
    status === 'cancelled'
      ? 'This order is already cancelled'
      : by === 'shopper'
        ? 'An order can be cancelled only while it is Placed; contact us to stop it'
        : 'An order can be cancelled only until it ships (Placed or Processing)',
  );

type OrderRow = Pick<
  Row<typeof orders>,
  'id' | 'number' | 'shopper_id' | 'status' | 'payment_method' | 'grand_total' | 'wallet_applied' | 'coupon_id'
>;

/**
 * Cancels an order in one transaction, with the same locks as placing one (the shopper row first,
 * then the order, variants in ascending id, the coupon): checks the domain's status rule for who
 * cancels, marks it cancelled, puts the stock back, gives the coupon use back, returns redeemed
 * points (original expiry or 30 days, whichever is later), refunds the card and credit parts to
 * the wallet as pending refunds, adds a 'cancelled' shipment event and the live streams' event. Throws 404 for an unknown
 * order (or another shopper's) and 409 `not_cancellable` when the status does not allow it.
 */
export async function cancelOrder(db: Database, input: CancelOrderInput): Promise<CancelOrderResult> {
  const changed = { backInStock: false };
  const result = await db.transaction(async (tx) => {
    const [owner] = await query<Pick<Row<typeof orders>, 'shopper_id'>>(
      tx,
      sql`select shopper_id from orders where id = ${input.orderId}`,
    );
    if (!owner || (input.shopperId !== undefined && owner.shopper_id !== input.shopperId)) {
      throw notFound('You have no order with this number');
    }
    await tx.execute(sql`select id from shoppers where id = ${owner.shopper_id} for update`);
    const [order] = await query<OrderRow>(
      tx,
      sql`select id, number, shopper_id, status, payment_method, grand_total, wallet_applied, coupon_id
          from orders where id = ${input.orderId} for update`,
    );
    if (!order) throw notFound('You have no order with this number');
    if (!canCancel(order.status, input.by)) throw notCancellable(order.status, input.by);

    await tx.execute(
      sql`update orders set status = 'cancelled', cancelled_at = ${input.now}, cancelled_by = ${input.by}
          where id = ${order.id}`,
    );
    const lines = await query<Pick<Row<typeof orderLines>, 'variant_id' | 'quantity'>>(
      tx,
      sql`select variant_id, sum(quantity)::int as quantity from order_lines where order_id = ${order.id}
          group by variant_id order by variant_id`,
    );
    for (const line of lines) {
      const [variant] = await query<Pick<Row<typeof variants>, 'stock'>>(
        tx,
        sql`update variants set stock = stock + ${line.quantity} where id = ${line.variant_id} returning stock`,
      );
      if (variant && variant.stock === line.quantity) changed.backInStock = true;
    }
    if (order.coupon_id !== null) {
      const removed = await query<Pick<Row<typeof couponRedemptions>, 'coupon_id'>>(
        tx,
        sql`delete from coupon_redemptions where order_id = ${order.id} returning coupon_id`,
      );
      if (removed.length > 0) {
        await tx.execute(sql`update coupons set uses = uses - 1 where id = ${order.coupon_id} and uses > 0`);
      }
    }
    const pointsReturned = await returnOrderPoints(tx, {
      shopperId: order.shopper_id,
      orderNumber: order.number,
      now: input.now,
    });
    const refunded = await refundOrderToWallet(tx, {
      shopperId: order.shopper_id,
      orderId: order.id,
      orderNumber: order.number,
      card: order.payment_method === 'card' ? order.grand_total : 0,
      wallet: order.wallet_applied,
      now: input.now,
    });
    const cancelText = input.by === 'staff' ? STANDARD_EVENT_TEXT.cancelled : SHOPPER_CANCEL_TEXT;
    await tx.execute(
      sql`insert into shipment_events (order_id, status, location, text_en, text_ar, at, staff_id)
          values (${order.id}, 'cancelled', 'Riyadh',
                  ${cancelText.en}, ${cancelText.ar},
                  ${input.now}, ${input.staffId ?? null})`,
    );
    // Last: the live streams' event (the caller tells the streams after the commit).
    await recordOrderEvent(tx, {
      orderId: order.id,
      number: order.number,
      kind: 'cancelled',
      status: 'cancelled',
      at: input.now,
    });
    return {
      orderId: order.id,
      number: order.number,
      previousStatus: order.status,
      refunded,
      pointsReturned,
    };
  });
  if (changed.backInStock) await input.catalogue?.invalidate();
  return result;
}
