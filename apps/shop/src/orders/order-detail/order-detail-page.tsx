import type { OrderDetail } from '@juicyin/contract';
import { Link } from '@juicyin/ui/link';
import { TotalsCard } from '@juicyin/ui/totals-card';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../api-client.tsx';
import { LiveOrder } from '../../live/live-order.tsx';
import { useMessages } from '../../i18n/messages-provider.tsx';
import { invoicePath, trackOrderPath } from '../../paths.ts';
import { useParams } from '../../router/hooks.ts';
import { OrderLinesTable } from '../order-lines-table.tsx';
import { OrderPage } from '../order-page.tsx';
import { Fact, OrderAddress, OrderStatus, PaymentMethod, useOrderTime } from '../order-parts.tsx';
import { orderQuery } from '../order-queries.ts';
import { OrderQueryFrame } from '../order-query-frame.tsx';
import { LazyOrderReviews } from '../../reviews/lazy-write-review.tsx';
import { ReorderButton } from '../reorder-button.tsx';
import { CancelOrder } from './cancel-order.tsx';
import { CancelledRefunds } from './cancelled-refunds.tsx';
import './order-detail-page.css';
import { savedOrderPath } from '../../offline/saved-copy-note.tsx';

/** The shipment block: each line's size, material, SKU, quantity and price, and the points it earns. */
function ShipmentLines({ order }: { readonly order: OrderDetail }) {
  const t = useMessages();
  return (
    <section className="shop-order-detail__shipment" aria-labelledby="order-shipment">
      <h2 id="order-shipment">{t('orders.detail.shipment')}</h2>
      <OrderLinesTable
        lines={order.lines}
        caption={t('orders.detail.shipmentCaption', { number: order.number })}
        columns={{
          item: t('orders.line.item'),
          size: t('orders.line.size'),
          material: t('orders.line.material'),
          sku: t('orders.line.sku'),
          quantity: t('orders.line.quantity'),
          price: t('orders.line.price'),
          points: t('orders.line.points'),
        }}
      />
      <p className="shop-order-detail__points">
        {t('orders.detail.pointsEarned', { points: order.totals.pointsEarned })}
      </p>
    </section>
  );
}

function OrderDetailBody({ number }: { readonly number: string }) {
  const client = useApiClient();
  const order = useQuery(orderQuery(client, number));
  return (
    <OrderQueryFrame queries={[order]} savedFrom={savedOrderPath(number)}>
      {(detail) => <OrderDetailView detail={detail} />}
    </OrderQueryFrame>
  );
}

function OrderDetailView({ detail }: { readonly detail: OrderDetail }) {
  const t = useMessages();
  const time = useOrderTime();
  return (
    <div className="shop-order-detail__body">
      <LiveOrder number={detail.number} status={detail.status} />
      <dl className="shop-order-facts">
        <Fact label={t('orders.detail.number')}>
          <span dir="ltr">{detail.number}</span>
        </Fact>
        <Fact label={t('orders.detail.placedAt')}>
          <time dateTime={detail.placedAt}>{time(detail.placedAt)}</time>
        </Fact>
        <Fact label={t('orders.detail.status')}>
          <OrderStatus status={detail.status} />
        </Fact>
        <Fact label={t('orders.detail.payment')}>
          <PaymentMethod payment={detail.payment} />
        </Fact>
        <Fact label={t('orders.detail.address')}>
          <OrderAddress address={detail.address} />
        </Fact>
      </dl>
      <div className="shop-order-actions">
        <Link href={invoicePath(detail.number)} variant="button">
          {t('orders.detail.downloadInvoice')}
        </Link>
        <Link href={trackOrderPath(detail.number)} variant="button">
          {t('orders.detail.track')}
        </Link>
        <ReorderButton number={detail.number} />
        {detail.canCancel ? <CancelOrder order={detail} /> : null}
      </div>
      {detail.status === 'cancelled' ? <CancelledRefunds order={detail} /> : null}
      <TotalsCard totals={detail.totals} headingLevel={2} />
      <ShipmentLines order={detail} />
      {detail.status === 'delivered' ? <LazyOrderReviews order={detail} /> : null}
    </div>
  );
}

/** `order-detail`: one order of the shopper's (or the latest), with Cancel while it is Placed. */
export function OrderDetailPage() {
  const t = useMessages();
  const { number } = useParams();
  const client = useApiClient();
  return (
    <OrderPage
      number={number}
      query={(n) => orderQuery(client, n)}
      className="shop-order-detail"
      title={number ? t('orders.detail.pageTitle', { number }) : t('orders.detail.latestPageTitle')}
      description={t('orders.detail.pageDescription')}
      heading={t('orders.detail.title')}
    >
      {(n) => <OrderDetailBody number={n} />}
    </OrderPage>
  );
}
