import { halalas, payWithWallet, refundEntry, walletBalances, type WalletEntry } from '@juicyin/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import type { Row } from '../db/rows.ts';
import type { walletLedger } from '../db/schema.ts';
import { query } from '../orders/sql.ts';

type WalletRow = Pick<
  Row<typeof walletLedger>,
  'id' | 'type' | 'amount' | 'status' | 'withdrawable' | 'created_at' | 'order_number' | 'description'
>;

/** The shopper's wallet ledger as the domain sees it. */
export async function walletLedgerOf(db: Database, shopperId: string): Promise<WalletEntry[]> {
  const rows = await query<WalletRow>(
    db,
    sql`select id, type, amount, status, withdrawable, created_at, order_number, description
        from wallet_ledger where shopper_id = ${shopperId} order by created_at, id`,
  );
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    amount: halalas(row.amount),
    status: row.status,
    at: new Date(row.created_at),
    orderNumber: row.order_number ?? undefined,
    description: row.description,
    withdrawable: row.withdrawable,
  }));
}

/** Credit the shopper may spend now (the domain's `walletBalances`). */
export async function walletAvailable(db: Database, shopperId: string): Promise<number> {
  return walletBalances(await walletLedgerOf(db, shopperId)).available;
}

/**
 * Pays part of an order with store credit, inside the order transaction (the shopper row is locked
 * by the caller, as every wallet writer does): a completed 'payment' row with a negative amount.
 * Throws WalletError 'insufficient' when more is asked than is available.
 */
export async function debitWalletForOrder(
  db: Database,
  input: { shopperId: string; amount: number; orderId: string; orderNumber: string; now: Date },
): Promise<void> {
  const entry = payWithWallet(await walletLedgerOf(db, input.shopperId), halalas(input.amount), {
    at: input.now,
    orderNumber: input.orderNumber,
    description: `Payment for order ${input.orderNumber}`,
  });
  await db.execute(
    sql`insert into wallet_ledger (shopper_id, type, order_id, order_number, description, amount, status,
                                   withdrawable, created_at)
        values (${input.shopperId}, ${entry.type}, ${input.orderId}, ${input.orderNumber}, ${entry.description},
                ${entry.amount}, ${entry.status}, ${entry.withdrawable}, ${input.now})`,
  );
}

/**
 * The refunds of a cancelled order, as pending ("Unavailable") wallet credit until staff settle
 * them (PRODUCT.md §6): what was paid by card comes back withdrawable; what was paid with store
 * credit comes back as spendable, not withdrawable credit. Returns the amounts refunded.
 */
export async function refundOrderToWallet(
  db: Database,
  input: { shopperId: string; orderId: string; orderNumber: string; card: number; wallet: number; now: Date },
): Promise<{ card: number; wallet: number }> {
  const parts = [
    {
      amount: input.card,
      withdrawable: true,
      description: `Refund of the card payment for order ${input.orderNumber}`,
    },
    {
      amount: input.wallet,
      withdrawable: false,
      description: `Refund of the store credit used for order ${input.orderNumber}`,
    },
  ];
  for (const part of parts) {
    if (part.amount <= 0) continue;
    const entry = refundEntry(halalas(part.amount), {
      at: input.now,
      orderNumber: input.orderNumber,
      withdrawable: part.withdrawable,
      description: part.description,
    });
    await db.execute(
      sql`insert into wallet_ledger (shopper_id, type, order_id, order_number, description, amount, status,
                                     withdrawable, created_at)
          values (${input.shopperId}, ${entry.type}, ${input.orderId}, ${input.orderNumber}, ${entry.description},
                  ${entry.amount}, ${entry.status}, ${entry.withdrawable}, ${input.now})`,
    );
  }
  return { card: Math.max(0, input.card), wallet: Math.max(0, input.wallet) };
}
