import { orderPath } from '@juicyin/contract/paths';
import { advanceOrder, staffCancelOrder } from '@juicyin/contract';
import {
  type EventText,
  nextStatuses,
  OrderTransitionError,
  STANDARD_EVENT_TEXT,
  statusEventText,
  transitionOrder,
} from '@juicyin/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orders, shipmentEvents, shoppers } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { registerEndpoint } from '../http/route.ts';
import { orderStatusEmail } from '../mail/templates.ts';
import { cancelOrder } from '../orders/cancel.ts';
import { recordOrderEvent } from '../orders/events.ts';
import { notifyPointsChange } from '../points/notify.ts';
import { recordStaffAction } from './actions.ts';
import { creditDelivery } from './deliver.ts';
import { staffIdOf } from './guard.ts';
import { queueOrder } from './queue.ts';
import type { StaffDeps } from './deps.ts';

/**
 * `POST /api/staff/orders/:number/status` and `…/cancel`: staff move an order on (delivering it
 * credits its points) or cancel it, record the action, tell the live streams and e-mail the shopper.
 */
export function orderChangeRoutes(app: FastifyInstance, deps: StaffDeps): void {
  const { db, catalogue, mailer, clock, resolve, published } = deps;
  const staffId = staffIdOf;

  registerEndpoint(app, advanceOrder, resolve, async ({ params, body, request }) => {
    const staff = staffId(request);
    const now = clock();
    const to = body.status;
    // A preset in both languages, staff's own words as written, or the status's standard text.
    const text = statusEventText(to, body);
    const result = await db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.number, params.number)).for('update');
      if (!order) throw new HttpError(404, 'not_found', `No order has the number ${params.number}`);
      const from = order.status;
      try {
        transitionOrder(from, to, 'staff');
      } catch (error) {
        if (!(error instanceof OrderTransitionError)) throw error;
        const allowed = nextStatuses(from, 'staff').filter((status) => status !== 'cancelled');
        throw new HttpError(
          409,
          'invalid_state',
          `Order ${order.number} is ${from}: it cannot move to ${to}` +
            (allowed.length > 0 ? ` (next: ${allowed.join(', ')})` : ''),
        );
      }
      await tx
        .update(orders)
        .set({ status: to, ...(to === 'delivered' ? { deliveredAt: now } : {}) })
        .where(eq(orders.id, order.id));
      await tx.insert(shipmentEvents).values({
        orderId: order.id,
        status: to,
        location: body.location,
        textEn: text.en,
        textAr: text.ar,
        at: now,
        staffId: staff,
      });
      const credits = to === 'delivered' ? await creditDelivery(tx, order, now) : undefined;
      await recordStaffAction(
        tx,
        staff,
        'order.status',
        `order:${order.number}`,
        {
          from,
          to,
          location: body.location,
          text: text.en,
          ...(body.preset ? { preset: body.preset } : {}),
          ...(credits ? { pointsCredited: credits.orderPoints, referral: credits.referral ?? null } : {}),
        },
        now,
      );
      await recordOrderEvent(tx, { orderId: order.id, number: order.number, kind: 'status', status: to, at: now });
      return { order, credits };
    });
    published(request);
    const shopUrl = deps.shopUrl(request);
    if (result.credits) {
      // Top selling and "Customer also Shopped for" read product_sales and co_purchases.
      await catalogue.invalidate();
      await notifyPointsChange(db, mailer, shopUrl, result.order.shopperId, result.credits.orderPoints, 'order');
      if (result.credits.referral) {
        const { referrerId, points } = result.credits.referral;
        await notifyPointsChange(db, mailer, shopUrl, referrerId, points, 'referral');
      }
    }
    await sendStatusEmail(result.order.shopperId, result.order.number, to, body.location, text, shopUrl);
    return queueOrder(db, result.order.id);
  });

  async function sendStatusEmail(
    shopperId: string,
    orderNumber: string,
    status: 'processing' | 'shipping' | 'delivered' | 'cancelled',
    location: string,
    text: EventText,
    shopUrl: string,
  ): Promise<void> {
    const [shopper] = await db
      .select({
        email: shoppers.email,
        firstName: shoppers.firstName,
        language: shoppers.preferredLanguage,
        notify: shoppers.notifyMessages,
      })
      .from(shoppers)
      .where(eq(shoppers.id, shopperId));
    // Order messages follow the shopper's "messages" e-mail setting.
    if (!shopper?.notify) return;
    await mailer.send(
      shopper.email,
      orderStatusEmail(shopper.language, {
        firstName: shopper.firstName,
        orderNumber,
        status,
        location,
        text: shopper.language === 'ar' ? text.ar : text.en,
        link: `${shopUrl}${orderPath(orderNumber)}`,
      }),
    );
  }

  registerEndpoint(app, staffCancelOrder, resolve, async ({ params, body, request }) => {
    const staff = staffId(request);
    const now = clock();
    const [order] = await db.select().from(orders).where(eq(orders.number, params.number));
    if (!order) throw new HttpError(404, 'not_found', `No order has the number ${params.number}`);
    const pointsReturned = await db.transaction(async (tx) => {
      // Refunds, returned points, stock and the shipment event: the orders module's cancel rule.
      const result = await cancelOrder(tx, { orderId: order.id, by: 'staff', staffId: staff, now });
      await recordStaffAction(
        tx,
        staff,
        'order.cancel',
        `order:${order.number}`,
        {
          from: result.previousStatus,
          reason: body.reason,
          refunded: result.refunded,
          pointsReturned: result.pointsReturned,
        },
        now,
      );
      return result.pointsReturned;
    });
    published(request);
    // The stock came back (after the commit, so that every process reloads what was committed).
    await catalogue.invalidate();
    await notifyPointsChange(db, mailer, deps.shopUrl(request), order.shopperId, pointsReturned, 'returned');
    await sendStatusEmail(
      order.shopperId,
      order.number,
      'cancelled',
      'Juicyin',
      STANDARD_EVENT_TEXT.cancelled,
      deps.shopUrl(request),
    );
    return queueOrder(db, order.id);
  });
}
