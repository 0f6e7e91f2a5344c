import { ApiError } from '@juicyin/contract';
import { Button } from '@juicyin/ui/button';
import { Link } from '@juicyin/ui/link';
import { Skeleton } from '@juicyin/ui/skeleton';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../api-client.tsx';
import { QueryError } from '../../catalogue/query-error.tsx';
import { useQueryFailure } from '../../catalogue/query-failed.ts';
import { useMessages } from '../../i18n/messages-provider.tsx';
import { blogPostPath, pathTo } from '../../paths.ts';
import { useNavigate, useParams } from '../../router/hooks.ts';
import { dashboardBlogPostPath } from '../dashboard-paths.ts';
import { DashboardFrame } from '../frame/dashboard-frame.tsx';
import { BlogPictureSection } from './blog-picture-section.tsx';
import { BlogPostForm } from './blog-post-form.tsx';
import { staffBlogPostQuery } from './blog-post-queries.ts';
import './staff-blog-post.css';
import { useOpenedVersion } from '../versioned-document/use-opened-version.ts';

/**
 * The post as it was opened (kept apart from the query, so a refetch never replaces what staff
 * are typing), its form, and what happened last (saved, reloaded, refused for a conflict).
 */
function BlogPostEditor({ slug }: { readonly slug: string }) {
  const t = useMessages();
  const query = useQuery(staffBlogPostQuery(useApiClient(), slug));
  const failure = useQueryFailure(query);
  const opened = useOpenedVersion(query);
  const post = opened.document;
  if (!post && failure) {
    if (failure.error instanceof ApiError && failure.error.status === 404) {
      return (
        <p role="alert" className="staff-blog-post__missing">
          {t('dashboard.blogPost.notFound')}
        </p>
      );
    }
    return <QueryError onRetry={() => void query.refetch()} isRetrying={query.isFetching} />;
  }
  if (!post) {
    return (
      <div aria-busy="true" className="staff-blog-post__loading">
        <p role="status">{t('dashboard.blogPost.loading')}</p>
        <Skeleton shape="rect" blockSize="16rem" />
      </div>
    );
  }
  return (
    <div className="staff-blog-post__body">
      <p className="staff-blog-post__facts">
        <span data-status={post.status} className="staff-blog-post__status">
          {t(`dashboard.blog.status.${post.status}`)}
        </span>{' '}
        · {t('dashboard.blogPost.version', { version: post.version })}
        {post.status === 'published' ? (
          <>
            {' · '}
            <Link href={blogPostPath(post.slug)}>{t('dashboard.blogPost.view')}</Link>
          </>
        ) : null}
      </p>
      <p role="status" className="staff-blog-post__notice">
        {opened.notice?.kind === 'saved'
          ? t('dashboard.blogPost.saved', { version: opened.notice.version })
          : opened.notice?.kind === 'reloaded'
            ? t('dashboard.blogPost.reloaded', { version: opened.notice.version })
            : ''}
      </p>
      {opened.conflict ? (
        <div role="alert" className="staff-blog-post__conflict">
          <p>{t('dashboard.blogPost.conflict')}</p>
          <Button variant="secondary" isPending={opened.isReloading} onPress={() => void opened.reload()}>
            {t('dashboard.blogPost.reload')}
          </Button>
        </div>
      ) : null}
      <BlogPostForm key={opened.openings} post={post} onSaved={opened.saved} onConflict={opened.refused} />
      {/* The picture as the API last answered it (an upload does not change the post's version). */}
      <BlogPictureSection post={query.data ?? post} />
    </div>
  );
}

/**
 * `/dashboard/blog/new` and `/dashboard/blog/:slug`: a post's slug, titles, excerpts and bodies in
 * English and Arabic, author, publish time (none: a draft; later: scheduled) and flags. A new post,
 * once written, opens in its editor; an existing one's save names the version it was opened at (a
 * save someone else's replaced is refused with a way to reload the latest).
 */
export function StaffBlogPostPage() {
  const t = useMessages();
  const navigate = useNavigate();
  const { slug } = useParams();
  return (
    <DashboardFrame
      title={slug ? t('dashboard.blogPost.pageTitle', { slug }) : t('dashboard.blogPost.newPageTitle')}
      description={t('dashboard.blogPost.pageDescription')}
      heading={slug ? t('dashboard.blogPost.heading', { slug }) : t('dashboard.blogPost.newHeading')}
      className="staff-blog-post"
    >
      <Link href={pathTo('dashboardBlog')} variant="standalone" className="staff-blog-post__back">
        {t('dashboard.blogPost.back')}
      </Link>
      {slug ? (
        <BlogPostEditor key={slug} slug={slug} />
      ) : (
        <BlogPostForm
          post={null}
          onSaved={(saved) => void navigate(dashboardBlogPostPath(saved.slug))}
          onConflict={() => undefined}
        />
      )}
    </DashboardFrame>
  );
}
