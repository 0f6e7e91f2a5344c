import { listMyRefills, listRefillProducts, type RefillProduct } from '@juicyin/contract';
import { refillAllowances } from '@juicyin/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../area.ts';
import type { CatalogueSnapshot } from '../catalogue/read-model.ts';
import { orderLines, orders, products } from '../db/schema.ts';
import { registerEndpoint } from '../http/route.ts';
import { slicePage } from '../http/pagination.ts';

/**
 * The juices offered for refill, by product id, in catalogue order: sold in Glass, with a refill
 * price below the lowest Glass price (PRODUCT.md §3 — a refill costs less than a new bottle).
 */
export function refillOffers(snapshot: CatalogueSnapshot): Map<number, RefillProduct> {
  const offers = new Map<number, RefillProduct>();
  for (const product of snapshot.products) {
    const refillPrice = product.detail.refillPrice;
    const glass = product.variants.filter((variant) => variant.material === 'glass').map((variant) => variant.price);
    if (refillPrice === null || glass.length === 0) continue;
    const glassPrice = Math.min(...glass);
    if (refillPrice < glassPrice) offers.set(product.id, { product: product.summary, glassPrice, refillPrice });
  }
  return offers;
}

export function refillRoutes(app: FastifyInstance, deps: Pick<AppDeps, 'db' | 'catalogue' | 'resolve'>): void {
  const { resolve } = deps;
  const { db, catalogue } = deps;

  registerEndpoint(app, listRefillProducts, resolve, async ({ query }) => {
    return slicePage([...refillOffers(await catalogue.snapshot()).values()], query);
  });

  registerEndpoint(app, listMyRefills, resolve, async ({ shopperId }) => {
    /*
     * Per product, over the shopper's order lines in Glass: units in delivered orders (a refill
     * comes in a glass too, so a delivered refill can be refilled again), and refills ordered in
     * orders not cancelled. A refill line is a Glass line at the product's refill price — no
     * other Glass line can cost that little, as the refill price is below every Glass price.
     */
    const rows = await db
      .select({
        productId: orderLines.productId,
        delivered: sql<number>`coalesce(sum(case when ${orders.status} = 'delivered' then ${orderLines.quantity} else 0 end), 0)::int`,
        ordered: sql<number>`coalesce(sum(case when ${orders.status} <> 'cancelled' and ${orderLines.unitPrice} = ${products.refillPrice} then ${orderLines.quantity} else 0 end), 0)::int`,
      })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .innerJoin(products, eq(products.id, orderLines.productId))
      .where(and(eq(orders.shopperId, shopperId), eq(orderLines.material, 'glass')))
      .groupBy(orderLines.productId)
      .orderBy(sql`min(${orders.placedAt})`, asc(orderLines.productId));

    const offers = refillOffers(await catalogue.snapshot());
    const delivered = new Map<string, number>();
    const ordered = new Map<string, number>();
    for (const row of rows) {
      if (row.delivered === 0) continue;
      delivered.set(String(row.productId), row.delivered);
      ordered.set(String(row.productId), row.ordered);
    }
    return {
      items: refillAllowances(delivered, ordered).flatMap((allowance) => {
        const offer = offers.get(Number(allowance.productId));
        if (!offer) return [];
        return [
          {
            ...offer,
            glassDelivered: allowance.glassDelivered,
            refillsOrdered: allowance.refillsOrdered,
            available: allowance.available,
          },
        ];
      }),
    };
  });
}
