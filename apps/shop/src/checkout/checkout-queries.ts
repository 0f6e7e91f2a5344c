import type { QuoteInput } from '@juicyin/contract';
import { queryOptions } from '@tanstack/react-query';
import { accountKeys } from '../account/keys.ts';
import type { ApiClient } from '../api.ts';

/** What the shopper chose at checkout (the quote's body); the bag is the server's. */
export interface CheckoutChoices {
  readonly addressId: string | null;
  readonly couponCode: string | null;
  readonly pointsToRedeem: number;
  readonly walletAmount: number;
  readonly paymentMethod: 'card' | 'cod';
}

export const checkoutKeys = {
  addresses: () => [...accountKeys.all, 'addresses'] as const,
  quotes: () => [...accountKeys.all, 'checkout', 'quote'] as const,
  /** One quote per choice and per bag (its lines and quantities): any change asks again. */
  quote: (choices: CheckoutChoices, bagVersion: string) => [...checkoutKeys.quotes(), choices, bagVersion] as const,
};

export function addressesQuery(client: ApiClient) {
  return queryOptions({
    queryKey: checkoutKeys.addresses(),
    queryFn: ({ signal }) => client.request('listAddresses', { signal }),
  });
}

/** The server's price of the bag for these choices: every figure the checkout shows. */
export function quoteQuery(client: ApiClient, choices: CheckoutChoices, bagVersion: string) {
  const body: QuoteInput = { ...choices };
  return queryOptions({
    queryKey: checkoutKeys.quote(choices, bagVersion),
    queryFn: ({ signal }) => client.request('quoteCheckout', { body, signal }),
  });
}
