import type { StaffBlogSummary } from '@juicyin/contract';
import { dateTimeFormat } from '@juicyin/domain';
import type { DataTableColumn } from '@juicyin/ui/data-table';
import { Link } from '@juicyin/ui/link';
import { intlLocales, type Language } from '../../i18n/messages.ts';
import type { useMessages } from '../../i18n/messages-provider.tsx';
import { dashboardBlogPostPath } from '../dashboard-paths.ts';

type Translate = ReturnType<typeof useMessages>;

/** A publish time as a Riyadh date and time in the page's language (Latin digits). */
export function publishTime(language: Language, iso: string): string {
  return dateTimeFormat(`${intlLocales[language]}-u-nu-latn`, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Riyadh',
  }).format(new Date(iso));
}

/** The blog list's columns: the title in the page's language (a link to its editor), status, publish time, flags. */
export function blogColumns(t: Translate, language: Language): readonly DataTableColumn<StaffBlogSummary>[] {
  return [
    {
      id: 'title',
      header: t('dashboard.blog.column.title'),
      value: (post) => post.title[language],
      cell: (post) => (
        <Link href={dashboardBlogPostPath(post.slug)} variant="standalone">
          {post.title[language]}
        </Link>
      ),
      sortable: false,
      hideable: false,
    },
    {
      id: 'status',
      header: t('dashboard.blog.column.status'),
      value: (post) => t(`dashboard.blog.status.${post.status}`),
      cell: (post) => (
        <span className="staff-blog__status" data-status={post.status}>
          {t(`dashboard.blog.status.${post.status}`)}
        </span>
      ),
      sortable: false,
    },
    {
      id: 'publishedAt',
      header: t('dashboard.blog.column.publishedAt'),
      value: (post) => (post.publishedAt ? publishTime(language, post.publishedAt) : t('dashboard.blog.noDate')),
      sortable: false,
    },
    {
      id: 'featured',
      header: t('dashboard.blog.column.featured'),
      value: (post) =>
        post.featured && post.ofTheWeek
          ? t('dashboard.blog.featuredAndWeek')
          : post.featured
            ? t('dashboard.blog.featured')
            : post.ofTheWeek
              ? t('dashboard.blog.ofTheWeek')
              : t('dashboard.blog.notFeatured'),
      sortable: false,
    },
  ];
}
