import { DataTable } from '@juicyin/ui/data-table';
import { Link } from '@juicyin/ui/link';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useApiClient } from '../../api-client.tsx';
import { QueryError } from '../../catalogue/query-error.tsx';
import { queryFailed } from '../../catalogue/query-failed.ts';
import { useLanguage, useMessages } from '../../i18n/messages-provider.tsx';
import { pathTo } from '../../paths.ts';
import { staffBlogPostsQuery } from '../blog-post/blog-post-queries.ts';
import { DashboardFrame } from '../frame/dashboard-frame.tsx';
import { blogColumns } from './blog-columns.tsx';
import './staff-blog.css';

/** How many posts a page of the table shows (the table cuts the list the API answers whole). */
const BLOG_PAGE_SIZE = 25;

/**
 * The blog (`/dashboard/blog`): every post in the kit's DataTable — drafts first, then the newest
 * publish time first — with its status (draft, scheduled, published), publish time and flags. Each
 * title opens its editor; "New post" writes one.
 */
export function StaffBlogPage() {
  const t = useMessages();
  const language = useLanguage();
  const list = useQuery(staffBlogPostsQuery(useApiClient()));
  // Stable columns: the table renders each cell as a component of its column.
  const columns = useMemo(() => blogColumns(t, language), [t, language]);
  return (
    <DashboardFrame
      title={t('dashboard.blog.pageTitle')}
      description={t('dashboard.blog.pageDescription')}
      heading={t('dashboard.blog.heading')}
      className="staff-blog"
    >
      <div className="staff-blog__top">
        <p className="staff-blog__found" aria-live="polite">
          {list.data ? t('dashboard.blog.found', { total: list.data.items.length }) : ''}
        </p>
        <Link href={pathTo('dashboardBlogNew')} variant="standalone">
          {t('dashboard.blog.new')}
        </Link>
      </div>
      {queryFailed(list) && !list.data ? (
        <QueryError
          title={t('dashboard.blog.error')}
          onRetry={() => void list.refetch()}
          isRetrying={list.isFetching}
        />
      ) : (
        <DataTable
          caption={t('dashboard.blog.caption')}
          hideCaption
          density="compact"
          columns={columns}
          rows={list.data?.items ?? []}
          getRowId={(post) => post.slug}
          pageSize={BLOG_PAGE_SIZE}
          isLoading={list.isPending}
          emptyMessage={t('dashboard.blog.empty')}
          messages={{
            previous: t('dashboard.blog.previous'),
            next: t('dashboard.blog.next'),
            page: (current, total) => t('dashboard.blog.page', { current, total }),
            loading: t('dashboard.blog.loading'),
          }}
        />
      )}
    </DashboardFrame>
  );
}
