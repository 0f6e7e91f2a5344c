import { DataTable } from '@juicyin/ui/data-table';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useApiClient } from '../../api-client.tsx';
import { QueryError } from '../../catalogue/query-error.tsx';
import { useMessages } from '../../i18n/messages-provider.tsx';
import { routePaths } from '../../paths.ts';
import { useNavigate, useSearchParams } from '../../router/hooks.ts';
import { DashboardFrame } from '../frame/dashboard-frame.tsx';
import { staffSessionQuery } from '../gate/staff-session-query.ts';
import { staffOrdersQuery } from '../staff-orders-query.ts';
import { useNow } from '../clock.tsx';
import { ordersColumns } from './orders-columns.tsx';
import { OrdersFilters } from './orders-filters.tsx';
import {
  columnToSort,
  columnVisibility,
  hiddenFromVisibility,
  ordersListQuery,
  ordersViewPath,
  readOrdersView,
  sortToColumn,
} from './orders-query-params.ts';
import { queryFailed } from '../../catalogue/query-failed.ts';
import './orders.css';

/**
 * All orders (`/dashboard/orders`): the kit's DataTable with the server sorting and cutting the
 * pages, filters by status, days, zone, payment and a search, columns hidden from its menu; the whole view lives in the address,
 * so it survives a reload and Back returns to the previous one.
 */
export function DashboardOrdersPage() {
  const t = useMessages();
  const client = useApiClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const view = useMemo(() => readOrdersView(params), [params]);
  const list = useQuery(staffOrdersQuery(client, ordersListQuery(view)));
  const lateAfterMinutes = useQuery(staffSessionQuery(client)).data?.lateAfterMinutes;
  const now = useNow();
  const columns = useMemo(() => ordersColumns(t, now, lateAfterMinutes), [t, now, lateAfterMinutes]);
  const show = (next: typeof view) => void navigate(ordersViewPath(routePaths.dashboardOrders, next));
  const data = list.data;
  return (
    <DashboardFrame
      title={t('dashboard.orders.pageTitle')}
      description={t('dashboard.orders.pageDescription')}
      heading={t('dashboard.orders.title')}
      className="shop-orders"
    >
      <OrdersFilters
        view={view}
        cities={data?.cities ?? []}
        onChange={(patch) => show({ ...view, ...patch, page: 1 })}
        onClear={() => show({ sort: view.sort, page: 1, hide: view.hide })}
      />
      <p className="shop-orders__found" aria-live="polite">
        {data ? t('dashboard.orders.found', { total: data.total }) : ''}
      </p>
      {queryFailed(list) && !data ? (
        <QueryError
          title={t('dashboard.orders.error')}
          onRetry={() => void list.refetch()}
          isRetrying={list.isFetching}
        />
      ) : (
        <DataTable
          caption={t('dashboard.orders.caption')}
          hideCaption
          density="compact"
          columns={columns}
          rows={data?.items ?? []}
          getRowId={(order) => order.id}
          isLoading={list.isPending}
          emptyMessage={t('dashboard.orders.empty')}
          sort={sortToColumn(view.sort)}
          onSortChange={(sort) => show({ ...view, sort: columnToSort(sort), page: 1 })}
          pages={{
            page: data?.page ?? view.page,
            pageCount: data?.pageCount ?? 0,
            onPageChange: (page) => show({ ...view, page }),
          }}
          columnMenu
          // The hidden columns live in the address too: a reload or a shared link keeps them.
          columnVisibility={columnVisibility(view)}
          onColumnVisibilityChange={(visibility) => show({ ...view, hide: hiddenFromVisibility(visibility) })}
          messages={{
            columns: t('dashboard.orders.columns'),
            previous: t('dashboard.orders.previous'),
            next: t('dashboard.orders.next'),
            page: (current, total) => t('dashboard.orders.page', { current, total }),
            loading: t('dashboard.orders.loading'),
          }}
        />
      )}
    </DashboardFrame>
  );
}
