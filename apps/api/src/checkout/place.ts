import { randomInt } from 'node:crypto';
import { type OrderDetail, type Quote } from '@juicyin/contract';
import type { StoreRules } from '../store/settings.ts';
import {
  formatOrderNumber,
  ORDER_CODE_SPACE,
  PointsError,
  STANDARD_EVENT_TEXT,
  WalletError,
  zatcaQrPayload,
} from '@juicyin/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { HttpError } from '../http/errors.ts';
import { completeKey } from '../idempotency/keys.ts';
import { recordOrderEvent } from '../orders/events.ts';
import { orderDetailFrom, type OrderRow, type PaymentRow } from '../orders/view.ts';
import { query } from '../orders/sql.ts';
import type { CardDetails, PaymentProvider } from '../payments/provider.ts';
import { redeemOrderPoints } from '../points/redeem.ts';
import { debitWalletForOrder } from '../wallet/order-payments.ts';
import { priceCheckout } from './pricing.ts';

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

/** 409 price_changed carries the new quote, so the shop can show what changed. */
export class PriceChangedError extends HttpError {
  constructor(readonly quote: Quote) {
    super(409, 'price_changed', 'The total changed since you saw it; check the new total and place the order again');
  }

  override toBody() {
    return { ...super.toBody(), quote: this.quote };
  }
}

/** Thrown inside the transaction when another request finished with the key first: nothing is written. */
export class KeyTakenError extends Error {}

export interface PlacedOrder {
  readonly order: OrderDetail;
  /** Variants whose last unit this order took: the catalogue shows them out of stock. */
  readonly soldOut: boolean;
  readonly shopper: { email: string; firstName: string; language: 'en' | 'ar' };
}

const EVENT_PLACED = STANDARD_EVENT_TEXT.placed;

function problemError(quote: Quote): HttpError | null {
  const problems = new Set(quote.problems);
  if (problems.has('empty_bag')) return new HttpError(422, 'empty_bag', 'Your bag is empty');
  if (problems.has('not_deliverable')) {
    return new HttpError(422, 'not_deliverable', quote.delivery?.message?.en ?? 'We do not deliver to this address');
  }
  if (problems.has('address_incomplete')) {
    return new HttpError(
      422,
      'address_incomplete',
      'This address was saved before the national address was asked for: add its building number and additional number',
    );
  }
  if (problems.has('cod_unavailable')) {
    return new HttpError(422, 'cod_unavailable', quote.cashOnDelivery.reason?.en ?? 'Cash on delivery is unavailable');
  }
  if (quote.coupon?.accepted === false) {
    return new HttpError(409, 'coupon_rejected', quote.coupon.message, { couponCode: quote.coupon.reason });
  }
  return null;
}

/**
 * Places the order in one transaction (PRODUCT.md §8, issue #5): locks the shopper, re-prices the
 * bag through the same function as the quote, then takes stock (variants in ascending id), the
 * coupon use, the next invoice number, points (earliest-expiring lots first) and store credit,
 * writes the order, its lines, the 'placed' shipment event and the invoice with its ZATCA QR,
 * empties the bag, charges the card, stores the answer under the idempotency key and writes the
 * live streams' 'placed' event — all or nothing (the caller tells the streams after the commit). A decline or any failure rolls everything back.
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
    // The shopper's row first (every money path takes this lock first), and with it this request's
    // claim on the key: it must still be in flight with this body, or another request finished first.
    const [shopper] = await query<{
      email: string;
      first_name: string;
      preferred_language: string;
      state: string;
      request_hash: string;
    }>(
      tx,
      sql`select s.email, s.first_name, s.preferred_language, k.state, k.request_hash
          from shoppers s join idempotency_keys k on k.shopper_id = s.id and k.key = ${request.idempotencyKey}
          where s.id = ${shopperId} for update`,
    );
    if (!shopper || shopper.state !== 'in-flight' || shopper.request_hash !== request.requestHash) {
      throw new KeyTakenError();
    }

    const choice = {
      addressId: request.addressId,
      couponCode: request.couponCode,
      pointsToRedeem: request.pointsToRedeem,
      walletAmount: request.walletAmount,
      paymentMethod: request.paymentMethod,
    };
    const priced = await priceCheckout(tx, deps.settings, shopperId, choice, now, { limits: false });
    const { totals, quote } = priced;
    const problem = problemError(quote);
    if (problem) throw problem;
    if (totals.pointsRedeemed !== request.pointsToRedeem) {
      throw new HttpError(
        409,
        'points_unavailable',
        `You can redeem at most ${String(totals.maxRedeemablePoints)} points on this order`,
        { pointsToRedeem: `At most ${String(totals.maxRedeemablePoints)}` },
      );
    }
    if (totals.walletApplied !== request.walletAmount) {
      throw new HttpError(409, 'wallet_unavailable', 'Less store credit can be used on this order than you asked', {
        walletAmount: `At most ${String(totals.maxWalletAmount)} halalas`,
      });
    }
    if (request.expectedGrandTotal !== undefined && request.expectedGrandTotal !== totals.grandTotal) {
      throw new PriceChangedError((await priceCheckout(tx, deps.settings, shopperId, choice, now)).quote);
    }
    const chargeCard = request.paymentMethod === 'card' && totals.grandTotal > 0;
    if (chargeCard && request.card === null) {
      throw new HttpError(422, 'card_required', 'Enter your card details to pay', { card: 'Required' });
    }
    const paymentMethod =
      request.paymentMethod === 'card' && totals.grandTotal === 0 ? 'wallet' : request.paymentMethod;

    // Stock, variants in ascending id (the lock order every order and cancellation follows).
    let soldOut = false;
    const byVariant = [...priced.lines].sort((a, b) => a.variantId - b.variantId);
    for (const line of byVariant) {
      const [taken] = await query<{ stock: number }>(
        tx,
        sql`update variants set stock = stock - ${line.quantity}
            where id = ${line.variantId} and stock >= ${line.quantity} returning stock`,
      );
      if (!taken) {
        throw new HttpError(
          409,
          'out_of_stock',
          `${line.nameEn} (${line.material}, ${line.size}) has fewer than ${String(line.quantity)} left; change the quantity`,
          { [`lines.${line.sku}`]: 'Not enough in stock' },
        );
      }
      if (taken.stock === 0) soldOut = true;
    }

    // The coupon's use, counted in this transaction so its limit holds under concurrency.
    if (priced.coupon) {
      const counted = await query<{ uses: number }>(
        tx,
        sql`update coupons set uses = uses + 1
            where id = ${priced.coupon.id} and (total_limit is null or uses < total_limit) returning uses`,
      );
      if (counted.length === 0) {
        throw new HttpError(409, 'coupon_rejected', 'This coupon has been used up', { couponCode: 'used_up' });
      }
    }

    const [counter] = await query<{ last_number: number }>(
      tx,
      sql`update invoice_counter set last_number = last_number + 1 where id = 1 returning last_number::int`,
    );
    if (!counter) throw new Error('The invoice counter row is missing');

    const address = priced.address;
    if (!address || priced.zoneKey === null) throw new Error('A deliverable address was checked above');
    const addressJson = {
      firstName: address.first_name,
      lastName: address.last_name,
      mobile: address.mobile,
      buildingNumber: address.building_number,
      street: address.street,
      district: address.district,
      city: address.city,
      region: address.region,
      postalCode: address.postal_code,
      additionalNumber: address.additional_number,
      shortAddress: address.short_address,
      type: address.type,
      // For the staff who deliver it (the shopper's order shows the address without it).
      location: address.lat !== null && address.lng !== null ? { lat: address.lat, lng: address.lng } : null,
    };
    const language = shopper.preferred_language === 'ar' ? 'ar' : 'en';
    let order: OrderRow | undefined;
    for (let attempt = 0; order === undefined; attempt += 1) {
      if (attempt === 10) throw new Error('No free order number after 10 draws');
      const number = formatOrderNumber(now, randomInt(ORDER_CODE_SPACE));
      [order] = await query<OrderRow>(
        tx,
        sql`insert into orders (number, shopper_id, status, language, address, zone_key, payment_method, coupon_id,
                                coupon_code, sub_total, coupon_discount, points_redeemed, point_discount, cod_fee,
                                shipping, wallet_applied, grand_total, vat, points_earned, placed_at)
            values (${number}, ${shopperId}, 'placed', ${language}, ${JSON.stringify(addressJson)}::jsonb,
                    ${priced.zoneKey}, ${paymentMethod}, ${priced.coupon?.id ?? null}, ${priced.coupon?.code ?? null},
                    ${totals.subTotal}, ${totals.couponDiscount}, ${totals.pointsRedeemed}, ${totals.pointDiscount},
                    ${totals.codFee}, ${totals.shipping}, ${totals.walletApplied}, ${totals.grandTotal},
                    ${totals.vat}, ${totals.pointsEarned}, ${now})
            on conflict (number) do nothing returning *`,
      );
    }
    try {
      if (totals.pointsRedeemed > 0) {
        await redeemOrderPoints(tx, { shopperId, points: totals.pointsRedeemed, orderNumber: order.number, now });
      }
      if (totals.walletApplied > 0) {
        await debitWalletForOrder(tx, {
          shopperId,
          amount: totals.walletApplied,
          orderId: order.id,
          orderNumber: order.number,
          now,
        });
      }
    } catch (error) {
      // Priced under the same lock a moment ago, so this only fires if the ledger is inconsistent.
      if (error instanceof PointsError) throw new HttpError(409, 'points_unavailable', error.message);
      if (error instanceof WalletError) throw new HttpError(409, 'wallet_unavailable', error.message);
      throw error;
    }
    const seller = { name: deps.settings.seller.name.ar, vatNumber: deps.settings.seller.vatNumber };
    const qr = zatcaQrPayload({
      sellerName: seller.name,
      vatNumber: seller.vatNumber,
      issuedAt: now,
      totalWithVat: totals.totalWithVat,
      vatTotal: totals.vat,
    });
    const orderId = order.id;
    // One statement: the lines, the coupon's redemption, the 'placed' event, the invoice, the emptied bag.
    await tx.execute(
      sql`with order_lines_written as (
            insert into order_lines (order_id, position, variant_id, product_id, product_slug, name_en, name_ar,
                                     material, size, unit_price, quantity, line_total)
            values ${sql.join(
              priced.lines.map(
                (line, position) =>
                  sql`(${orderId}, ${position}, ${line.variantId}, ${line.productId}, ${line.slug}, ${line.nameEn},
                       ${line.nameAr}, ${line.material}, ${line.size}, ${line.unitPrice}, ${line.quantity},
                       ${line.lineTotal})`,
              ),
              sql`, `,
            )}
          ), redemption as (
            insert into coupon_redemptions (coupon_id, shopper_id, order_id, at)
            select id, ${shopperId}, ${orderId}, ${now} from coupons where id = ${priced.coupon?.id ?? null}
          ), placed_event as (
            insert into shipment_events (order_id, status, location, text_en, text_ar, at)
            values (${orderId}, 'placed', 'Riyadh', ${EVENT_PLACED.en}, ${EVENT_PLACED.ar}, ${now})
          ), invoice as (
            insert into invoices (number, order_id, issued_at, seller_name, seller_vat_number, total_with_vat,
                                  vat_total, qr)
            values (${counter.last_number}, ${orderId}, ${now}, ${seller.name}, ${seller.vatNumber}, ${totals.totalWithVat},
                    ${totals.vat}, ${qr})
          )
          delete from bag_lines where shopper_id = ${shopperId}`,
    );

    // The charge comes last: a decline or a provider failure rolls everything above back.
    let payment: PaymentRow | undefined;
    let paymentInsert: SQL | undefined;
    if (chargeCard && request.card) {
      const charge = await deps.provider.charge({
        amount: totals.grandTotal,
        card: request.card,
        reference: order.number,
      });
      if (charge.status === 'declined') {
        throw new HttpError(402, 'payment_declined', 'The card was declined. Nothing was charged; try another card.');
      }
      if (charge.status === 'failed') {
        throw new HttpError(
          502,
          'payment_failed',
          'The payment service did not answer. Nothing was charged; try again in a moment.',
        );
      }
      paymentInsert = sql`insert into payments (order_id, shopper_id, provider, provider_reference, brand, last4,
                                                holder_name, expiry_month, expiry_year, amount, status, created_at)
        values (${order.id}, ${shopperId}, ${deps.provider.name}, ${charge.reference}, ${charge.brand},
                ${charge.last4}, ${request.card.holderName}, ${request.card.expiryMonth},
                ${request.card.expiryYear}, ${totals.grandTotal}, 'captured', ${now})`;
      payment = {
        brand: charge.brand,
        last4: charge.last4,
        holder_name: request.card.holderName,
        expiry_month: request.card.expiryMonth,
        expiry_year: request.card.expiryYear,
      };
    }

    // The answer from what was just written (the same shape GET /api/me/orders/:number reads back).
    const detail = orderDetailFrom(order, {
      lines: priced.lines.map((line) => ({
        order_id: order.id,
        sku: line.sku,
        product_slug: line.slug,
        name_en: line.nameEn,
        name_ar: line.nameAr,
        material: line.material,
        size: line.size,
        unit_price: line.unitPrice,
        quantity: line.quantity,
        line_total: line.lineTotal,
      })),
      payment,
      invoiceNumber: counter.last_number,
      events: [{ status: 'placed', at: now }],
    });
    // The charge's record and the answer stored under the key, in one statement and this transaction.
    if (paymentInsert) {
      await tx.execute(
        sql`with payment as (${paymentInsert})
            update idempotency_keys set state = 'done', response_status = 201,
                   response_body = ${JSON.stringify(detail)}::jsonb
            where shopper_id = ${shopperId} and key = ${request.idempotencyKey} and state = 'in-flight'`,
      );
    } else {
      await completeKey(tx, { shopperId, key: request.idempotencyKey, status: 201, body: detail });
    }
    // Last: the live streams' event (numbered in commit order; see recordOrderEvent).
    await recordOrderEvent(tx, { orderId, number: order.number, kind: 'placed', status: 'placed', at: now });
    return {
      order: detail,
      soldOut,
      shopper: { email: shopper.email, firstName: shopper.first_name, language },
    };
  });
}
