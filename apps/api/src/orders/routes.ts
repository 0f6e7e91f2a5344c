import {
  cancelOrder as cancelOrderEndpoint,
  getInvoice,
  getOrder,
  listOrders,
  type OrderEvent,
  reorder,
  streamOrderEvents,
  type ReorderUnavailableReason,
  trackOrder,
} from '@juicyin/contract';
import { type CartLine, reorder as reorderLines } from '@juicyin/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../area.ts';
import type { Row } from '../db/rows.ts';
import type { bagLines, orderLines as orderLinesTable, variants } from '../db/schema.ts';
import { registerStreamEndpoint } from '../http/stream-route.ts';
import { registerEndpoint } from '../http/route.ts';
import { notifyPointsChange } from '../points/notify.ts';
import { cancelOrder } from './cancel.ts';
import { latestOrderEventSeq, orderEventsAfter } from './events.ts';
import { query } from './sql.ts';
import { orderInvoice } from './invoice.ts';
import { findShopperOrder, orderDetail, type OrderRow, orderSummaries, orderTracking } from './view.ts';
import { pageOf, pageWindow } from '../http/pagination.ts';

export function orderRoutes(
  app: FastifyInstance,
  deps: Pick<AppDeps, 'db' | 'catalogue' | 'resolve' | 'mailer' | 'clock' | 'shopUrl' | 'orderEvents'>,
): void {
  const { db, catalogue, resolve } = deps;

  registerEndpoint(app, listOrders, resolve, async ({ query: page, shopperId }) => {
    const { limit, offset } = pageWindow(page);
    const [count] = await query<{ total: number }>(
      db,
      sql`select count(*)::int as total from orders where shopper_id = ${shopperId}`,
    );
    const rows = await query<OrderRow>(
      db,
      sql`select * from orders where shopper_id = ${shopperId} order by placed_at desc, number desc
          limit ${limit} offset ${offset}`,
    );
    return pageOf(await orderSummaries(db, rows), page, count?.total ?? 0);
  });

  registerEndpoint(app, getOrder, resolve, async ({ params, shopperId }) =>
    orderDetail(db, await findShopperOrder(db, shopperId, params.number)),
  );

  registerEndpoint(app, getInvoice, resolve, async ({ params, shopperId }) =>
    orderInvoice(db, await findShopperOrder(db, shopperId, params.number)),
  );

  registerEndpoint(app, trackOrder, resolve, async ({ params, shopperId }) =>
    orderTracking(db, await findShopperOrder(db, shopperId, params.number)),
  );

  registerEndpoint(app, cancelOrderEndpoint, resolve, async ({ params, shopperId, request }) => {
    const order = await findShopperOrder(db, shopperId, params.number);
    const result = await cancelOrder(db, {
      orderId: order.id,
      by: 'shopper',
      shopperId,
      now: deps.clock(),
      catalogue,
    });
    deps.orderEvents.published().catch((error: unknown) => {
      request.log.error({ err: error }, 'the live order streams were not told of a cancel');
    });
    // The points balance update e-mail (when the shopper keeps it on) for the points given back.
    notifyPointsChange(db, deps.mailer, deps.shopUrl(request), shopperId, result.pointsReturned, 'returned').catch(
      (error: unknown) => request.log.error({ err: error }, 'the points balance e-mail was not sent'),
    );
    return orderDetail(db, await findShopperOrder(db, shopperId, params.number));
  });

  registerEndpoint(app, reorder, resolve, async ({ params, shopperId }) => {
    const order = await findShopperOrder(db, shopperId, params.number);
    const snapshot = await catalogue.snapshot();
    const orderLines = await query<
      Pick<Row<typeof orderLinesTable>, 'quantity' | 'name_en' | 'name_ar'> & {
        sku: Row<typeof variants>['sku'] | null;
      }
    >(
      db,
      sql`select v.sku, l.quantity, l.name_en, l.name_ar from order_lines l left join variants v on v.id = l.variant_id
          where l.order_id = ${order.id} order by l.position`,
    );
    const bagRows = await query<Pick<Row<typeof variants>, 'sku'> & Pick<Row<typeof bagLines>, 'quantity'>>(
      db,
      sql`select v.sku, b.quantity from bag_lines b join variants v on v.id = b.variant_id
          where b.shopper_id = ${shopperId}`,
    );
    // Why a line cannot go back in the bag: its variant left the catalogue (no SKU any more) or is out of stock.
    const reasonOf = (sku: string | null): ReorderUnavailableReason | null => {
      const entry = sku === null ? undefined : snapshot.bySku.get(sku);
      if (!entry) return 'no_longer_sold';
      return entry.variant.inStock ? null : 'out_of_stock';
    };
    const lines: CartLine[] = orderLines.flatMap((line) =>
      line.sku === null ? [] : [{ sku: line.sku, quantity: line.quantity }],
    );
    const result = reorderLines(bagRows, lines, (sku) => reasonOf(sku) === null);
    const unavailable = new Set(result.unavailable);
    const added = lines.filter((line) => !unavailable.has(line.sku));
    const touched = new Set(added.map((line) => line.sku));
    await db.transaction(async (tx) => {
      for (const line of result.bag) {
        const variantId = snapshot.bySku.get(line.sku)?.variant.id;
        if (!touched.has(line.sku) || variantId === undefined) continue;
        await tx.execute(
          sql`insert into bag_lines (shopper_id, variant_id, quantity, price_when_added)
              select ${shopperId}, id, ${line.quantity}, price from variants where id = ${variantId}
              on conflict (shopper_id, variant_id) do update set quantity = excluded.quantity`,
        );
      }
    });
    return {
      added,
      unavailable: orderLines.flatMap((line) => {
        const reason = reasonOf(line.sku);
        return reason === null ? [] : [{ sku: line.sku, name: { en: line.name_en, ar: line.name_ar }, reason }];
      }),
      bagItemCount: result.bag.reduce((sum, line) => sum + line.quantity, 0),
    };
  });

  // The shopper's own order, live: 404 for anyone else's, like every other order route.
  registerStreamEndpoint(
    app,
    streamOrderEvents,
    resolve,
    { streams: deps.orderEvents, event: 'order' },
    async ({ params, shopperId }) => {
      const order = await findShopperOrder(db, shopperId, params.number);
      return {
        source: {
          read: (after, limit) => orderEventsAfter(db, after, order.id, limit),
          idOf: (event: OrderEvent) => event.seq,
        },
        latest: () => latestOrderEventSeq(db),
      };
    },
  );
}
