import { ApiError, type StaffOrderDetail } from '@juicyin/contract';
import { Skeleton } from '@juicyin/ui/skeleton';
import { TotalsCard } from '@juicyin/ui/totals-card';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useApiClient } from '../../api-client.tsx';
import { QueryError } from '../../catalogue/query-error.tsx';
import { useMessages } from '../../i18n/messages-provider.tsx';
import { OrderLinesTable } from '../../orders/order-lines-table.tsx';
import { useParams } from '../../router/hooks.ts';
import { DashboardFrame } from '../frame/dashboard-frame.tsx';
import { useFocusFallback } from './focus-fallback.ts';
import { OrderActions } from './order-actions.tsx';
import { OrderDelivery, StaffFact } from './order-facts.tsx';
import { OrderNotes } from './order-notes.tsx';
import { useNow } from '../clock.tsx';
import { OrderAge } from '../order-age.tsx';
import { StaffOrderStatusLabel, useStaffTime } from './order-status.tsx';
import { OrderTimeline } from './order-timeline.tsx';
import { staffOrderQuery } from './staff-order-queries.ts';
import { useQueryFailure } from '../../catalogue/query-failed.ts';
import '../../orders/orders.css';
import './staff-order.css';

function OrderSummary({ order }: { readonly order: StaffOrderDetail }) {
  const t = useMessages();
  const time = useStaffTime();
  const now = useNow();
  return (
    <section className="staff-order__card staff-order__summary" aria-labelledby="staff-order-summary">
      <h2 id="staff-order-summary">{t('dashboard.order.summary')}</h2>
      <dl className="staff-order__facts">
        <StaffFact label={t('dashboard.order.statusLabel')}>
          <StaffOrderStatusLabel status={order.status} />
        </StaffFact>
        <StaffFact label={t('dashboard.order.since')}>
          <time dateTime={order.statusSince}>{time(order.statusSince)}</time>
        </StaffFact>
        <StaffFact label={t('dashboard.order.placedAt')}>
          <time dateTime={order.placedAt}>{time(order.placedAt)}</time>
        </StaffFact>
        <StaffFact label={t('dashboard.order.age')}>
          <OrderAge placedAt={order.placedAt} now={now} />
        </StaffFact>
        <StaffFact label={t('dashboard.order.customer')}>
          {/* The brackets inside the left-to-right span: outside it, a wrapped address broke them apart in Arabic. */}
          {order.customer.name} <span dir="ltr">({order.customer.email})</span>
        </StaffFact>
        {order.cancelReason ? (
          <StaffFact label={t('dashboard.order.cancelReason')}>{order.cancelReason}</StaffFact>
        ) : null}
      </dl>
    </section>
  );
}

function OrderLines({ order }: { readonly order: StaffOrderDetail }) {
  const t = useMessages();
  return (
    <section className="staff-order__card staff-order__lines" aria-labelledby="staff-order-lines">
      <h2 id="staff-order-lines">{t('dashboard.order.lines')}</h2>
      <OrderLinesTable
        lines={order.lines}
        caption={t('dashboard.order.linesCaption', { number: order.number })}
        columns={{
          item: t('dashboard.order.line.item'),
          size: t('dashboard.order.line.size'),
          material: t('dashboard.order.line.material'),
          sku: t('dashboard.order.line.sku'),
          quantity: t('dashboard.order.line.quantity'),
          price: t('dashboard.order.line.price'),
        }}
      />
    </section>
  );
}

function OrderView({ order }: { readonly order: StaffOrderDetail }) {
  const t = useMessages();
  const [announcement, setAnnouncement] = useState('');
  const [conflict, setConflict] = useState<'advance' | 'cancel' | null>(null);
  const actionsRef = useRef<HTMLHeadingElement>(null);
  useFocusFallback(actionsRef, announcement, order);
  return (
    <div className="staff-order__body">
      <p role="status" className="staff-order__announcement">
        {announcement}
      </p>
      {conflict ? (
        <p role="alert" className="staff-order__conflict">
          {t(conflict === 'cancel' ? 'dashboard.order.cancel.notCancellable' : 'dashboard.order.conflict', {
            status: t(`dashboard.order.status.${order.status}`),
          })}
        </p>
      ) : null}
      <div className="staff-order__grid">
        <div className="staff-order__main">
          <OrderSummary order={order} />
          <OrderActions
            order={order}
            onAnnounce={(text) => {
              setConflict(null);
              setAnnouncement(text);
            }}
            onConflict={(action) => {
              setAnnouncement('');
              setConflict(action);
            }}
            headingRef={actionsRef}
          />
          <OrderLines order={order} />
          <OrderTimeline order={order} />
        </div>
        <div className="staff-order__side">
          <TotalsCard totals={order.totals} headingLevel={2} className="staff-order__totals" />
          <OrderDelivery order={order} />
          <OrderNotes order={order} onAnnounce={setAnnouncement} />
        </div>
      </div>
    </div>
  );
}

function OrderBody({ number }: { readonly number: string }) {
  const t = useMessages();
  const client = useApiClient();
  const order = useQuery(staffOrderQuery(client, number));
  const failure = useQueryFailure(order);
  if (failure) {
    if (failure.error instanceof ApiError && failure.error.status === 404) {
      return (
        <p role="alert" className="staff-order__missing">
          {t('dashboard.order.notFound')}
        </p>
      );
    }
    return <QueryError onRetry={() => void order.refetch()} isRetrying={order.isFetching} />;
  }
  if (!order.data) {
    return (
      <div aria-busy="true" className="staff-order__loading">
        <p role="status">{t('dashboard.order.loading')}</p>
        <Skeleton shape="rect" blockSize="10rem" />
        <Skeleton shape="rect" blockSize="16rem" />
      </div>
    );
  }
  return <OrderView order={order.data} />;
}

/**
 * `/dashboard/orders/:number`: one order as staff see it — its status and age, actions (move it
 * on, mark it delivered, cancel it), lines, totals, delivery address and pin, contact, payment,
 * the full timeline and the internal notes. Every action is announced and the order asked again.
 */
export function StaffOrderPage() {
  const t = useMessages();
  const { number = '' } = useParams();
  return (
    <DashboardFrame
      title={t('dashboard.order.pageTitle', { number })}
      description={t('dashboard.order.summary')}
      // The number isolated (FSI…PDI) so its hyphens and digits stay in order inside Arabic text.
      heading={t('dashboard.order.heading', { number: `\u2068${number}\u2069` })}
      className="staff-order"
    >
      <OrderBody key={number} number={number} />
    </DashboardFrame>
  );
}
