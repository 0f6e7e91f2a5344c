import type { StaffEnquiry } from '@juicyin/contract';
import { Price } from '@juicyin/ui/price';
import { useId } from 'react';
import { useMessages } from '../../i18n/messages-provider.tsx';
import { useStaffTime } from '../order/order-status.tsx';
import { webLink } from './enquiries-query.ts';

/**
 * One enquiry of the inbox: who sent it (name, e-mail to answer), when, its kind, and what it says —
 * the 'Pitch us' text, or the price-match report's product, shop, price and link.
 */
export function EnquiryCard({ enquiry }: { readonly enquiry: StaffEnquiry }) {
  const t = useMessages();
  const time = useStaffTime();
  const headingId = useId();
  const report = enquiry.priceMatch;
  const link = webLink(report?.link ?? null);
  return (
    <article className="staff-enquiry" data-kind={enquiry.kind} aria-labelledby={headingId}>
      <header className="staff-enquiry__head">
        <h2 className="staff-enquiry__name" id={headingId}>
          {enquiry.fullName}
        </h2>
        <span className="staff-enquiry__kind">{t(`dashboard.enquiries.kind.${enquiry.kind}`)}</span>
        <time className="staff-enquiry__time" dateTime={enquiry.receivedAt}>
          {time(enquiry.receivedAt)}
        </time>
      </header>
      <p className="staff-enquiry__email">
        <a href={`mailto:${enquiry.email}`} dir="ltr">
          {enquiry.email}
        </a>
      </p>
      {enquiry.enquiry ? <p className="staff-enquiry__text">{enquiry.enquiry}</p> : null}
      {report ? (
        <dl className="staff-enquiry__facts">
          <div>
            <dt>{t('dashboard.enquiries.product')}</dt>
            <dd>{report.product}</dd>
          </div>
          <div>
            <dt>{t('dashboard.enquiries.seenAt')}</dt>
            <dd>{report.seenAt}</dd>
          </div>
          <div>
            <dt>{t('dashboard.enquiries.price')}</dt>
            <dd>
              <Price amount={report.price} size="sm" />
            </dd>
          </div>
          <div>
            <dt>{t('dashboard.enquiries.link')}</dt>
            <dd>
              {link ? (
                <a href={link} target="_blank" rel="noopener noreferrer nofollow" dir="ltr">
                  {link}
                  <span className="staff-enquiry__new-tab"> {t('dashboard.enquiries.newTab')}</span>
                </a>
              ) : report.link ? (
                <span dir="ltr">{report.link}</span>
              ) : (
                t('dashboard.enquiries.noLink')
              )}
            </dd>
          </div>
        </dl>
      ) : null}
    </article>
  );
}
