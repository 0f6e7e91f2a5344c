import type { OrderDetail } from '@juicyin/contract';
import type { Database } from '../../database.ts';
import { orderEventStatement } from '../../orders/events.ts';
import { inOneStatement } from '../../orders/sql.ts';
import type { CardDetails, PaymentProvider } from '../../payments/provider.ts';
import type { StoreRules } from '../../store/settings.ts';
import { placedOrderDetail, storeAnswer } from './answer.ts';
import { debitStoreCredit, spendPoints } from './balances.ts';
import { type CapturedCharge, chargeCard } from './charge.ts';
import { countCouponUse, couponRedemptionStatement } from './coupon-use.ts';
import { writeInvoice } from './invoice.ts';
import { insertOrder } from './order-row.ts';
import { emptyBagStatement, orderLinesStatement, placedEventStatement } from './order-records.ts';
import { priceAndValidate } from './price.ts';
import { type LockedShopper, lockShopperAndCheckClaim } from './shopper-lock.ts';
import { takeStock } from './stock.ts';

export interface PlaceOrderRequest {
  readonly shopperId: string;
  readonly idempotencyKey: string;
  readonly requestHash: string;
  readonly addressId: string;
  readonly couponCode: string | null;
  readonly pointsToRedeem: number;
  readonly walletAmount: number;
  readonly paymentMethod: 'card' | 'cod';
  readonly card: CardDetails | null;
  readonly expectedGrandTotal: number | undefined;
  readonly now: Date;
}

export interface PlacedOrder {
  readonly order: OrderDetail;
  /** Variants whose last unit this order took: the catalogue shows them out of stock. */
  readonly soldOut: boolean;
  readonly shopper: LockedShopper;
}

/**
 * Places the order in one transaction (PRODUCT.md §8, issue #5), all or nothing: any refusal, a
 * decline or any failure rolls every step back. The caller tells the live streams after the commit.
 *
 * The steps, in this order — which is also the order of the locks, the same in every money path
 * (cancellations, wallet and points writers take the shopper first and variants in ascending id):
 *  1. lock the shopper's row, and check this request's claim on its idempotency key (shopper-lock.ts);
 *  2. re-price the bag through the quote's function and refuse what cannot be placed (price.ts);
 *  3. take stock, locking variants in ascending id (stock.ts);
 *  4. count the coupon's use, locking the coupon's row (coupon-use.ts);
 *  5. write the order's row (order-row.ts);
 *  6. spend points, earliest-expiring lots first, then debit store credit (balances.ts);
 *  7. in one statement: the lines, the coupon's redemption, the 'placed' shipment event and the
 *     emptied bag (order-records.ts, coupon-use.ts);
 *  8. charge the card, so a decline or a provider failure rolls everything above back (charge.ts);
 *  9. write the invoice with its ZATCA QR under the next invoice number, locking the counter's row
 *     (invoice.ts);
 * 10. in one statement, the transaction's last: the answer stored under the key, the charge's
 *     record and the live streams' 'placed' event, which takes the order events' advisory lock so
 *     events are numbered in commit order (answer.ts, `orderEventStatement`).
 *
 * Steps 1–4 lock rows of this shopper, these variants and this coupon; steps 9 and 10 take the two
 * locks every order shares (the invoice counter, the order events), so they come last and are held
 * for two statements and the commit: orders of different shoppers wait for each other only there.
 *
 * On PGlite (one connection) the transaction holds PGlite's transaction mutex, and every query
 * outside a transaction (`query`, `exec`: sessions, key claims, reads) waits for that mutex too, so
 * no other request's statement can run inside this transaction; orders are serialised. On
 * PostgreSQL the row locks above serialise orders of one shopper, and of one variant or coupon.
 */
export async function placeOrder(
  db: Database,
  deps: { settings: StoreRules; provider: PaymentProvider },
  request: PlaceOrderRequest,
): Promise<PlacedOrder> {
  const { now, shopperId } = request;
  return db.transaction(async (tx) => {
    const shopper = await lockShopperAndCheckClaim(tx, request);
    const { priced, paymentMethod, cardToCharge } = await priceAndValidate(tx, deps.settings, shopperId, request, now);
    const { totals, address, zoneKey, coupon } = priced;
    const { soldOut } = await takeStock(tx, priced.lines);
    if (coupon) await countCouponUse(tx, coupon.id);

    if (!address || zoneKey === null) throw new Error('A deliverable address was checked above');
    const order = await insertOrder(tx, {
      shopperId,
      language: shopper.language,
      address,
      zoneKey,
      paymentMethod,
      coupon,
      totals,
      placedAt: now,
    });
    const paid = { shopperId, orderId: order.id, orderNumber: order.number, now };
    await spendPoints(tx, paid, totals.pointsRedeemed);
    await debitStoreCredit(tx, paid, totals.walletApplied);

    await inOneStatement(tx, [
      orderLinesStatement(order.id, priced.lines),
      ...(coupon ? [couponRedemptionStatement({ couponId: coupon.id, shopperId, orderId: order.id, at: now })] : []),
      placedEventStatement(order.id, now),
      emptyBagStatement(shopperId),
    ]);

    let charge: CapturedCharge | undefined;
    if (cardToCharge) {
      charge = await chargeCard(deps.provider, { ...paid, card: cardToCharge, amount: totals.grandTotal });
    }
    const invoiceNumber = await writeInvoice(tx, deps.settings.seller, {
      orderId: order.id,
      issuedAt: now,
      totalWithVat: totals.totalWithVat,
      vatTotal: totals.vat,
    });
    const detail = placedOrderDetail(order, { lines: priced.lines, payment: charge?.payment, invoiceNumber, now });
    await storeAnswer(tx, { shopperId, key: request.idempotencyKey }, detail, {
      payment: charge?.record,
      event: orderEventStatement({
        orderId: order.id,
        number: order.number,
        kind: 'placed',
        status: 'placed',
        at: now,
      }),
    });
    return { order: detail, soldOut, shopper };
  });
}
