import { NativeSelect } from '@juicyin/ui/native-select';
import { Pagination } from '@juicyin/ui/pagination';
import { Skeleton } from '@juicyin/ui/skeleton';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../api-client.tsx';
import { QueryError } from '../../catalogue/query-error.tsx';
import { useMessages } from '../../i18n/messages-provider.tsx';
import { useSearchParams } from '../../router/hooks.ts';
import { DashboardFrame } from '../frame/dashboard-frame.tsx';
import {
  ENQUIRY_KINDS,
  type EnquiryKind,
  readEnquiriesView,
  staffEnquiriesQuery,
  writeEnquiriesView,
} from './enquiries-query.ts';
import { EnquiryCard } from './enquiry-card.tsx';
import { queryFailed } from '../../catalogue/query-failed.ts';
import './enquiries.css';

function Inbox() {
  const t = useMessages();
  const client = useApiClient();
  const [search, setSearch] = useSearchParams();
  const view = readEnquiriesView(search);
  const list = useQuery({ ...staffEnquiriesQuery(client, view), placeholderData: keepPreviousData });
  const apply = (next: typeof view) => setSearch(writeEnquiriesView(next));
  const data = list.data;
  return (
    <>
      <div className="staff-enquiries__filters">
        <NativeSelect<EnquiryKind | 'all'>
          label={t('dashboard.enquiries.filter')}
          value={view.kind ?? 'all'}
          onChange={(kind) => apply({ kind: kind === 'all' ? undefined : kind, page: 1 })}
          options={[
            { id: 'all', label: t('dashboard.enquiries.kind.all') },
            ...ENQUIRY_KINDS.map((kind) => ({ id: kind, label: t(`dashboard.enquiries.kind.${kind}`) })),
          ]}
        />
      </div>
      {queryFailed(list) ? (
        <QueryError
          title={t('dashboard.enquiries.error')}
          onRetry={() => void list.refetch()}
          isRetrying={list.isFetching}
        />
      ) : !data ? (
        <div aria-busy="true" className="staff-enquiries__loading">
          <p role="status">{t('dashboard.enquiries.loading')}</p>
          <Skeleton shape="rect" blockSize="12rem" />
        </div>
      ) : (
        <div className="staff-enquiries__list" aria-busy={list.isPlaceholderData || undefined}>
          <p className="staff-enquiries__count" aria-live="polite">
            {t('dashboard.enquiries.count', { total: data.total })}
          </p>
          {data.items.length === 0 ? (
            <p className="staff-enquiries__empty">{t('dashboard.enquiries.empty')}</p>
          ) : (
            <ol className="staff-enquiries__items" aria-label={t('dashboard.enquiries.heading')}>
              {data.items.map((enquiry) => (
                <li key={enquiry.id}>
                  <EnquiryCard enquiry={enquiry} />
                </li>
              ))}
            </ol>
          )}
          <Pagination
            page={data.page}
            pageCount={Math.ceil(data.total / data.pageSize)}
            onPageChange={(page) => apply({ ...view, page })}
            messages={{
              navigation: t('dashboard.enquiries.pages'),
              previous: t('dashboard.orders.previous'),
              next: t('dashboard.orders.next'),
            }}
          />
        </div>
      )}
    </>
  );
}

/**
 * `/dashboard/enquiries`: the inbox of the contact form's enquiries and the price-match reports,
 * newest first, a page at a time, filtered by kind (kept in the address); each with who sent it,
 * when, and what it says (a report's price in the shop's money format and its link).
 */
export function StaffEnquiriesPage() {
  const t = useMessages();
  return (
    <DashboardFrame
      title={t('dashboard.enquiries.pageTitle')}
      description={t('dashboard.enquiries.pageDescription')}
      heading={t('dashboard.enquiries.heading')}
      className="staff-enquiries"
    >
      <Inbox />
    </DashboardFrame>
  );
}
