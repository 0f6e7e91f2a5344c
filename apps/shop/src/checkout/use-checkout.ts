import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApiClient } from '../api-client.tsx';
import { useBag } from '../bag/use-bag.ts';
import {
  addressesQuery,
  bagVersionOf,
  type CheckoutChoices,
  deliveryAddress,
  firstChoices,
  quoteQuery,
} from './checkout-queries.ts';

/**
 * The signed-in shopper's checkout: the bag, the saved addresses, what they chose (address,
 * coupon, points, wallet, payment method) and the server's quote for it — asked again on every
 * change of a choice or of the bag (the previous quote stays shown meanwhile).
 */
export function useCheckout() {
  const client = useApiClient();
  const bag = useBag();
  const [own, setOwn] = useState<CheckoutChoices>(firstChoices);
  const addresses = useQuery(addressesQuery(client));
  const address = deliveryAddress(addresses.data?.items ?? [], own.addressId);
  const choices: CheckoutChoices = { ...own, addressId: address?.id ?? null };
  const bagVersion = bag.bag ? bagVersionOf(bag.bag) : '';
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
