import type { StaffCommentFilter } from '@juicyin/contract';
import { DataTable } from '@juicyin/ui/data-table';
import { NativeSelect } from '@juicyin/ui/native-select';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useApiClient } from '../../api-client.tsx';
import { QueryError } from '../../catalogue/query-error.tsx';
import { queryFailed } from '../../catalogue/query-failed.ts';
import { useLanguage, useMessages } from '../../i18n/messages-provider.tsx';
import { routePaths } from '../../paths.ts';
import { useNavigate, useSearchParams } from '../../router/hooks.ts';
import { DashboardFrame } from '../frame/dashboard-frame.tsx';
import { useStaffTime } from '../order/order-status.tsx';
import { commentsColumns } from './comments-columns.tsx';
import { COMMENTS_PAGE_SIZE, commentsViewPath, readCommentsView, staffCommentsQuery } from './comments-view.ts';
import './comments.css';

/**
 * Comments (`/dashboard/comments`): the blog's comments newest first in the kit's DataTable, 25 a
 * page cut by the server, all of them or only the shown or hidden ones (kept in the address). Hide
 * takes a comment off its post for shoppers at once; Show again brings it back. Each is announced.
 */
export function StaffCommentsPage() {
  const t = useMessages();
  const language = useLanguage();
  const time = useStaffTime();
  const client = useApiClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const view = useMemo(() => readCommentsView(params), [params]);
  const list = useQuery({ ...staffCommentsQuery(client, view), placeholderData: keepPreviousData });
  const [outcome, setOutcome] = useState<{ readonly message: string; readonly failed: boolean } | null>(null);
  // Stable columns: the table renders each cell as a component of its column.
  const columns = useMemo(() => commentsColumns(t, language, time, setOutcome), [t, language, time]);
  const show = (next: typeof view) => void navigate(commentsViewPath(routePaths.dashboardComments, next));
  const data = list.data;
  return (
    <DashboardFrame
      title={t('dashboard.comments.pageTitle')}
      description={t('dashboard.comments.pageDescription')}
      heading={t('dashboard.comments.heading')}
      className="staff-comments"
    >
      <div className="staff-comments__top">
        <NativeSelect<StaffCommentFilter>
          label={t('dashboard.comments.filter')}
          value={view.show}
          onChange={(filter) => show({ show: filter, page: 1 })}
          options={[
            { id: 'all', label: t('dashboard.comments.filter.all') },
            { id: 'shown', label: t('dashboard.comments.filter.shown') },
            { id: 'hidden', label: t('dashboard.comments.filter.hidden') },
          ]}
        />
        <p className="staff-comments__found" aria-live="polite">
          {data ? t('dashboard.comments.found', { total: data.total }) : ''}
        </p>
      </div>
      <p role="status" className="staff-comments__outcome">
        {outcome && !outcome.failed ? outcome.message : ''}
      </p>
      {outcome?.failed ? (
        <p role="alert" className="staff-comments__failed">
          {outcome.message}
        </p>
      ) : null}
      {queryFailed(list) && !data ? (
        <QueryError
          title={t('dashboard.comments.error')}
          onRetry={() => void list.refetch()}
          isRetrying={list.isFetching}
        />
      ) : (
        <div aria-busy={list.isPlaceholderData || undefined}>
          <DataTable
            caption={t('dashboard.comments.caption')}
            hideCaption
            density="compact"
            columns={columns}
            rows={data?.items ?? []}
            getRowId={(comment) => comment.id}
            pageSize={COMMENTS_PAGE_SIZE}
            isLoading={list.isPending}
            emptyMessage={t(view.show === 'all' ? 'dashboard.comments.empty' : 'dashboard.comments.noMatch')}
            pages={{
              page: data?.page ?? view.page,
              pageCount: data?.pageCount ?? 0,
              onPageChange: (page) => show({ ...view, page }),
            }}
            messages={{
              previous: t('dashboard.comments.previous'),
              next: t('dashboard.comments.next'),
              page: (current, total) => t('dashboard.comments.page', { current, total }),
              loading: t('dashboard.comments.loading'),
            }}
          />
        </div>
      )}
    </DashboardFrame>
  );
}
