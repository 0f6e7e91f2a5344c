import type { BlogSummary } from '@juicyin/contract';
import { Link } from '@juicyin/ui/link';
import { blogPostPath } from '../paths.ts';
import { useLanguage, useMessages } from '../i18n/messages-provider.tsx';
import { BlogDate } from './blog-date.tsx';

export type BlogCardLook = 'featured' | 'side' | 'grid' | 'compact';

/**
 * One post in a list: its picture, title (the link to the post), author and date; the featured post
 * shows its excerpt too. An uploaded picture has staff's alt text; the drawn one is decoration. The heading level follows the section it is in.
 */
export function BlogCard({
  post,
  look,
  headingLevel = 3,
}: {
  readonly post: BlogSummary;
  readonly look: BlogCardLook;
  readonly headingLevel?: 2 | 3;
}) {
  const t = useMessages();
  const language = useLanguage();
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={`shop-blog-card shop-blog-card--${look}`}>
      <img
        className="shop-blog-card__image"
        src={post.image}
        alt={post.imageAlt?.[language] ?? ''}
        loading={look === 'featured' ? 'eager' : 'lazy'}
      />
      <div className="shop-blog-card__body">
        <Heading className="shop-blog-card__title">
          <Link variant="standalone" href={blogPostPath(post.slug)}>
            {post.title[language]}
          </Link>
        </Heading>
        <p className="shop-blog-card__meta">
          <span>{t('blog.entry.by', { author: post.author })}</span>
          <BlogDate iso={post.publishedAt} />
        </p>
        {look === 'featured' ? <p className="shop-blog-card__excerpt">{post.excerpt[language]}</p> : null}
      </div>
    </article>
  );
}
