import {
  grantGoodwill,
  listStaffWallet,
  staffCompleteWithdrawal,
  staffFailWithdrawal,
  staffSettleRefund,
  type StaffWalletEntry,
} from '@juicyin/contract';
import {
  completeWithdrawal,
  failWithdrawal,
  goodwillEntry,
  halalas,
  settleRefund,
  WalletError,
  type WalletEntry,
} from '@juicyin/domain';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../database.ts';
import { shoppers, walletLedger } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { pageOf, pageWindow } from '../http/pagination.ts';
import { registerEndpoint } from '../http/route.ts';
import { toWalletEntry, walletEntryView, type WalletRow } from '../wallet/ledger.ts';
import { recordStaffAction } from './actions.ts';
import { staffIdOf } from './guard.ts';
import type { StaffDeps } from './deps.ts';

const customerName = sql<string>`${shoppers.firstName} || ' ' || ${shoppers.lastName}`;

async function staffWalletEntry(db: Database, row: WalletRow): Promise<StaffWalletEntry> {
  const [customer] = await db
    .select({ id: shoppers.id, name: customerName, email: shoppers.email })
    .from(shoppers)
    .where(eq(shoppers.id, row.shopperId));
  if (!customer) throw new Error(`shopper ${row.shopperId} vanished`);
  return { ...walletEntryView(row), customer };
}

/**
 * `/api/staff/wallet…` and `/api/staff/goodwill`: refunds and withdrawals waiting for staff, settled,
 * completed or failed under each row's lock, and goodwill credit granted; every change recorded.
 */
export function walletReviewRoutes(app: FastifyInstance, deps: Pick<StaffDeps, 'db' | 'clock' | 'resolve'>): void {
  const { db, clock, resolve } = deps;
  const staffId = staffIdOf;

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
}
