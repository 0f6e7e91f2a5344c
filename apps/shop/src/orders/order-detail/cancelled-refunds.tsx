import type { OrderDetail } from '@juicyin/contract';
import { Price } from '@juicyin/ui/price';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../api-client.tsx';
import { useMessages } from '../../i18n/messages-provider.tsx';
import { pointsEntriesQuery, walletEntriesQuery } from '../order-queries.ts';
import { useOrderTime } from '../order-parts.tsx';

/**
 * What a cancelled order gave back, as the server's wallet and points histories record it: each
 * refund to the wallet with its status (pending until settled), and the order's redeemed points
 * once the history holds their return (one entry per lot they were drawn from).
 */
export function CancelledRefunds({ order }: { readonly order: OrderDetail }) {
  const t = useMessages();
  const client = useApiClient();
  const time = useOrderTime();
  const wallet = useQuery(walletEntriesQuery(client));
  const points = useQuery(pointsEntriesQuery(client));
  const refunds = wallet.data?.items.filter((entry) => entry.type === 'refund' && entry.orderNumber === order.number);
  const returned = points.data?.items.filter(
    (entry) => entry.type === 'returned' && entry.orderNumber === order.number,
  );
  return (
    <section className="shop-order-detail__refunds" aria-labelledby="order-refunds">
      <h2 id="order-refunds">{t('orders.refunds.title')}</h2>
      {order.cancelledAt ? (
        <p>
          {t('orders.refunds.cancelledAt')} <time dateTime={order.cancelledAt}>{time(order.cancelledAt)}</time>
        </p>
      ) : null}
      {wallet.isError || points.isError ? <p role="alert">{t('orders.refunds.failed')}</p> : null}
      {refunds === undefined || returned === undefined ? (
        <p role="status">{t('orders.refunds.loading')}</p>
      ) : (
        <ul className="shop-order-detail__refund-list">
          {refunds.map((entry) => (
            <li key={entry.id}>
              {t('orders.refunds.wallet')} <Price amount={entry.amount} />{' '}
              <span className="shop-order-status" data-status={entry.status}>
                {t(`orders.refunds.status.${entry.status}`)}
              </span>
            </li>
          ))}
          {returned.length > 0 ? <li>{t('orders.refunds.points', { points: order.totals.pointsRedeemed })}</li> : null}
          {refunds.length === 0 && returned.length === 0 ? <li>{t('orders.refunds.none')}</li> : null}
        </ul>
      )}
    </section>
  );
}
