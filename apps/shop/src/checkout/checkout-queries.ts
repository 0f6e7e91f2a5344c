import type { Address, Bag, QuoteInput } from '@juicyin/contract';
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

/** What a checkout starts with: no coupon, points or wallet, paid by card, to the delivery address. */
export const firstChoices: CheckoutChoices = {
  addressId: null,
  couponCode: null,
  pointsToRedeem: 0,
  walletAmount: 0,
  paymentMethod: 'card',
};

/**
 * Saved before the national address was asked for: not chosen by itself; choosing it asks for its
 * building number and additional number first (PRODUCT.md §9).
 */
export const isIncomplete = (address: Address) => address.buildingNumber === null || address.additionalNumber === null;

/**
 * The address delivered to: the chosen one while it is saved, deliverable and complete, else the
 * default, else the first such address.
 */
export function deliveryAddress(addresses: readonly Address[], chosen: string | null): Address | undefined {
  const deliverable = addresses.filter((address) => address.delivery.deliverable && !isIncomplete(address));
  return (
    deliverable.find((address) => address.id === chosen) ??
    deliverable.find((address) => address.isDefault) ??
    deliverable[0]
  );
}

/** The bag's lines and quantities, as a quote's key: a quote is for one bag. */
export const bagVersionOf = (bag: Pick<Bag, 'lines'>) =>
  bag.lines.map((line) => `${line.sku}:${String(line.quantity)}`).join(',');

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
