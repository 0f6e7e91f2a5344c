import { getWallet, getWalletHistory, requestWalletWithdrawal } from '@juicyin/contract';
import { formatMoney, halalas, requestWithdrawal, WalletError } from '@juicyin/domain';
import { count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../area.ts';
import { walletLedger } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { registerEndpoint } from '../http/route.ts';
import { lockShopper } from '../points/ledger.ts';
import { loadWallet, loadWalletBalances, walletEntryView } from './ledger.ts';
import { pageOf, pageWindow } from '../http/pagination.ts';

type WalletDeps = Pick<AppDeps, 'db' | 'resolve' | 'clock'>;

export function walletRoutes(app: FastifyInstance, deps: WalletDeps): void {
  const { resolve, db, clock } = deps;

  registerEndpoint(app, getWallet, resolve, async ({ shopperId }) => loadWalletBalances(db, shopperId));

  registerEndpoint(app, getWalletHistory, resolve, async ({ shopperId, query }) => {
    const mine = eq(walletLedger.shopperId, shopperId);
    const [total] = await db.select({ total: count() }).from(walletLedger).where(mine);
    const rows = await db
      .select()
      .from(walletLedger)
      .where(mine)
      .orderBy(desc(walletLedger.createdAt), desc(walletLedger.id))
      .limit(pageWindow(query).limit)
      .offset(pageWindow(query).offset);
    return pageOf(rows.map(walletEntryView), query, total?.total ?? 0);
  });

  registerEndpoint(app, requestWalletWithdrawal, resolve, async ({ shopperId, body }) => {
    const now = clock();
    const row = await db.transaction(async (tx) => {
      // The order transaction takes the same lock: the available balance never goes negative.
      await lockShopper(tx, shopperId);
      let entry;
      try {
        entry = requestWithdrawal(await loadWallet(tx, shopperId), halalas(body.amount), {
          at: now,
          description: 'Withdraw Deposit',
        });
      } catch (error) {
        if (!(error instanceof WalletError)) throw error;
        const { withdrawable } = await loadWalletBalances(tx, shopperId);
        const most = formatMoney(withdrawable, { locale: 'en' }).text;
        throw new HttpError(
          409,
          'not_withdrawable',
          withdrawable > 0
            ? `Only ${most} can be withdrawn (goodwill credit and pending refunds cannot)`
            : 'There is no withdrawable credit (goodwill credit and pending refunds cannot be withdrawn)',
          { amount: `At most ${most}` },
        );
      }
      const [inserted] = await tx
        .insert(walletLedger)
        .values({
          shopperId,
          type: entry.type,
          description: entry.description,
          amount: entry.amount,
          status: entry.status,
          withdrawable: entry.withdrawable,
          createdAt: now,
        })
        .returning();
      if (!inserted) throw new Error('insert returned no row');
      return inserted;
    });
    return { entry: walletEntryView(row), balances: await loadWalletBalances(db, shopperId) };
  });
}
