import { useState } from 'react';
import { useMessages } from '../../i18n/messages-provider.tsx';
import { useLiveInvalidation } from '../../live/index.ts';
import { staffOrdersKey } from '../staff-orders-query.ts';

/**
 * Keeps the dashboard live: every order event from the staff stream (a new order, a change made by
 * other staff) fetches the queue and the table again without a reload, and a polite live region
 * says what happened ("New order JY-…").
 */
export function DashboardLive() {
  const t = useMessages();
  const [message, setMessage] = useState('');
  useLiveInvalidation('streamStaffEvents', undefined, [staffOrdersKey], {
    onEvent: (event) => {
      if (event.kind === 'placed') setMessage(t('dashboard.live.newOrder', { number: event.number }));
      else if (event.kind !== 'note') {
        setMessage(
          t('dashboard.live.changed', { number: event.number, status: t(`dashboard.status.${event.status}`) }),
        );
      }
    },
  });
  return (
    <p className="shop-dashboard__live" role="status" aria-live="polite">
      {message}
    </p>
  );
}
