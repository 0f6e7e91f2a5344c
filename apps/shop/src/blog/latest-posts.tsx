import { Skeleton } from '@juicyin/ui/skeleton';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../api-client.tsx';
import { useMessages } from '../i18n/messages-provider.tsx';
import { BlogCard } from './blog-card.tsx';
import { LATEST_COUNT, latestPostsQuery } from './blog-queries.ts';

/** 'Latest blog' beside a post: the four newest other posts (nothing when they cannot be loaded). */
export function LatestPosts({ exclude }: { readonly exclude: string }) {
  const t = useMessages();
  const latest = useQuery(latestPostsQuery(useApiClient()));
  if (latest.isError) return null;
  const posts = latest.data?.items.filter((post) => post.slug !== exclude).slice(0, LATEST_COUNT);
  return (
    <section className="shop-blog-latest" aria-labelledby="shop-blog-latest-title" aria-busy={!posts}>
      <h2 id="shop-blog-latest-title">{t('blog.latest.title')}</h2>
      {!posts ? (
        <div className="shop-blog-latest__loading">
          <Skeleton shape="rect" blockSize="5rem" />
          <Skeleton shape="rect" blockSize="5rem" />
        </div>
      ) : posts.length === 0 ? (
        <p>{t('blog.latest.none')}</p>
      ) : (
        <ul className="shop-blog-latest__list">
          {posts.map((post) => (
            <li key={post.slug}>
              <BlogCard post={post} look="compact" />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
