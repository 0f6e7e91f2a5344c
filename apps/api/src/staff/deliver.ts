import { POINTS_FOR_REFERRAL, riyadhDate } from '@juicyin/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { coPurchases, orderLines, productSales, shoppers } from '../db/schema.ts';
import { creditPoints } from '../points/ledger.ts';

export interface DeliveredOrder {
  readonly id: string;
  readonly shopperId: string;
  readonly pointsEarned: number;
}

export interface DeliveryCredits {
  /** Order points credited to the shopper now (0 when the order earns none or was credited before). */
  readonly orderPoints: number;
  /** The referrer credited 100 points for this friend's first delivered order, if any. */
  readonly referral: { readonly referrerId: string; readonly points: number } | undefined;
}

function isoDay(at: Date): string {
  const { year, month, day } = riyadhDate(at);
  return `${String(year)}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * What a delivery sets off, inside the transaction that marks the order Delivered: the order's
 * points (once: points_ledger_order_once), units sold per Riyadh day ("Top selling"), the pairs of
 * products bought together ("Customer also Shopped for"), and 100 points to the friend who
 * referred the shopper, on the shopper's first delivered order (once per friend:
 * points_ledger_once_per_reference). The caller invalidates the catalogue read model after commit.
 */
export async function creditDelivery(tx: Database, order: DeliveredOrder, now: Date): Promise<DeliveryCredits> {
  const orderPoints =
    order.pointsEarned > 0 ? await creditPoints(tx, order.shopperId, 'order', order.pointsEarned, now, order.id) : 0;

  const lines = await tx
    .select({ productId: orderLines.productId, quantity: orderLines.quantity })
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id));
  const units = new Map<number, number>();
  for (const line of lines) units.set(line.productId, (units.get(line.productId) ?? 0) + line.quantity);
  const day = isoDay(now);
  // In product order, so that concurrent deliveries lock the same rows in the same order.
  const products = [...units.keys()].sort((a, b) => a - b);
  for (const productId of products) {
    await tx
      .insert(productSales)
      .values({ productId, day, units: units.get(productId) ?? 0 })
      .onConflictDoUpdate({
        target: [productSales.productId, productSales.day],
        set: { units: sql`${productSales.units} + excluded.units` },
      });
  }
  for (const productId of products) {
    for (const otherProductId of products) {
      if (productId === otherProductId) continue;
      await tx
        .insert(coPurchases)
        .values({ productId, otherProductId, orders: 1 })
        .onConflictDoUpdate({
          target: [coPurchases.productId, coPurchases.otherProductId],
          set: { orders: sql`${coPurchases.orders} + 1` },
        });
    }
  }

  const [shopper] = await tx
    .select({ referredBy: shoppers.referredBy })
    .from(shoppers)
    .where(eq(shoppers.id, order.shopperId));
  let referral: DeliveryCredits['referral'];
  if (shopper?.referredBy) {
    // The friend's first delivered order credits the referrer; later ones find the row there.
    const points = await creditPoints(tx, shopper.referredBy, 'referral', POINTS_FOR_REFERRAL, now, order.shopperId);
    if (points > 0) referral = { referrerId: shopper.referredBy, points };
  }
  return { orderPoints, referral };
}
