import { PointsError, WalletError } from '@juicyin/domain';
import type { Database } from '../../database.ts';
import { HttpError } from '../../http/errors.ts';
import { redeemOrderPoints } from '../../points/redeem.ts';
import { debitWalletForOrder } from '../../wallet/order-payments.ts';

interface PaidOrder {
  readonly shopperId: string;
  readonly orderId: string;
  readonly orderNumber: string;
  readonly now: Date;
}

// Both were priced under the same shopper lock a moment ago, so their refusals only fire if the
// ledger is inconsistent; they answer as pricing would have.

/** Spends the order's points, earliest-expiring lots first; 409 points_unavailable if too few are left. */
export async function spendPoints(tx: Database, order: PaidOrder, points: number): Promise<void> {
  if (points <= 0) return;
  try {
    await redeemOrderPoints(tx, { shopperId: order.shopperId, points, orderNumber: order.orderNumber, now: order.now });
  } catch (error) {
    if (error instanceof PointsError) throw new HttpError(409, 'points_unavailable', error.message);
    throw error;
  }
}

/** Pays part of the order with store credit; 409 wallet_unavailable if less is available. */
export async function debitStoreCredit(tx: Database, order: PaidOrder, amount: number): Promise<void> {
  if (amount <= 0) return;
  try {
    await debitWalletForOrder(tx, { ...order, amount });
  } catch (error) {
    if (error instanceof WalletError) throw new HttpError(409, 'wallet_unavailable', error.message);
    throw error;
  }
}
