import type { Quote } from '@juicyin/contract';
import type { Database } from '../../database.ts';
import { HttpError } from '../../http/errors.ts';
import type { CardDetails } from '../../payments/provider.ts';
import type { StoreRules } from '../../store/settings.ts';
import { type CheckoutChoice, type PricedCheckout, priceCheckout } from '../pricing.ts';

/** 409 price_changed carries the new quote, so the shop can show what changed. */
export class PriceChangedError extends HttpError {
  constructor(readonly quote: Quote) {
    super(409, 'price_changed', 'The total changed since you saw it; check the new total and place the order again');
  }

  override toBody() {
    return { ...super.toBody(), quote: this.quote };
  }
}

/** What the shopper asked for when placing: the checkout choice, the card and the total they saw. */
export interface PlacingChoice extends CheckoutChoice {
  readonly addressId: string;
  readonly card: CardDetails | null;
  readonly expectedGrandTotal: number | undefined;
}

export interface PricedPlacement {
  readonly priced: PricedCheckout;
  /** The method recorded on the order: a card order paid entirely otherwise is a 'wallet' order. */
  readonly paymentMethod: 'card' | 'cod' | 'wallet';
  /** The card to charge: a card order with something left to pay; else null. */
  readonly cardToCharge: CardDetails | null;
}

/** The refusal for the first problem of the quote that stops an order, or null. */
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
 * Re-prices the bag through the quote's own function (under the shopper lock) and refuses what
 * cannot be placed: a quote problem, fewer points or less credit than asked, a total other than the
 * one the shopper saw (409 price_changed with the new quote), a card order without a card.
 */
export async function priceAndValidate(
  tx: Database,
  settings: StoreRules,
  shopperId: string,
  choice: PlacingChoice,
  now: Date,
): Promise<PricedPlacement> {
  const checkoutChoice: CheckoutChoice = {
    addressId: choice.addressId,
    couponCode: choice.couponCode,
    pointsToRedeem: choice.pointsToRedeem,
    walletAmount: choice.walletAmount,
    paymentMethod: choice.paymentMethod,
  };
  const priced = await priceCheckout(tx, settings, shopperId, checkoutChoice, now, { limits: false });
  const { totals, quote } = priced;
  const problem = problemError(quote);
  if (problem) throw problem;
  if (totals.pointsRedeemed !== choice.pointsToRedeem) {
    throw new HttpError(
      409,
      'points_unavailable',
      `You can redeem at most ${String(totals.maxRedeemablePoints)} points on this order`,
      { pointsToRedeem: `At most ${String(totals.maxRedeemablePoints)}` },
    );
  }
  if (totals.walletApplied !== choice.walletAmount) {
    throw new HttpError(409, 'wallet_unavailable', 'Less store credit can be used on this order than you asked', {
      walletAmount: `At most ${String(totals.maxWalletAmount)} halalas`,
    });
  }
  if (choice.expectedGrandTotal !== undefined && choice.expectedGrandTotal !== totals.grandTotal) {
    throw new PriceChangedError((await priceCheckout(tx, settings, shopperId, checkoutChoice, now)).quote);
  }
  const chargeCard = choice.paymentMethod === 'card' && totals.grandTotal > 0;
  if (chargeCard && choice.card === null) {
    throw new HttpError(422, 'card_required', 'Enter your card details to pay', { card: 'Required' });
  }
  const paymentMethod = choice.paymentMethod === 'card' && totals.grandTotal === 0 ? 'wallet' : choice.paymentMethod;
  return { priced, paymentMethod, cardToCharge: chargeCard ? choice.card : null };
}
