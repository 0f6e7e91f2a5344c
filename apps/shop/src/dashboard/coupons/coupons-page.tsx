import { DataTable } from '@juicyin/ui/data-table';
import { Link } from '@juicyin/ui/link';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useApiClient } from '../../api-client.tsx';
import { QueryError } from '../../catalogue/query-error.tsx';
import { queryFailed } from '../../catalogue/query-failed.ts';
import { useLanguage, useMessages } from '../../i18n/messages-provider.tsx';
import { pathTo, routePaths } from '../../paths.ts';
import { useNavigate, useSearchParams } from '../../router/hooks.ts';
import { DashboardFrame } from '../frame/dashboard-frame.tsx';
import { couponsColumns } from './coupons-columns.tsx';
import { CouponsFilters } from './coupons-filters.tsx';
import { COUPONS_PAGE_SIZE, couponsViewPath, readCouponsView, staffCouponsQuery } from './coupons-view.ts';
import './coupons.css';

/**
 * Coupons (`/dashboard/coupons`): the coupons in the kit's DataTable by code, 25 a page cut by the
 * server, searched by part of the code; the view lives in the address. Each code opens its editor.
 */
export function DashboardCouponsPage() {
  const t = useMessages();
  const language = useLanguage();
  const client = useApiClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const view = useMemo(() => readCouponsView(params), [params]);
  // A new search or page keeps the rows shown until its answer comes.
  const list = useQuery({ ...staffCouponsQuery(client, view), placeholderData: keepPreviousData });
  // Stable columns: the table renders each cell as a component of its column.
  const columns = useMemo(() => couponsColumns(t, language), [t, language]);
  const show = (next: typeof view) => void navigate(couponsViewPath(routePaths.dashboardCoupons, next));
  const data = list.data;
  return (
    <DashboardFrame
      title={t('dashboard.coupons.pageTitle')}
      description={t('dashboard.coupons.pageDescription')}
      heading={t('dashboard.coupons.heading')}
      className="staff-coupons"
    >
      <div className="staff-coupons__top">
        <CouponsFilters
          key={params.toString()}
          view={view}
          onChange={(patch) => show({ ...view, ...patch, page: 1 })}
          onClear={() => show({ page: 1 })}
        />
        <Link href={pathTo('dashboardCouponNew')} variant="standalone">
          {t('dashboard.coupons.new')}
        </Link>
      </div>
      <p className="staff-coupons__found" aria-live="polite">
        {data ? t('dashboard.coupons.found', { total: data.total }) : ''}
      </p>
      {queryFailed(list) && !data ? (
        <QueryError
          title={t('dashboard.coupons.error')}
          onRetry={() => void list.refetch()}
          isRetrying={list.isFetching}
        />
      ) : (
        <div aria-busy={list.isPlaceholderData || undefined}>
          <DataTable
            caption={t('dashboard.coupons.caption')}
            hideCaption
            density="compact"
            columns={columns}
            rows={data?.items ?? []}
            getRowId={(coupon) => coupon.code}
            pageSize={COUPONS_PAGE_SIZE}
            isLoading={list.isPending}
            emptyMessage={t(view.q ? 'dashboard.coupons.noMatch' : 'dashboard.coupons.empty')}
            pages={{
              page: data?.page ?? view.page,
              pageCount: data?.pageCount ?? 0,
              onPageChange: (page) => show({ ...view, page }),
            }}
            messages={{
              previous: t('dashboard.coupons.previous'),
              next: t('dashboard.coupons.next'),
              page: (current, total) => t('dashboard.coupons.page', { current, total }),
              loading: t('dashboard.coupons.loading'),
            }}
          />
        </div>
      )}
    </DashboardFrame>
  );
}
