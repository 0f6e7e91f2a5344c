/** Card details as the shopper sent them: used for one charge, never stored or logged. */
export interface CardDetails {
  readonly number: string;
  readonly holderName: string;
  readonly expiryMonth: number;
  readonly expiryYear: number;
  readonly cvv: string;
}

export type CardBrand = 'visa' | 'mastercard' | 'mada' | 'amex';

export interface ChargeRequest {
  /** Halalas, > 0. */
  readonly amount: number;
  readonly card: CardDetails;
  /** The shop's reference for the charge (the order number). */
  readonly reference: string;
}

export interface ChargeResult {
  /** captured: the money is taken; declined: the bank refused; failed: the provider could not answer. */
  readonly status: 'captured' | 'declined' | 'failed';
  /** The provider's reference for the charge. */
  readonly reference: string;
  readonly brand: CardBrand;
  readonly last4: string;
}

export interface RefundRequest {
  /** The provider reference of a captured charge. */
  readonly reference: string;
  readonly amount: number;
}

export interface RefundResult {
  readonly status: 'refunded' | 'failed';
  readonly reference: string;
}

/**
 * A card payment provider. The shop calls `charge` inside the order transaction, so a decline or
 * failure rolls the order back; `refund` gives money back to the card (cancellations refund to the
 * store wallet instead, PRODUCT.md §6, so the shop itself only refunds cards through staff tools).
 */
export interface PaymentProvider {
  readonly name: string;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  refund(request: RefundRequest): Promise<RefundResult>;
}
