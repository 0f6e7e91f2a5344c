import { type SQL, sql } from 'drizzle-orm';
import { HttpError } from '../../http/errors.ts';
import type { PaymentRow } from '../../orders/view.ts';
import type { CardDetails, PaymentProvider } from '../../payments/provider.ts';

export interface CapturedCharge {
  /** The card as the order shows it. */
  readonly payment: PaymentRow;
  /** The statement recording the captured payment (written with the stored answer). */
  readonly record: SQL;
}

/**
 * Charges the card with the order's grand total (its number as the reference). A decline answers
 * 402 payment_declined, a provider failure 502 payment_failed: thrown inside the transaction, either
 * rolls the order back.
 */
export async function chargeCard(
  provider: PaymentProvider,
  charge: { card: CardDetails; amount: number; orderId: string; orderNumber: string; shopperId: string; now: Date },
): Promise<CapturedCharge> {
  const { card } = charge;
  const result = await provider.charge({ amount: charge.amount, card, reference: charge.orderNumber });
  if (result.status === 'declined') {
    throw new HttpError(402, 'payment_declined', 'The card was declined. Nothing was charged; try another card.');
  }
  if (result.status === 'failed') {
    throw new HttpError(
      502,
      'payment_failed',
      'The payment service did not answer. Nothing was charged; try again in a moment.',
    );
  }
  return {
    payment: {
      brand: result.brand,
      last4: result.last4,
      holder_name: card.holderName,
      expiry_month: card.expiryMonth,
      expiry_year: card.expiryYear,
    },
    record: sql`insert into payments (order_id, shopper_id, provider, provider_reference, brand, last4, holder_name,
                                      expiry_month, expiry_year, amount, status, created_at)
                values (${charge.orderId}, ${charge.shopperId}, ${provider.name}, ${result.reference}, ${result.brand},
                        ${result.last4}, ${card.holderName}, ${card.expiryMonth}, ${card.expiryYear}, ${charge.amount},
                        'captured', ${charge.now})`,
  };
}
