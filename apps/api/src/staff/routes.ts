import { orderPath } from '@juicyin/contract/paths';
import {
  advanceOrder,
  grantGoodwill,
  listStaffActions,
  listStaffOrders,
  listStaffWallet,
  staffCancelOrder,
  staffCompleteWithdrawal,
  staffFailWithdrawal,
  staffSettleRefund,
  type StaffWalletEntry,
} from '@juicyin/contract';
import {
  completeWithdrawal,
  type EventText,
  failWithdrawal,
  goodwillEntry,
  halalas,
  nextStatuses,
  type OrderStatus,
  OrderTransitionError,
  settleRefund,
  STANDARD_EVENT_TEXT,
  statusEventText,
  transitionOrder,
  WalletError,
  type WalletEntry,
} from '@juicyin/domain';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CatalogueService } from '../catalogue/service.ts';
import type { Database } from '../database.ts';
import { orders, shipmentEvents, shoppers, staffActions, walletLedger } from '../db/schema.ts';
import type { LiveStreams } from '../http/event-stream.ts';
import { recordOrderEvent } from '../orders/events.ts';
import { HttpError } from '../http/errors.ts';
import { registerEndpoint, type SessionResolver } from '../http/route.ts';
import type { Mailer } from '../mail/mailer.ts';
import { cancelOrder } from '../orders/cancel.ts';
import { orderStatusEmail } from '../mail/templates.ts';
import { notifyPointsChange } from '../points/notify.ts';
import { toWalletEntry, walletEntryView, type WalletRow } from '../wallet/ledger.ts';
import { creditDelivery } from './deliver.ts';
import { pageOf, pageWindow } from '../http/pagination.ts';
import { recordStaffAction } from './actions.ts';
import { registerStaffCatalogueRoutes } from './catalogue.ts';
import { registerDashboardRoutes } from './dashboard.ts';
import { registerStaffEnquiryRoutes } from './enquiries.ts';
import { queueOrder, staffQueue } from './queue.ts';

export interface StaffDeps {
  readonly db: Database;
  readonly catalogue: CatalogueService;
  readonly mailer: Mailer;
  readonly clock: () => Date;
  readonly shopUrl: (request: { protocol: string; host: string }) => string;
  /** The live order streams, told after each change to an order. */
  readonly orderEvents: LiveStreams;
}

/** Staff requests carry the staff member's id; everyone else gets the same 404 as an unknown route. */
const staffOf = new WeakMap<FastifyRequest, string>();

function hidden(request: FastifyRequest): HttpError {
  return new HttpError(404, 'not_found', `No route for ${request.method} ${request.url}`);
}

const customerName = sql<string>`${shoppers.firstName} || ' ' || ${shoppers.lastName}`;

async function staffWalletEntry(db: Database, row: WalletRow): Promise<StaffWalletEntry> {
  const [customer] = await db
    .select({ id: shoppers.id, name: customerName, email: shoppers.email })
    .from(shoppers)
    .where(eq(shoppers.id, row.shopperId));
  if (!customer) throw new Error(`shopper ${row.shopperId} vanished`);
  return { ...walletEntryView(row), customer };
}

export function registerStaffRoutes(app: FastifyInstance, deps: StaffDeps, resolve: SessionResolver): void {
  const { db, catalogue, mailer, clock } = deps;

  // Before routing and validation: a shopper or a signed-out client learns nothing, not even
  // which inputs a staff endpoint takes.
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/staff/') && request.url !== '/api/staff') return;
    const id = await resolve(request);
    if (id !== null) {
      const [row] = await db.select({ role: shoppers.role }).from(shoppers).where(eq(shoppers.id, id));
      if (row?.role === 'staff') {
        staffOf.set(request, id);
        return;
      }
    }
    throw hidden(request);
  });

  const staffId = (request: FastifyRequest): string => {
    const id = staffOf.get(request);
    if (id === undefined) throw hidden(request);
    return id;
  };

  registerEndpoint(app, listStaffOrders, resolve, async ({ query, request }) => {
    staffId(request);
    return staffQueue(db, query);
  });

  /** Tells the live streams after a commit; a failure is logged, never the request's. */
  const published = (request: FastifyRequest) => {
    deps.orderEvents.published().catch((error: unknown) => {
      request.log.error({ err: error }, 'the live order streams were not told of a change');
    });
  };

  registerDashboardRoutes(app, { db, clock, orderEvents: deps.orderEvents, published }, resolve, staffId);
  registerStaffEnquiryRoutes(app, db, resolve, staffId);
  registerStaffCatalogueRoutes(app, { db, catalogue, clock }, resolve, staffId);

  registerEndpoint(app, advanceOrder, resolve, async ({ params, body, request }) => {
    const staff = staffId(request);
    const now = clock();
    const to = body.status;
    // A preset in both languages, staff's own words as written, or the status's standard text.
    const text = statusEventText(to, body);
    const result = await db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.number, params.number)).for('update');
      if (!order) throw new HttpError(404, 'not_found', `No order has the number ${params.number}`);
      const from = order.status as OrderStatus;
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

  registerEndpoint(app, listStaffWallet, resolve, async ({ query, request }) => {
    staffId(request);
    const where = and(
      eq(walletLedger.status, query.status),
      query.type ? eq(walletLedger.type, query.type) : sql`${walletLedger.type} in ('refund', 'withdrawal')`,
    );
    const [total] = await db.select({ total: count() }).from(walletLedger).where(where);
    const rows = await db
      .select()
      .from(walletLedger)
      .where(where)
      .orderBy(asc(walletLedger.createdAt), asc(walletLedger.id))
      .limit(pageWindow(query).limit)
      .offset(pageWindow(query).offset);
    const items = await Promise.all(rows.map((row) => staffWalletEntry(db, row)));
    return pageOf(items, query, total?.total ?? 0);
  });

  /** Moves one wallet row under its row lock with a domain rule; records the staff action. */
  async function finishWalletEntry(
    request: FastifyRequest,
    id: string,
    action: string,
    rule: (entry: WalletEntry) => WalletEntry,
  ): Promise<StaffWalletEntry> {
    const staff = staffId(request);
    const now = clock();
    const row = await db.transaction(async (tx) => {
      const [current] = await tx.select().from(walletLedger).where(eq(walletLedger.id, id)).for('update');
      if (!current) throw new HttpError(404, 'not_found', 'No wallet entry has this id');
      let next: WalletEntry;
      try {
        next = rule(toWalletEntry(current));
      } catch (error) {
        if (!(error instanceof WalletError)) throw error;
        throw new HttpError(409, 'invalid_state', error.message);
      }
      const [updated] = await tx
        .update(walletLedger)
        .set({ status: next.status, settledAt: now, settledBy: staff })
        .where(eq(walletLedger.id, id))
        .returning();
      if (!updated) throw new Error('update returned no row');
      await recordStaffAction(
        tx,
        staff,
        action,
        `wallet:${id}`,
        { shopperId: current.shopperId, amount: current.amount, from: current.status, to: next.status },
        now,
      );
      return updated;
    });
    return staffWalletEntry(db, row);
  }

  registerEndpoint(app, staffSettleRefund, resolve, async ({ params, request }) =>
    finishWalletEntry(request, params.id, 'wallet.settle-refund', settleRefund),
  );
  registerEndpoint(app, staffCompleteWithdrawal, resolve, async ({ params, request }) =>
    finishWalletEntry(request, params.id, 'wallet.complete-withdrawal', completeWithdrawal),
  );
  registerEndpoint(app, staffFailWithdrawal, resolve, async ({ params, request }) =>
    finishWalletEntry(request, params.id, 'wallet.fail-withdrawal', failWithdrawal),
  );

  registerEndpoint(app, grantGoodwill, resolve, async ({ body, request }) => {
    const staff = staffId(request);
    const now = clock();
    const [shopper] = await db.select({ id: shoppers.id }).from(shoppers).where(eq(shoppers.email, body.email));
    if (!shopper) {
      throw new HttpError(404, 'not_found', `No shopper has the e-mail address ${body.email}`, {
        email: 'No shopper has this e-mail address',
      });
    }
    const entry = goodwillEntry(halalas(body.amount), { at: now, description: body.description });
    const row = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(walletLedger)
        .values({
          shopperId: shopper.id,
          type: entry.type,
          description: entry.description,
          amount: entry.amount,
          status: entry.status,
          withdrawable: entry.withdrawable,
          createdAt: now,
          settledAt: now,
          settledBy: staff,
        })
        .returning();
      if (!inserted) throw new Error('insert returned no row');
      await recordStaffAction(
        tx,
        staff,
        'wallet.goodwill',
        `wallet:${inserted.id}`,
        { shopperId: shopper.id, amount: body.amount, description: body.description },
        now,
      );
      return inserted;
    });
    return staffWalletEntry(db, row);
  });

  registerEndpoint(app, listStaffActions, resolve, async ({ query, request }) => {
    staffId(request);
    const where = and(
      query.subject ? eq(staffActions.subject, query.subject) : undefined,
      query.action ? eq(staffActions.action, query.action) : undefined,
      query.staff ? sql`lower(${shoppers.email}) = ${query.staff}` : undefined,
    );
    const [total] = await db
      .select({ total: count() })
      .from(staffActions)
      .innerJoin(shoppers, eq(shoppers.id, staffActions.staffId))
      .where(where);
    const rows = await db
      .select({ action: staffActions, staffEmail: shoppers.email })
      .from(staffActions)
      .innerJoin(shoppers, eq(shoppers.id, staffActions.staffId))
      .where(where)
      .orderBy(desc(staffActions.at), desc(staffActions.id))
      .limit(pageWindow(query).limit)
      .offset(pageWindow(query).offset);
    return pageOf(
      rows.map(({ action, staffEmail }) => ({
        id: action.id,
        staff: { id: action.staffId, email: staffEmail },
        action: action.action,
        subject: action.subject,
        details: action.details as Record<string, unknown>,
        at: action.at.toISOString(),
      })),
      query,
      total?.total ?? 0,
    );
  });
}
