import { ApiError, type BlogPost } from '@juicyin/contract';
import { type BreadcrumbItem, Breadcrumbs } from '@juicyin/ui/breadcrumbs';
import { EmptyState } from '@juicyin/ui/empty-state';
import { Link } from '@juicyin/ui/link';
import { Skeleton } from '@juicyin/ui/skeleton';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../api-client.tsx';
import { QueryError } from '../catalogue/query-error.tsx';
import { useLanguage, useMessages } from '../i18n/messages-provider.tsx';
import { blogPostPath, homePath, pathTo } from '../paths.ts';
import { useParams } from '../router/hooks.ts';
import { PageHead } from '../shell/page-head.tsx';
import { breadcrumbList } from '../shell/structured-data.ts';
import { useCanonicalUrl, usePageOrigin, usePageUrl } from '../shell/use-page-url.ts';
import { BlogComments } from './blog-comments.tsx';
import { BlogDate } from './blog-date.tsx';
import { blogPostQuery } from './blog-queries.ts';
import { LatestPosts } from './latest-posts.tsx';
import { ShareRow } from './share-row.tsx';
import { blogPostOpenGraph, blogPostStructuredData } from './blog-structured-data.ts';
import { useQueryFailure } from '../catalogue/query-failed.ts';
import './blog.css';
import { PostText } from './post-text.tsx';

function PostNotFound() {
  const t = useMessages();
  return (
    <>
      <PageHead title={t('notFound.pageTitle')} description={t('notFound.pageDescription')} noindex />
      <EmptyState
        headingLevel={2}
        title={<span role="alert">{t('blog.post.notFound.title')}</span>}
        description={t('blog.post.notFound.description')}
        action={
          <Link variant="button" href={pathTo('blog')}>
            {t('blog.post.notFound.action')}
          </Link>
        }
      />
    </>
  );
}

function PostLoading() {
  const t = useMessages();
  return (
    <div className="shop-blog-post__loading" aria-busy="true">
      <p role="status">{t('blog.post.loading')}</p>
      <Skeleton inlineSize="70%" blockSize="2rem" />
      <Skeleton inlineSize="40%" />
      <Skeleton shape="rect" blockSize="18rem" />
      <Skeleton />
      <Skeleton inlineSize="85%" />
    </div>
  );
}

/** The post itself: title, byline, picture, its paragraphs as text, sharing and comments. */
function PostArticle({ post, crumbs }: { readonly post: BlogPost; readonly crumbs: readonly BreadcrumbItem[] }) {
  const t = useMessages();
  const language = useLanguage();
  const title = post.title[language];
  const pageUrl = usePageUrl(blogPostPath(post.slug));
  const origin = usePageOrigin();
  const canonical = useCanonicalUrl(blogPostPath(post.slug));
  return (
    <article className="shop-blog-post__article" aria-labelledby="shop-blog-post-title">
      <PageHead
        title={t('blog.post.pageTitle', { title })}
        description={post.excerpt[language]}
        type="article"
        image={post.image}
        meta={blogPostOpenGraph(post)}
        jsonLd={[
          blogPostStructuredData(post, { language, origin, pageUrl: canonical }),
          breadcrumbList(crumbs, { origin, language, pageUrl: canonical }),
        ]}
      />
      <h1 id="shop-blog-post-title" className="shop-blog-post__title">
        {title}
      </h1>
      <p className="shop-blog-post__byline">
        <span>{t('blog.entry.by', { author: post.author })}</span>
        <BlogDate iso={post.publishedAt} />
      </p>
      {/* Staff's alt text for a picture they uploaded; the drawn picture only repeats the title. */}
      <img className="shop-blog-post__image" src={post.image} alt={post.imageAlt?.[language] ?? ''} />
      <div className="shop-blog-post__body">
        <PostText paragraphs={post.body[language]} />
      </div>
      <ShareRow slug={post.slug} title={title} pageUrl={pageUrl} shares={post.shares} />
      <BlogComments slug={post.slug} comments={post.comments} />
    </article>
  );
}

/** `blog-detail/:slug`: one post, 'Share this:', its comments and 'Latest blog'. */
export function BlogPostPage() {
  const t = useMessages();
  const language = useLanguage();
  const { slug = '' } = useParams();
  const post = useQuery(blogPostQuery(useApiClient(), slug));

  const failure = useQueryFailure(post);
  if (failure?.error instanceof ApiError && failure.error.status === 404) return <PostNotFound />;
  const crumbs: BreadcrumbItem[] = [
    { id: 'home', label: t('shell.home'), href: homePath() },
    { id: 'blog', label: t('blog.title'), href: pathTo('blog') },
    ...(post.data ? [{ id: 'post', label: post.data.title[language] }] : []),
  ];
  return (
    <div className="shop-blog-post">
      <Breadcrumbs items={crumbs} />
      <div className="shop-blog-post__columns">
        {failure ? (
          <div className="shop-blog-post__article">
            <PageHead title={t('blog.list.pageTitle')} description={t('blog.list.pageDescription')} />
            <h1 className="shop-blog-post__title">{t('blog.title')}</h1>
            <QueryError onRetry={() => void post.refetch()} isRetrying={post.isFetching} />
          </div>
        ) : post.data ? (
          <PostArticle post={post.data} crumbs={crumbs} />
        ) : (
          <PostLoading />
        )}
        <aside className="shop-blog-post__aside">
          <LatestPosts exclude={slug} />
        </aside>
      </div>
    </div>
  );
}
