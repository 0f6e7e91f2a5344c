import { ApiError, type Quote } from '@juicyin/contract';
import type { MessageKey } from '../i18n/messages.ts';

/** A problem the error summary lists: its words and the id of the place to fix it. */
export interface SummaryProblem {
  readonly key: MessageKey;
  readonly target: string;
}

export const targets = {
  address: 'checkout-address-title',
  lines: 'checkout-lines-title',
  coupon: 'checkout-coupon-title',
  payment: 'checkout-payment-title',
} as const;

const problemOfQuote: Readonly<Record<Quote['problems'][number], SummaryProblem>> = {
  empty_bag: { key: 'checkout.problem.emptyBag', target: targets.lines },
  out_of_stock: { key: 'checkout.problem.outOfStock', target: targets.lines },
  no_address: { key: 'checkout.problem.noAddress', target: targets.address },
  address_incomplete: { key: 'checkout.problem.addressIncomplete', target: targets.address },
  not_deliverable: { key: 'checkout.problem.notDeliverable', target: targets.address },
  cod_unavailable: { key: 'checkout.problem.codUnavailable', target: targets.payment },
  coupon_rejected: { key: 'checkout.problem.couponRejected', target: targets.coupon },
};

/** What stops the quote's order being placed, as the summary lists it. */
export const quoteProblems = (quote: Quote): SummaryProblem[] => quote.problems.map((code) => problemOfQuote[code]);

const byCode: Readonly<Record<string, MessageKey>> = {
  payment_declined: 'checkout.error.declined',
  payment_failed: 'checkout.error.providerFailed',
  invalid_card: 'checkout.error.invalidCard',
  card_required: 'checkout.error.invalidCard',
  price_changed: 'checkout.error.changed',
  out_of_stock: 'checkout.error.changed',
  points_unavailable: 'checkout.error.changed',
  wallet_unavailable: 'checkout.error.changed',
  coupon_rejected: 'checkout.error.changed',
  not_deliverable: 'checkout.problem.notDeliverable',
  address_incomplete: 'checkout.problem.addressIncomplete',
  cod_unavailable: 'checkout.problem.codUnavailable',
  empty_bag: 'checkout.problem.emptyBag',
  not_found: 'checkout.error.changed',
  idempotency_in_flight: 'checkout.error.inFlight',
};

/**
 * What to tell the shopper when placing failed, and whether the quote may have changed (then it is
 * asked again), and whether the attempt got no real answer (the network, a server still processing
 * it or failing): then pressing again sends the same attempt with the same key, so nothing is
 * charged twice.
 */
export function placeOrderFailure(error: unknown): { key: MessageKey; requote: boolean; unanswered: boolean } {
  if (!(error instanceof ApiError)) return { key: 'checkout.error.network', requote: false, unanswered: true };
  const key = byCode[error.code] ?? 'checkout.error.unknown';
  return {
    key,
    requote: key === 'checkout.error.changed' || error.status === 422,
    unanswered: error.code === 'idempotency_in_flight' || (error.status >= 500 && error.code !== 'payment_failed'),
  };
}
