import type { StaffOrderDetail } from '@juicyin/contract';
import { useLanguage, useMessages } from '../../i18n/messages-provider.tsx';
import { StaffOrderStatusLabel, useStaffTime } from './order-status.tsx';

/** The order's full timeline, oldest first: each event's time, status, location, status text and who made it. */
export function OrderTimeline({ order }: { readonly order: StaffOrderDetail }) {
  const t = useMessages();
  const language = useLanguage();
  const time = useStaffTime();
  return (
    <section className="staff-order__card staff-order__timeline" aria-labelledby="staff-order-timeline">
      <h2 id="staff-order-timeline">{t('dashboard.order.timeline')}</h2>
      <ol className="staff-order__events">
        {order.timeline.map((event, index) => (
          <li key={`${String(index)}-${event.at}`} className="staff-order__event" data-status={event.status}>
            <div className="staff-order__event-head">
              <StaffOrderStatusLabel status={event.status} />
              <time dateTime={event.at}>{time(event.at)}</time>
            </div>
            <p className="staff-order__event-text">{event.text[language]}</p>
            <p className="staff-order__event-meta">
              {event.location ? <span>{event.location}</span> : null}
              <span>
                {event.staff
                  ? t('dashboard.order.timeline.by', { email: event.staff.email })
                  : t('dashboard.order.timeline.byShopper')}
              </span>
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
