import { couponDiscountFor, type CouponDiscount } from '../coupons/index.ts';
import { add, halalas, type Money, subtract, vatContained, ZERO } from '../money/index.ts';
import {
  assertRedeemable,
  HALALAS_PER_REDEMPTION_STEP,
  POINTS_PER_REDEMPTION_STEP,
  redemptionValue,
  type Tier,
  TIER_MULTIPLIERS,
} from '../points/index.ts';
import { bagTotals, nonNegative, positiveWhole } from './lines.ts';

export const PAYMENT_METHODS = ['card', 'cod'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export interface TotalsLine {
  /** VAT-inclusive unit price in halalas. */
  readonly unitPrice: Money;
  /** A whole number of units. */
  readonly quantity: number;
}

export interface TotalsInput {
  readonly lines: readonly TotalsLine[];
  /** The one coupon of the order, already checked (see `checkCoupon`). */
  readonly coupon?: CouponDiscount | undefined;
  /** Points the shopper asks to redeem: a multiple of 50. More than the limit redeems the limit. */
  readonly pointsToRedeem?: number | undefined;
  /** The shopper's spendable points at this moment, for the limit. Default: as many as asked. */
  readonly pointsAvailable?: number | undefined;
  readonly paymentMethod: PaymentMethod;
  /** The store's cash-on-delivery fee (only charged when paying cash on delivery). Default 0. */
  readonly codFee?: Money | undefined;
  /** The delivery zone's fee (Riyadh: 0). Default 0. */
  readonly shipping?: Money | undefined;
  /** Store credit the shopper asks to use. More than the limit uses the limit. */
  readonly walletToApply?: Money | undefined;
  /** The shopper's available wallet balance, for the limit. Default: as much as asked. */
  readonly walletAvailable?: Money | undefined;
  readonly tier?: Tier | undefined;
  /** The bonus-event multiplier in force (see `bonusMultiplier`): 1 or 2. Default 1. */
  readonly bonusMultiplier?: number | undefined;
}

/** Every line of an order's breakdown (PRODUCT.md §4), all in halalas except points. */
export interface Totals {
  readonly subTotal: Money;
  readonly couponDiscount: Money;
  /** Points actually redeemed: the request, capped by the limit. */
  readonly pointsRedeemed: number;
  readonly pointDiscount: Money;
  readonly codFee: Money;
  readonly shipping: Money;
  /** Wallet credit actually applied: the request, capped by the limit. */
  readonly walletApplied: Money;
  /** What is charged before wallet credit, VAT included: the invoice's total. */
  readonly totalWithVat: Money;
  /** The VAT contained in what is charged before wallet credit (15/115, rounded once). */
  readonly vat: Money;
  /** What is left to pay by card or cash. */
  readonly grandTotal: Money;
  /** Points the order earns when it is delivered ("Reward N points"). */
  readonly pointsEarned: number;
  /** The most points the shopper may redeem on this order (a multiple of 50). */
  readonly maxRedeemablePoints: number;
  /** The most wallet credit the shopper may use on this order. */
  readonly maxWalletAmount: Money;
}

/**
 * The one order-totals function (PRODUCT.md §4), used by the bag, checkout, the order and the
 * invoice. In order: sub total; coupon (≤ sub total); points (multiples of 50 at SAR 1.30,
 * ≤ what is left after the coupon and ≤ the points available); cash-on-delivery fee (cash only)
 * and shipping; wallet credit (≤ what is left to pay, ≤ the wallet); the grand total; the VAT
 * contained in everything charged before wallet credit; and the points earned, floor(SAR after
 * coupon and points) × tier multiplier × bonus multiplier. Throws TotalsError for a negative
 * price, fee or wallet amount, a quantity that is not a whole number of at least 1 or a bonus
 * multiplier that is not a whole number of at least 1, and PointsError for points that are not
 * a multiple of 50.
 */
export function orderTotals(input: TotalsInput): Totals {
  const { subTotal } = bagTotals(input.lines);
  const couponDiscount = input.coupon === undefined ? ZERO : couponDiscountFor(input.coupon, subTotal);
  const afterCoupon = subtract(subTotal, couponDiscount);

  const asked = input.pointsToRedeem ?? 0;
  assertRedeemable(asked);
  const pointsAvailable = Math.max(0, input.pointsAvailable ?? asked);
  const steps = Math.min(
    Math.floor(afterCoupon / HALALAS_PER_REDEMPTION_STEP),
    Math.floor(pointsAvailable / POINTS_PER_REDEMPTION_STEP),
  );
  const maxRedeemablePoints = steps * POINTS_PER_REDEMPTION_STEP;
  const pointsRedeemed = Math.min(asked, maxRedeemablePoints);
  const pointDiscount = halalas(redemptionValue(pointsRedeemed));
  const afterPoints = subtract(afterCoupon, pointDiscount);

  const codFee = input.paymentMethod === 'cod' ? nonNegative('The COD fee', input.codFee ?? ZERO) : ZERO;
  const shipping = nonNegative('Shipping', input.shipping ?? ZERO);
  const charged = add(afterPoints, codFee, shipping);

  const walletAsked = nonNegative('Wallet credit', input.walletToApply ?? ZERO);
  const walletAvailable = halalas(Math.max(0, input.walletAvailable ?? walletAsked));
  const maxWalletAmount = halalas(Math.min(walletAvailable, charged));
  const walletApplied = halalas(Math.min(walletAsked, maxWalletAmount));

  const multiplier =
    TIER_MULTIPLIERS[input.tier ?? 'silver'] * positiveWhole('A bonus multiplier', input.bonusMultiplier ?? 1);
  return {
    subTotal,
    couponDiscount,
    pointsRedeemed,
    pointDiscount,
    codFee,
    shipping,
    walletApplied,
    totalWithVat: charged,
    vat: vatContained(charged),
    grandTotal: subtract(charged, walletApplied),
    pointsEarned: Math.floor(afterPoints / 100) * multiplier,
    maxRedeemablePoints,
    maxWalletAmount,
  };
}
