import type { WalletEntryView } from '@juicyin/contract';
import { halalas, type WalletBalances, walletBalances, type WalletEntry } from '@juicyin/domain';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { walletLedger } from '../db/schema.ts';

export type WalletRow = typeof walletLedger.$inferSelect;

/** A stored wallet row as the domain's entry. */
export function toWalletEntry(row: WalletRow): WalletEntry {
  return {
    id: row.id,
    type: row.type,
    amount: halalas(row.amount),
    status: row.status,
    at: row.createdAt,
    orderNumber: row.orderNumber ?? undefined,
    description: row.description,
    withdrawable: row.withdrawable,
  };
}

export function walletEntryView(row: WalletRow): WalletEntryView {
  return {
    id: row.id,
    at: row.createdAt.toISOString(),
    type: row.type,
    orderNumber: row.orderNumber,
    description: row.description,
    amount: row.amount,
    status: row.status,
  };
}

/** The shopper's wallet ledger as domain entries, in the order it was written. */
export async function loadWallet(db: Database, shopperId: string): Promise<WalletEntry[]> {
  const rows = await db
    .select()
    .from(walletLedger)
    .where(eq(walletLedger.shopperId, shopperId))
    .orderBy(asc(walletLedger.createdAt), asc(walletLedger.id));
  return rows.map(toWalletEntry);
}

export async function loadWalletBalances(db: Database, shopperId: string): Promise<WalletBalances> {
  return walletBalances(await loadWallet(db, shopperId));
}
