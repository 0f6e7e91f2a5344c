import { halalas, type Money, subtract, ZERO } from '../money/index.ts';

export const WALLET_ENTRY_TYPES = ['refund', 'goodwill', 'payment', 'withdrawal'] as const;
export type WalletEntryType = (typeof WALLET_ENTRY_TYPES)[number];

export const WALLET_STATUSES = ['pending', 'completed', 'failed'] as const;
export type WalletStatus = (typeof WALLET_STATUSES)[number];

/** One row of the wallet ledger (PRODUCT.md §6). */
export interface WalletEntry {
  readonly id: string;
  readonly type: WalletEntryType;
  /** Signed: credit positive, payments and withdrawals negative. */
  readonly amount: Money;
  readonly status: WalletStatus;
  readonly at: Date;
  readonly orderNumber?: string | undefined;
  readonly description: string;
  /** For credit: whether it may be withdrawn (refunds of card payments) or only spent. */
  readonly withdrawable: boolean;
}

export type NewWalletEntry = Omit<WalletEntry, 'id'>;

export type WalletErrorReason = 'not_positive' | 'insufficient' | 'not_withdrawable' | 'not_pending' | 'wrong_type';

export class WalletError extends RangeError {
  override readonly name = 'WalletError';
  constructor(
    readonly reason: WalletErrorReason,
    message: string,
  ) {
    super(message);
  }
}

export interface WalletBalances {
  /** Every row that has not failed. */
  readonly total: Money;
  /** Credit still pending (refunds not yet settled): shown as "Unavailable". */
  readonly unavailable: Money;
  /** What may be spent now: settled credit less payments and withdrawals (pending ones included). */
  readonly available: Money;
  /** What may be withdrawn: settled card-refund credit not yet spent or withdrawn. */
  readonly withdrawable: Money;
}

/**
 * The balances of a wallet ledger. Failed rows count for nothing (a failed withdrawal gives its
 * credit back). Payments spend goodwill and other non-withdrawable credit first, so the shopper
 * keeps as much withdrawable credit as possible.
 */
export function walletBalances(ledger: readonly WalletEntry[]): WalletBalances {
  let unavailable = 0;
  let settledWithdrawable = 0;
  let settledOther = 0;
  let payments = 0;
  let withdrawals = 0;
  for (const entry of ledger) {
    if (entry.status === 'failed') continue;
    if (entry.amount > 0 && entry.status === 'pending') unavailable += entry.amount;
    else if (entry.amount > 0 && entry.withdrawable) settledWithdrawable += entry.amount;
    else if (entry.amount > 0) settledOther += entry.amount;
    else if (entry.type === 'withdrawal') withdrawals -= entry.amount;
    else payments -= entry.amount;
  }
  const available = settledWithdrawable + settledOther - payments - withdrawals;
  const paidFromWithdrawable = Math.max(0, payments - settledOther);
  const withdrawable = Math.max(0, Math.min(available, settledWithdrawable - paidFromWithdrawable - withdrawals));
  return {
    total: halalas(available + unavailable),
    unavailable: halalas(unavailable),
    available: halalas(available),
    withdrawable: halalas(withdrawable),
  };
}

function positive(amount: Money): Money {
  if (!(amount > 0)) throw new WalletError('not_positive', `A wallet amount must be positive, got ${String(amount)}`);
  return amount;
}

/** A refund of a cancelled paid order: pending ("Unavailable") until settled. Card refunds are withdrawable. */
export function refundEntry(
  amount: Money,
  options: {
    readonly at: Date;
    readonly orderNumber: string;
    readonly withdrawable: boolean;
    readonly description: string;
  },
): NewWalletEntry {
  return { type: 'refund', amount: positive(amount), status: 'pending', ...options };
}

/** Staff goodwill credit: available at once, spendable but not withdrawable. */
export function goodwillEntry(
  amount: Money,
  options: { readonly at: Date; readonly description: string },
): NewWalletEntry {
  return { type: 'goodwill', amount: positive(amount), status: 'completed', withdrawable: false, ...options };
}

/** A pending refund becomes available. */
export function settleRefund(entry: WalletEntry): WalletEntry {
  if (entry.type !== 'refund') throw new WalletError('wrong_type', `Only a refund is settled, not a ${entry.type}`);
  if (entry.status !== 'pending') throw new WalletError('not_pending', `The refund is already ${entry.status}`);
  return { ...entry, status: 'completed' };
}

/**
 * Store credit used to pay for an order. Throws WalletError when it is more than the available
 * balance: the balance never goes negative (the API checks this inside the same transaction).
 */
export function payWithWallet(
  ledger: readonly WalletEntry[],
  amount: Money,
  options: { readonly at: Date; readonly orderNumber: string; readonly description: string },
): NewWalletEntry {
  const { available } = walletBalances(ledger);
  if (positive(amount) > available) {
    throw new WalletError('insufficient', `Only ${String(available)} halalas are available, ${String(amount)} asked`);
  }
  return { type: 'payment', amount: subtract(ZERO, amount), status: 'completed', withdrawable: false, ...options };
}

/** "Withdraw Deposit": a pending withdrawal of withdrawable credit, until staff complete or fail it. */
export function requestWithdrawal(
  ledger: readonly WalletEntry[],
  amount: Money,
  options: { readonly at: Date; readonly description: string },
): NewWalletEntry {
  const { withdrawable } = walletBalances(ledger);
  if (positive(amount) > withdrawable) {
    throw new WalletError(
      'not_withdrawable',
      `Only ${String(withdrawable)} halalas can be withdrawn, ${String(amount)} asked`,
    );
  }
  return { type: 'withdrawal', amount: subtract(ZERO, amount), status: 'pending', withdrawable: false, ...options };
}

function finishWithdrawal(entry: WalletEntry, status: 'completed' | 'failed'): WalletEntry {
  if (entry.type !== 'withdrawal')
    throw new WalletError('wrong_type', `Only a withdrawal is completed or failed, not a ${entry.type}`);
  if (entry.status !== 'pending') throw new WalletError('not_pending', `The withdrawal is already ${entry.status}`);
  return { ...entry, status };
}

/** Staff paid the withdrawal out. */
export function completeWithdrawal(entry: WalletEntry): WalletEntry {
  return finishWithdrawal(entry, 'completed');
}

/** The withdrawal could not be paid out: its credit returns to the wallet. */
export function failWithdrawal(entry: WalletEntry): WalletEntry {
  return finishWithdrawal(entry, 'failed');
}
