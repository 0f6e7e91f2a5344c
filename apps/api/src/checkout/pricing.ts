import type { Quote } from '@juicyin/contract';
import type { StoreRules } from '../store/settings.ts';
import {
  bonusMultiplier,
  checkCoupon,
  codAvailability,
  halalas,
  normalizeCouponCode,
  bagTotals,
  orderTotals,
  type Tier,
  type Totals,
} from '@juicyin/domain';
import { productImages } from '../catalogue/read-model.ts';
import { type CouponRow, couponRejectionMessage, domainCoupon, findCoupon, usesByShopper } from '../coupons/coupons.ts';
import type { Database } from '../database.ts';
import { spendablePoints } from '../points/redeem.ts';
import { deliveryFor } from '../store/settings.ts';
import { walletAvailable } from '../wallet/order-payments.ts';
import { addressOf, type AddressRow, bagLinesOf, bonusEventsAt, shopperTier } from './pricing-inputs.ts';

export interface CheckoutChoice {
  readonly addressId: string | null;
  readonly couponCode: string | null;
  readonly pointsToRedeem: number;
  readonly walletAmount: number;
  readonly paymentMethod: 'card' | 'cod';
}

export interface PricedLine {
  readonly variantId: number;
  readonly productId: number;
  readonly sku: string;
  readonly slug: string;
  readonly nameEn: string;
  readonly nameAr: string;
  readonly material: 'regular' | 'glass';
  readonly size: string;
  readonly unitPrice: number;
  /** The unit price when the line was put in the bag (null for lines from before that was kept). */
  readonly priceWhenAdded: number | null;
  readonly quantity: number;
  readonly lineTotal: number;
  readonly stock: number;
}

/** Everything checkout decides from the bag and the shopper's choices: the quote and what placing needs. */
export interface PricedCheckout {
  readonly quote: Quote;
  readonly totals: Totals;
  readonly lines: readonly PricedLine[];
  readonly address: AddressRow | null;
  readonly zoneKey: string | null;
  /** The accepted coupon, if any. */
  readonly coupon: CouponRow | null;
  readonly tier: Tier;
}

/**
 * The one pricing path of checkout (quote and place): the bag at today's prices from the database,
 * the chosen address's delivery zone, the coupon checked by the domain, the shopper's spendable
 * points and available credit, their tier and any bonus event, COD availability from the store
 * settings — into the domain's `orderTotals`. Placing calls it inside the order transaction after
 * locking the shopper, so what is charged is what this function computes at that moment.
 */
export async function priceCheckout(
  db: Database,
  settings: StoreRules,
  shopperId: string,
  choice: CheckoutChoice,
  now: Date,
  /** Placing skips reading the points or credit balance when none is spent (the limits then show 0). */
  options: { limits: boolean } = { limits: true },
): Promise<PricedCheckout> {
  const bag = bagTotals(await bagLinesOf(db, shopperId));
  const lines: readonly PricedLine[] = bag.lines;

  const address = choice.addressId === null ? null : await addressOf(db, shopperId, choice.addressId);
  const delivery = address === null ? null : deliveryFor(settings, address.city);

  const tier = await shopperTier(db, shopperId, now);
  const events = await bonusEventsAt(db, now);

  let couponRow: CouponRow | null = null;
  let quoteCoupon: Quote['coupon'] = null;
  let couponDiscount: Parameters<typeof orderTotals>[0]['coupon'];
  if (choice.couponCode !== null) {
    const code = normalizeCouponCode(choice.couponCode);
    const row = await findCoupon(db, code);
    const check = checkCoupon({
      code,
      coupons: row ? [domainCoupon(row)] : [],
      subTotal: bag.subTotal,
      now,
      shopperTier: tier,
      usesTotal: row?.uses ?? 0,
      usesByShopper: row ? await usesByShopper(db, row.id, shopperId) : 0,
    });
    if (check.ok && row) {
      couponRow = row;
      couponDiscount = check.coupon.discount;
      quoteCoupon = {
        accepted: true,
        code: row.code,
        discount: check.discount,
        description: { en: row.description_en, ar: row.description_ar },
      };
    } else if (!check.ok) {
      quoteCoupon = { accepted: false, code, reason: check.reason, message: couponRejectionMessage(check.reason, row) };
    }
  }

  const cod = codAvailability({
    enabled: settings.cashOnDelivery.enabled,
    reason: settings.cashOnDelivery.unavailableReason?.en,
    fee: halalas(settings.cashOnDelivery.fee),
  });
  const pointsAvailable = options.limits || choice.pointsToRedeem > 0 ? await spendablePoints(db, shopperId, now) : 0;
  const walletBalance = options.limits || choice.walletAmount > 0 ? await walletAvailable(db, shopperId) : 0;
  const totals = orderTotals({
    lines: lines.map((line) => ({ unitPrice: halalas(line.unitPrice), quantity: line.quantity })),
    coupon: couponDiscount,
    pointsToRedeem: choice.pointsToRedeem,
    pointsAvailable,
    paymentMethod: choice.paymentMethod,
    codFee: cod.available ? cod.fee : halalas(0),
    shipping: halalas(delivery?.fee ?? 0),
    walletToApply: halalas(choice.walletAmount),
    walletAvailable: halalas(walletBalance),
    tier,
    bonusMultiplier: bonusMultiplier(events, tier, now),
  });

  const problems: Quote['problems'] = [];
  if (lines.length === 0) problems.push('empty_bag');
  if (lines.some((line) => line.stock < line.quantity)) problems.push('out_of_stock');
  if (address === null) problems.push('no_address');
  else {
    if (address.building_number === null || address.additional_number === null) problems.push('address_incomplete');
    if (delivery && !delivery.deliverable) problems.push('not_deliverable');
  }
  if (choice.paymentMethod === 'cod' && !cod.available) problems.push('cod_unavailable');
  if (quoteCoupon?.accepted === false) problems.push('coupon_rejected');

  const quote: Quote = {
    lines: lines.map((line) => ({
      sku: line.sku,
      slug: line.slug,
      name: { en: line.nameEn, ar: line.nameAr },
      image: productImages(line.slug, line.material)[0] ?? '',
      material: line.material,
      size: line.size as Quote['lines'][number]['size'],
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      priceWhenAdded: line.priceWhenAdded === line.unitPrice ? null : line.priceWhenAdded,
      lineTotal: line.lineTotal,
      available: line.stock >= line.quantity,
    })),
    totals: {
      subTotal: totals.subTotal,
      couponDiscount: totals.couponDiscount,
      pointsRedeemed: totals.pointsRedeemed,
      pointDiscount: totals.pointDiscount,
      codFee: totals.codFee,
      shipping: totals.shipping,
      walletApplied: totals.walletApplied,
      vat: totals.vat,
      grandTotal: totals.grandTotal,
      pointsEarned: totals.pointsEarned,
    },
    limits: {
      maxRedeemablePoints: totals.maxRedeemablePoints,
      maxWalletAmount: totals.maxWalletAmount,
      pointsAvailable,
      walletAvailable: walletBalance,
    },
    coupon: quoteCoupon,
    delivery,
    cashOnDelivery: {
      available: cod.available,
      fee: settings.cashOnDelivery.fee,
      reason: cod.available ? null : settings.cashOnDelivery.unavailableReason,
    },
    paymentMethod: choice.paymentMethod,
    tier,
    problems,
  };
  return { quote, totals, lines, address, zoneKey: delivery?.zone ?? null, coupon: couponRow, tier };
}
