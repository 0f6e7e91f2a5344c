import type { LateAfterMinutes, StaffOrder } from '@juicyin/contract';
import { dashboardOrderPath } from '../dashboard-paths.ts';
import { isOrderLate } from '@juicyin/domain';
import { formatNumber } from '@juicyin/ui';
import { Link } from '@juicyin/ui/link';
import { Price } from '@juicyin/ui/price';
import { useId } from 'react';
import { useLanguage, useMessages } from '../../i18n/messages-provider.tsx';
import { intlLocales } from '../../i18n/messages.ts';
import { OrderAge } from '../order-age.tsx';

const nextSteps = ['processing', 'shipping', 'delivered'] as const;

/**
 * One order waiting in the queue: its number (a link to the order), the shopper, zone, items,
 * total, payment and how long since it was placed; a Late mark (words and a border, not colour
 * alone) past the store's threshold for its status; and its next step, which opens the order.
 */
export function OrderCard({
  order,
  now,
  lateAfterMinutes,
}: {
  readonly order: StaffOrder;
  readonly now: Date | null;
  readonly lateAfterMinutes: LateAfterMinutes | undefined;
}) {
  const t = useMessages();
  const language = useLanguage();
  const headingId = useId();
  const late = now && lateAfterMinutes ? isOrderLate(order, now, lateAfterMinutes) : false;
  const href = dashboardOrderPath(order.number);
  const steps = nextSteps.filter((status) => order.nextStatuses.includes(status));
  return (
    <article className="shop-queue-card" data-late={late || undefined} aria-labelledby={headingId}>
      <div className="shop-queue-card__head">
        <h3 className="shop-queue-card__number" id={headingId}>
          <Link href={href} variant="standalone" aria-label={t('dashboard.queue.open', { number: order.number })}>
            {order.number}
          </Link>
        </h3>
        {late ? (
          <span className="shop-queue-card__late">
            <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
              <path d="M8 1l7 13H1z" fill="none" stroke="currentColor" strokeWidth="1.6" />
              <path d="M8 6v4M8 11.5v1" stroke="currentColor" strokeWidth="1.6" />
            </svg>
            {t('dashboard.late')}
          </span>
        ) : null}
      </div>
      <dl className="shop-queue-card__facts">
        <div>
          <dt>{t('dashboard.queue.shopper')}</dt>
          <dd>{order.customer.name}</dd>
        </div>
        <div>
          <dt>{t('dashboard.queue.city')}</dt>
          <dd>{order.city}</dd>
        </div>
        <div>
          <dt>{t('dashboard.queue.items')}</dt>
          <dd>{formatNumber(`${intlLocales[language]}-u-nu-latn`, order.itemCount)}</dd>
        </div>
        <div>
          <dt>{t('dashboard.queue.total')}</dt>
          <dd>
            <Price amount={order.grandTotal} size="sm" />
          </dd>
        </div>
        <div>
          <dt>{t('dashboard.queue.payment')}</dt>
          <dd>{t(`dashboard.payment.${order.paymentMethod}`)}</dd>
        </div>
        <div>
          <dt>{t('dashboard.queue.age')}</dt>
          <dd>
            <OrderAge placedAt={order.placedAt} now={now} />
          </dd>
        </div>
      </dl>
      {late && lateAfterMinutes && order.status in lateAfterMinutes ? (
        <p className="shop-queue-card__late-detail">
          {t('dashboard.queue.lateFor', {
            minutes: lateAfterMinutes[order.status as keyof LateAfterMinutes],
          })}
        </p>
      ) : null}
      {steps.length > 0 ? (
        <div className="shop-queue-card__actions">
          {steps.map((status) => (
            <Link key={status} href={href} className="shop-queue-card__action" aria-describedby={headingId}>
              {t(`dashboard.queue.next.${status}`)}
            </Link>
          ))}
        </div>
      ) : null}
    </article>
  );
}
