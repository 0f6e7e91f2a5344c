import { Pagination } from '@juicyin/ui/pagination';
import { Skeleton } from '@juicyin/ui/skeleton';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../api-client.tsx';
import { QueryError } from '../../catalogue/query-error.tsx';
import { useMessages } from '../../i18n/messages-provider.tsx';
import { useSearchParams } from '../../router/hooks.ts';
import { DashboardFrame } from '../frame/dashboard-frame.tsx';
import { ActionsFilters } from './actions-filters.tsx';
import { ActionsTable } from './actions-table.tsx';
import { readActionsView, staffActionsQuery, writeActionsView } from './staff-actions-query.ts';
import { queryFailed } from '../../catalogue/query-failed.ts';
import './staff-actions.css';

function ActionsRecord() {
  const t = useMessages();
  const client = useApiClient();
  const [search, setSearch] = useSearchParams();
  const view = readActionsView(search);
  const list = useQuery({ ...staffActionsQuery(client, view), placeholderData: keepPreviousData });
  const apply = (next: typeof view) => setSearch(writeActionsView(next));
  return (
    <>
      {/* Keyed by the address's filters: back and forward show the fields as they were. */}
      <ActionsFilters key={search.toString()} view={view} onApply={apply} />
      {queryFailed(list) ? (
        <QueryError onRetry={() => void list.refetch()} isRetrying={list.isFetching} />
      ) : !list.data ? (
        <div aria-busy="true" className="staff-actions__loading">
          <p role="status">{t('dashboard.actions.loading')}</p>
          <Skeleton shape="rect" blockSize="16rem" />
        </div>
      ) : (
        <div className="staff-actions__record" aria-busy={list.isPlaceholderData || undefined}>
          <p className="staff-actions__count">{t('dashboard.actions.count', { total: list.data.total })}</p>
          <ActionsTable actions={list.data.items} />
          <Pagination
            page={list.data.page}
            pageCount={list.data.pageCount}
            onPageChange={(page) => apply({ ...view, page })}
          />
        </div>
      )}
    </>
  );
}

/**
 * `/dashboard/actions` (Staff actions): the record of who did what and when, newest first, a page
 * at a time, filtered by order number, kind of action and staff e-mail (kept in the address).
 */
export function StaffActionsPage() {
  const t = useMessages();
  return (
    <DashboardFrame
      title={t('dashboard.actions.pageTitle')}
      description={t('dashboard.actions.table')}
      heading={t('dashboard.actions.heading')}
      className="staff-actions"
    >
      <ActionsRecord />
    </DashboardFrame>
  );
}
