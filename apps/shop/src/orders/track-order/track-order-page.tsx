import type { OrderDetail, OrderSummary, Tracking } from '@juicyin/contract';
import { Link } from '@juicyin/ui/link';
import { Price } from '@juicyin/ui/price';
import { type ShipmentStep, ShipmentTracker } from '@juicyin/ui/shipment-tracker';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../api-client.tsx';
import { QueryError } from '../../catalogue/query-error.tsx';
import { useLanguage, useMessages } from '../../i18n/messages-provider.tsx';
import { orderPath, trackOrderPath } from '../../paths.ts';
import { useParams } from '../../router/hooks.ts';
import { OrderLoading, OrderPage } from '../order-page.tsx';
import { Fact, OrderAddress, OrderStatus, useOrderTime } from '../order-parts.tsx';
import { orderQuery, trackingQuery } from '../order-queries.ts';
import './track-order-page.css';

/** The step the server marks current; a cancelled or delivered order: the last step it reached. */
function currentStep(tracking: Tracking): ShipmentStep {
  const steps = tracking.tracker.steps;
  const current = steps.find((step) => step.state === 'current');
  const reached = steps.filter((step) => step.state !== 'upcoming');
  return current?.step ?? reached.at(-1)?.step ?? 'ordered';
}

function TrackedLines({ order }: { readonly order: OrderDetail }) {
  const t = useMessages();
  const language = useLanguage();
  return (
    <div className="shop-order-table-scroll">
      <table className="shop-order-table">
        <caption>{t('orders.track.lines')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('orders.line.item')}</th>
            <th scope="col">{t('orders.line.material')}</th>
            <th scope="col">{t('orders.line.size')}</th>
            <th scope="col" data-align="end">
              {t('orders.line.quantity')}
            </th>
            <th scope="col" data-align="end">
              {t('orders.line.price')}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.sku}>
              <th scope="row">{line.name[language]}</th>
              <td>{t(`material.${line.material}`)}</td>
              <td>{t(`size.${line.size}`)}</td>
              <td data-align="end">{line.quantity}</td>
              <td data-align="end">
                <Price amount={line.lineTotal} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function TrackOrderBody({ number }: { readonly number: string }) {
  const t = useMessages();
  const language = useLanguage();
  const client = useApiClient();
  const tracking = useQuery(trackingQuery(client, number));
  const order = useQuery(orderQuery(client, number));
  const failed = tracking.isError ? tracking : order.isError ? order : null;
  if (failed) return <QueryError onRetry={() => void failed.refetch()} isRetrying={failed.isFetching} />;
  if (!tracking.data || !order.data) return <OrderLoading />;
  const { tracker, events } = tracking.data;
  const reachedAt = Object.fromEntries(tracker.steps.map((step) => [step.step, step.at]));
  return (
    <div className="shop-track__body">
      <dl className="shop-order-facts">
        <Fact label={t('orders.track.reference')}>
          <span dir="ltr">{number}</span>
        </Fact>
        <Fact label={t('orders.detail.status')}>
          <OrderStatus status={tracking.data.status} />
        </Fact>
        <Fact label={t('orders.detail.address')}>
          <OrderAddress address={order.data.address} />
        </Fact>
      </dl>
      <div className="shop-order-actions">
        <Link href={orderPath(number)} variant="button">
          {t('orders.track.viewDetail')}
        </Link>
      </div>
      <section className="shop-track__shipment" aria-labelledby="track-current">
        <h2 id="track-current">{t('orders.track.current', { status: t(`orders.status.${tracking.data.status}`) })}</h2>
        <ShipmentTracker
          current={currentStep(tracking.data)}
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
      <TrackedLines order={order.data} />
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
