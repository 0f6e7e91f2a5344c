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
import { productsColumns } from './products-columns.tsx';
import { ProductsFilters } from './products-filters.tsx';
import { PRODUCTS_PAGE_SIZE, productsViewPath, readProductsView, staffProductsQuery } from './products-view.ts';
import './products.css';

/**
 * Products (`/dashboard/products`): the catalogue in the kit's DataTable by English name, 25 a page
 * cut by the server, searched (a name in either language, the slug or a SKU) and filtered by
 * category, stock and sale; the view lives in the address. Each name opens its variant editor.
 */
export function DashboardProductsPage() {
  const t = useMessages();
  const language = useLanguage();
  const client = useApiClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const view = useMemo(() => readProductsView(params), [params]);
  // A new filter or page keeps the rows shown until its answer comes.
  const list = useQuery({ ...staffProductsQuery(client, view), placeholderData: keepPreviousData });
  // Stable columns: the table renders each cell as a component of its column.
  const columns = useMemo(() => productsColumns(t, language), [t, language]);
  const show = (next: typeof view) => void navigate(productsViewPath(routePaths.dashboardProducts, next));
  const data = list.data;
  return (
    <DashboardFrame
      title={t('dashboard.products.pageTitle')}
      description={t('dashboard.products.pageDescription')}
      heading={t('dashboard.products.heading')}
      className="staff-products"
    >
      <Link href={pathTo('dashboardProductNew')} variant="standalone" className="staff-products__new">
        {t('dashboard.products.new')}
      </Link>
      <ProductsFilters
        key={params.toString()}
        view={view}
        onChange={(patch) => show({ ...view, ...patch, page: 1 })}
        onClear={() => show({ page: 1 })}
      />
      <p className="staff-products__found" aria-live="polite">
        {data ? t('dashboard.products.found', { total: data.total }) : ''}
      </p>
      {queryFailed(list) && !data ? (
        <QueryError
          title={t('dashboard.products.error')}
          onRetry={() => void list.refetch()}
          isRetrying={list.isFetching}
        />
      ) : (
        <div aria-busy={list.isPlaceholderData || undefined}>
          <DataTable
            caption={t('dashboard.products.caption')}
            hideCaption
            density="compact"
            columns={columns}
            rows={data?.items ?? []}
            getRowId={(product) => product.slug}
            pageSize={PRODUCTS_PAGE_SIZE}
            isLoading={list.isPending}
            emptyMessage={t('dashboard.products.empty')}
            pages={{
              page: data?.page ?? view.page,
              pageCount: data?.pageCount ?? 0,
              onPageChange: (page) => show({ ...view, page }),
            }}
            messages={{
              previous: t('dashboard.products.previous'),
              next: t('dashboard.products.next'),
              page: (current, total) => t('dashboard.products.page', { current, total }),
              loading: t('dashboard.products.loading'),
            }}
          />
        </div>
      )}
    </DashboardFrame>
  );
}
