import type { StaffInfoPageSummary } from '@juicyin/contract';
import { DataTable, type DataTableColumn } from '@juicyin/ui/data-table';
import { Link } from '@juicyin/ui/link';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useApiClient } from '../../api-client.tsx';
import { QueryError } from '../../catalogue/query-error.tsx';
import { queryFailed } from '../../catalogue/query-failed.ts';
import { formatDay, riyadhDay } from '../../i18n/format-day.ts';
import type { Language } from '../../i18n/messages.ts';
import { useLanguage, useMessages } from '../../i18n/messages-provider.tsx';
import { dashboardInfoPagePath } from '../dashboard-paths.ts';
import { DashboardFrame } from '../frame/dashboard-frame.tsx';
import { staffInfoPagesQuery } from './page-queries.ts';
import './staff-pages.css';

type Translate = ReturnType<typeof useMessages>;

/** The list's columns: the page's title in the page's language (a link to its editor), its Arabic title, last change and version. */
function pageColumns(t: Translate, language: Language): readonly DataTableColumn<StaffInfoPageSummary>[] {
  return [
    {
      id: 'page',
      header: t('dashboard.pages.column.page'),
      value: (page) => page.title[language],
      cell: (page) => (
        <Link href={dashboardInfoPagePath(page.slug)} variant="standalone">
          {page.title[language]}
        </Link>
      ),
      sortable: false,
      hideable: false,
    },
    ...(language === 'ar'
      ? []
      : [
          {
            id: 'titleAr',
            header: t('dashboard.pages.column.titleAr'),
            value: (page: StaffInfoPageSummary) => page.title.ar,
            cell: (page: StaffInfoPageSummary) => (
              <span lang="ar" dir="rtl">
                {page.title.ar}
              </span>
            ),
            sortable: false,
          },
        ]),
    {
      id: 'updated',
      header: t('dashboard.pages.column.updated'),
      value: (page) => formatDay(language, riyadhDay(page.updatedAt), 'gregory'),
      sortable: false,
    },
    {
      id: 'version',
      header: t('dashboard.pages.column.version'),
      value: (page) => page.version,
      align: 'end',
      sortable: false,
    },
  ];
}

/**
 * `/dashboard/pages`: the shop's information pages (terms, privacy, how to order, …) in the kit's
 * DataTable, in the shop's order, each title a link to the page's editor.
 */
export function StaffInfoPagesPage() {
  const t = useMessages();
  const language = useLanguage();
  const list = useQuery(staffInfoPagesQuery(useApiClient()));
  // Stable columns: the table renders each cell as a component of its column.
  const columns = useMemo(() => pageColumns(t, language), [t, language]);
  return (
    <DashboardFrame
      title={t('dashboard.pages.pageTitle')}
      description={t('dashboard.pages.pageDescription')}
      heading={t('dashboard.pages.heading')}
      className="staff-pages"
    >
      {queryFailed(list) ? (
        <QueryError
          title={t('dashboard.pages.listError')}
          onRetry={() => void list.refetch()}
          isRetrying={list.isFetching}
        />
      ) : (
        <div aria-busy={list.isPending || undefined}>
          {list.isPending ? (
            <p role="status" className="staff-pages__status">
              {t('dashboard.pages.loadingList')}
            </p>
          ) : null}
          <DataTable
            caption={t('dashboard.pages.listCaption')}
            hideCaption
            density="compact"
            columns={columns}
            rows={list.data?.pages ?? []}
            getRowId={(page) => page.slug}
            pageSize={50}
            isLoading={list.isPending}
          />
        </div>
      )}
    </DashboardFrame>
  );
}
