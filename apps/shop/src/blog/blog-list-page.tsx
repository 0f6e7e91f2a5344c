import type { BlogSummary } from '@juicyin/contract';
import { Breadcrumbs } from '@juicyin/ui/breadcrumbs';
import { EmptyState } from '@juicyin/ui/empty-state';
import { Link } from '@juicyin/ui/link';
import { Pagination } from '@juicyin/ui/pagination';
import { Skeleton } from '@juicyin/ui/skeleton';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../api-client.tsx';
import { QueryError } from '../catalogue/query-error.tsx';
import { useMessages } from '../i18n/messages-provider.tsx';
import { homePath, pathTo } from '../paths.ts';
import { useSearchParams } from '../router/hooks.ts';
import { PageHead } from '../shell/page-head.tsx';
import { BlogCard } from './blog-card.tsx';
import { blogListQuery, blogPage } from './blog-queries.ts';
import { queryFailed } from '../catalogue/query-failed.ts';
import './blog.css';

/**
 * The posts of one page, as the list shows them: on the first page the featured post (flagged, or
 * else the newest) with the next two beside it, then the rest under 'Latest Blog'; 'Blog of the
 * week' holds the page's posts flagged so.
 */
export function arrangePosts(items: readonly BlogSummary[], page: number) {
  const lead = page === 1 ? (items.find((post) => post.featured) ?? items[0]) : undefined;
  const rest = items.filter((post) => post !== lead);
  const side = lead ? rest.slice(0, 2) : [];
  return {
    lead,
    side,
    latest: rest.slice(side.length),
    ofTheWeek: items.filter((post) => post.ofTheWeek),
  };
}

function ListLoading() {
  const t = useMessages();
  return (
    <div className="shop-blog-list__loading" aria-busy="true">
      <p role="status">{t('blog.list.loading')}</p>
      <div className="shop-blog-list__top">
        <Skeleton shape="rect" blockSize="20rem" />
        <div className="shop-blog-list__side">
          <Skeleton shape="rect" blockSize="9rem" />
          <Skeleton shape="rect" blockSize="9rem" />
        </div>
      </div>
    </div>
  );
}

function Grid({ id, title, posts }: { readonly id: string; readonly title: string; readonly posts: BlogSummary[] }) {
  if (posts.length === 0) return null;
  return (
    <section className="shop-blog-list__section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className="shop-blog-list__grid">
        {posts.map((post) => (
          <li key={post.slug}>
            <BlogCard post={post} look="grid" />
          </li>
        ))}
      </ul>
    </section>
  );
}

function BlogListBody() {
  const t = useMessages();
  const client = useApiClient();
  const [search, setSearch] = useSearchParams();
  const page = blogPage(search);
  const list = useQuery(blogListQuery(client, page));

  if (queryFailed(list) && !list.data)
    return <QueryError onRetry={() => void list.refetch()} isRetrying={list.isFetching} />;
  if (!list.data) return <ListLoading />;
  const { items, total, pageSize } = list.data;
  if (total === 0)
    return (
      <EmptyState headingLevel={2} title={t('blog.list.empty.title')} description={t('blog.list.empty.description')} />
    );
  if (items.length === 0)
    return (
      <EmptyState
        headingLevel={2}
        title={t('blog.list.noPage.title')}
        action={
          <Link variant="button" href={pathTo('blog')}>
            {t('blog.list.noPage.action')}
          </Link>
        }
      />
    );
  const { lead, side, latest, ofTheWeek } = arrangePosts(items, list.data.page);
  return (
    <div className="shop-blog-list__body" aria-busy={list.isPlaceholderData}>
      {lead ? (
        <section className="shop-blog-list__top" aria-labelledby="shop-blog-featured">
          <h2 id="shop-blog-featured" className="shop-blog-list__top-title">
            {t('blog.list.featured')}
          </h2>
          <BlogCard post={lead} look="featured" />
          {side.length > 0 ? (
            <ul className="shop-blog-list__side">
              {side.map((post) => (
                <li key={post.slug}>
                  <BlogCard post={post} look="side" />
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ) : null}
      <Grid id="shop-blog-latest" title={t('blog.list.latest')} posts={latest} />
      <Pagination
        page={list.data.page}
        pageCount={Math.ceil(total / pageSize)}
        onPageChange={(next) => {
          setSearch(next > 1 ? new URLSearchParams({ page: String(next) }) : new URLSearchParams());
        }}
      />
      <Grid id="shop-blog-week" title={t('blog.list.ofTheWeek')} posts={ofTheWeek} />
    </div>
  );
}

/** `blog-list`: the blog's posts, newest first, a page at a time (`?page=`). */
export function BlogListPage() {
  const t = useMessages();
  return (
    <div className="shop-blog-list">
      <PageHead title={t('blog.list.pageTitle')} description={t('blog.list.pageDescription')} />
      <Breadcrumbs
        items={[
          { id: 'home', label: t('shell.home'), href: homePath() },
          { id: 'blog', label: t('blog.title') },
        ]}
      />
      <h1 className="shop-blog-list__title">{t('blog.title')}</h1>
      <p className="shop-blog-list__intro">{t('blog.list.intro')}</p>
      <BlogListBody />
    </div>
  );
}
