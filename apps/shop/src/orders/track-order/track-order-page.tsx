import type { OrderDetail, OrderSummary, Tracking } from '@juicyin/contract';
import { Link } from '@juicyin/ui/link';
import { type ShipmentStep, ShipmentTracker } from '@juicyin/ui/shipment-tracker';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../api-client.tsx';
import { LiveOrder } from '../../live/live-order.tsx';
import { useLanguage, useMessages } from '../../i18n/messages-provider.tsx';
import { orderPath, trackOrderPath } from '../../paths.ts';
import { useParams } from '../../router/hooks.ts';
import { PushOptIn } from '../../widgets/push-opt-in.tsx';
import { OrderLinesTable } from '../order-lines-table.tsx';
import { OrderPage } from '../order-page.tsx';
import { Fact, OrderAddress, OrderStatus, useOrderTime } from '../order-parts.tsx';
import { orderQuery, trackingQuery } from '../order-queries.ts';
import { OrderQueryFrame } from '../order-query-frame.tsx';
import './track-order-page.css';
import { savedOrderPath } from '../../offline/saved-copy-note.tsx';

/** The step the server marks current; a cancelled or delivered order: the last step it reached. */
function currentStep(tracking: Tracking): ShipmentStep {
  const steps = tracking.tracker.steps;
  const current = steps.find((step) => step.state === 'current');
  const reached = steps.filter((step) => step.state !== 'upcoming');
  return current?.step ?? reached.at(-1)?.step ?? 'ordered';
}

function TrackOrderBody({ number }: { readonly number: string }) {
  const client = useApiClient();
  const tracking = useQuery(trackingQuery(client, number));
  const order = useQuery(orderQuery(client, number));
  return (
    <OrderQueryFrame queries={[tracking, order]} savedFrom={savedOrderPath(number, 'tracking')}>
      {(trackingData, detail) => <TrackOrderView number={number} tracking={trackingData} order={detail} />}
    </OrderQueryFrame>
  );
}

function TrackOrderView({
  number,
  tracking,
  order,
}: {
  readonly number: string;
  readonly tracking: Tracking;
  readonly order: OrderDetail;
}) {
  const t = useMessages();
  const language = useLanguage();
  const { tracker, events } = tracking;
  const reachedAt = Object.fromEntries(tracker.steps.map((step) => [step.step, step.at]));
  return (
    <div className="shop-track__body">
      <LiveOrder number={number} status={tracking.status} />
      <dl className="shop-order-facts">
        <Fact label={t('orders.track.reference')}>
          <span dir="ltr">{number}</span>
        </Fact>
        <Fact label={t('orders.detail.status')}>
          <OrderStatus status={tracking.status} />
        </Fact>
        <Fact label={t('orders.detail.address')}>
          <OrderAddress address={order.address} />
        </Fact>
      </dl>
      <div className="shop-order-actions">
        <Link href={orderPath(number)} variant="button">
          {t('orders.track.viewDetail')}
        </Link>
      </div>
      <PushOptIn orderNumber={number} />
      <section className="shop-track__shipment" aria-labelledby="track-current">
        <h2 id="track-current">{t('orders.track.current', { status: t(`orders.status.${tracking.status}`) })}</h2>
        <ShipmentTracker
          current={currentStep(tracking)}
          reachedAt={reachedAt}
          cancelledAt={tracker.cancelledAt}
          finished={tracker.steps.every((step) => step.state === 'complete')}
          events={events.map((event) => ({
            timestamp: event.at,
            location: event.location,
            status: event.text[language],
          }))}
        />
      </section>
      <OrderLinesTable
        lines={order.lines}
        caption={t('orders.track.lines')}
        columns={{
          item: t('orders.line.item'),
          material: t('orders.line.material'),
          size: t('orders.line.size'),
          quantity: t('orders.line.quantity'),
          price: t('orders.line.price'),
        }}
      />
    </div>
  );
}

/** With several orders on the bare address: the others, each to track. */
function OtherOrders({ orders }: { readonly orders: readonly OrderSummary[] }) {
  const t = useMessages();
  const time = useOrderTime();
  return (
    <nav className="shop-track__others" aria-labelledby="track-others">
      <h2 id="track-others">{t('orders.track.others')}</h2>
      <ul>
        {orders.map((order) => (
          <li key={order.number}>
            <Link href={trackOrderPath(order.number)}>{t('orders.track.trackOther', { number: order.number })}</Link>{' '}
            <time dateTime={order.placedAt}>{time(order.placedAt)}</time> <OrderStatus status={order.status} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** `track-order`: where an order is (the latest on the bare address, with a choice of the others). */
export function TrackOrderPage() {
  const t = useMessages();
  const { number } = useParams();
  const client = useApiClient();
  return (
    <OrderPage
      number={number}
      query={(n) => trackingQuery(client, n)}
      className="shop-track"
      title={number ? t('orders.track.pageTitle', { number }) : t('orders.track.latestPageTitle')}
      description={t('orders.track.pageDescription')}
      heading={t('orders.track.title')}
      others={(orders) => <OtherOrders orders={orders} />}
    >
      {(n) => <TrackOrderBody number={n} />}
    </OrderPage>
  );
}
