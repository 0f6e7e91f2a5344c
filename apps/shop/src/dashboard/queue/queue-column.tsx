import type { LateAfterMinutes, StaffOrder } from '@juicyin/contract';
import type { OpenOrderStatus } from '@juicyin/domain';
import { Link } from '@juicyin/ui/link';
import { useId } from 'react';
import { useMessages } from '../../i18n/messages-provider.tsx';
import { pathTo } from '../../paths.ts';
import { OrderCard } from './order-card.tsx';

export interface QueueColumnProps {
  readonly status: OpenOrderStatus;
  /** The orders shown, oldest first. */
  readonly orders: readonly StaffOrder[];
  /** How many orders are in this status (may be more than shown). */
  readonly count: number;
  /** The dashboard's clock (null until the page has mounted). */
  readonly now: Date | null;
  readonly lateAfterMinutes: LateAfterMinutes | undefined;
}

/** One status of the queue: a heading with its count, then its orders as a list, oldest first. */
export function QueueColumn({ status, orders, count, now, lateAfterMinutes }: QueueColumnProps) {
  const t = useMessages();
  const headingId = useId();
  return (
    <section className="shop-queue__column" data-status={status} aria-labelledby={headingId}>
      <h2 className="shop-queue__heading" id={headingId}>
        {t(`dashboard.status.${status}`)}
        <span className="shop-queue__count" data-count={count}>
          {t('dashboard.queue.count', { count })}
        </span>
      </h2>
      {orders.length > 0 ? (
        <ol className="shop-queue__list" aria-labelledby={headingId}>
          {orders.map((order) => (
            <li key={order.id}>
              <OrderCard order={order} now={now} lateAfterMinutes={lateAfterMinutes} />
            </li>
          ))}
        </ol>
      ) : (
        <p className="shop-queue__empty">{t('dashboard.queue.empty')}</p>
      )}
      {count > orders.length ? (
        <Link href={pathTo('dashboardOrders', { status })} variant="standalone" className="shop-queue__more">
          {t('dashboard.queue.more', { shown: orders.length, count })}
        </Link>
      ) : null}
    </section>
  );
}
