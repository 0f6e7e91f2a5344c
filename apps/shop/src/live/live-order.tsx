import type { OrderStatusValue } from '@juicyin/contract';
import { useState } from 'react';
import { accountKeys } from '../account/keys.ts';
import { useMessages } from '../i18n/messages-provider.tsx';
import { orderKeys } from '../orders/order-queries.ts';
import { useLiveInvalidation } from './use-live-invalidation.ts';
import './live-order.css';

/** What a change to an order makes stale in the shopper's cache: the order, its tracking, the lists, points and wallet. */
export function liveOrderKeys(number: string) {
  return [
    orderKeys.detail(number),
    orderKeys.tracking(number),
    [...orderKeys.all, 'list'],
    accountKeys.points(),
    [...accountKeys.all, 'wallet'],
  ] as const;
}

/**
 * An order screen kept live (orders catalogue): subscribes to the order's event stream, so each
 * change made by the store fetches the order again (no reload), and once the new status is on
 * screen, says so in a polite live region. Mount it with the order's data (`status` as shown).
 */
export function LiveOrder({ number, status }: { readonly number: string; readonly status: OrderStatusValue }) {
  const t = useMessages();
  const [shown, setShown] = useState(status);
  const [heard, setHeard] = useState(false);
  const [message, setMessage] = useState('');
  useLiveInvalidation('streamOrderEvents', { number }, liveOrderKeys(number), {
    onEvent: (event) => {
      if (event.kind !== 'note') setHeard(true);
    },
  });
  // The status on screen changed: announced when a live event brought it (not the shopper's own cancel).
  if (status !== shown) {
    setShown(status);
    if (heard) {
      setHeard(false);
      setMessage(t('orders.live.status', { status: t(`orders.status.${status}`) }));
    }
  }
  return (
    <p className="shop-live-order" role="status" aria-live="polite">
      {message}
    </p>
  );
}
