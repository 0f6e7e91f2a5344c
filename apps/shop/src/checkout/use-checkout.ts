import type { Address } from '@juicyin/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApiClient } from '../api-client.tsx';
import { useBag } from '../bag/use-bag.ts';
import { addressesQuery, type CheckoutChoices, quoteQuery } from './checkout-queries.ts';

const start: CheckoutChoices = {
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

/**
 * The signed-in shopper's checkout: the bag, the saved addresses, what they chose (address,
 * coupon, points, wallet, payment method) and the server's quote for it — asked again on every
 * change of a choice or of the bag (the previous quote stays shown meanwhile).
 */
export function useCheckout() {
  const client = useApiClient();
  const bag = useBag();
  const [own, setOwn] = useState<CheckoutChoices>(start);
  const addresses = useQuery(addressesQuery(client));
  const address = deliveryAddress(addresses.data?.items ?? [], own.addressId);
  const choices: CheckoutChoices = { ...own, addressId: address?.id ?? null };
  const bagVersion = bag.bag?.lines.map((line) => `${line.sku}:${String(line.quantity)}`).join(',') ?? '';
  const quote = useQuery({
    ...quoteQuery(client, choices, bagVersion),
    enabled: bag.bag !== undefined && addresses.data !== undefined,
    placeholderData: keepPreviousData,
  });

  return {
    bag,
    addresses,
    address,
    choices,
    bagVersion,
    quote,
    choose: (change: Partial<CheckoutChoices>) => {
      setOwn((current) => ({ ...current, ...change }));
    },
  };
}

export type Checkout = ReturnType<typeof useCheckout>;
