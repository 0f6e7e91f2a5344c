import { randomUUID } from 'node:crypto';
import { cardBrand } from './card.ts';
import type { ChargeRequest, ChargeResult, PaymentProvider, RefundRequest, RefundResult } from './provider.ts';

/**
 * Test card numbers of the built-in sandbox (any holder name, a future expiry, any CVV of the
 * right length). Every other valid number is captured too.
 */
export const SANDBOX_CARDS = {
  /** Visa, captured. */
  visa: '4242424242424242',
  /** Mastercard, captured. */
  mastercard: '5555555555554444',
  /** mada, captured. */
  mada: '4406470000000007',
  /** American Express, captured (4-digit CVV). */
  amex: '378282246310005',
  /** Declined by the bank: answers 402 payment_declined. */
  declined: '4000000000000002',
  /** mada, declined (insufficient funds). */
  madaDeclined: '5294150000000007',
  /** The provider fails (an outage): answers 502 payment_failed; nothing is charged. */
  providerError: '4000000000000119',
} as const;

const DECLINED = new Set<string>([SANDBOX_CARDS.declined, SANDBOX_CARDS.madaDeclined]);
const FAILING = new Set<string>([SANDBOX_CARDS.providerError]);

/** The sandbox provider: no outside service, deterministic answers per test number. */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox';
  /** Captured charges and what is left to refund of each. */
  private readonly refundable = new Map<string, number>();

  charge(request: ChargeRequest): Promise<ChargeResult> {
    const number = request.card.number;
    const brand = cardBrand(number) ?? 'visa';
    const last4 = number.slice(-4);
    const reference = `sbx_${randomUUID()}`;
    if (FAILING.has(number)) return Promise.resolve({ status: 'failed', reference, brand, last4 });
    if (DECLINED.has(number)) return Promise.resolve({ status: 'declined', reference, brand, last4 });
    this.refundable.set(reference, request.amount);
    return Promise.resolve({ status: 'captured', reference, brand, last4 });
  }

  refund(request: RefundRequest): Promise<RefundResult> {
    const left = this.refundable.get(request.reference);
    if (left === undefined || request.amount <= 0 || request.amount > left) {
      return Promise.resolve({ status: 'failed', reference: request.reference });
    }
    this.refundable.set(request.reference, left - request.amount);
    return Promise.resolve({ status: 'refunded', reference: request.reference });
  }
}
