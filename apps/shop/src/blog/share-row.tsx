import { SHARE_TARGETS, type ShareCounts, type ShareTarget } from '@juicyin/contract';
import { Link } from '@juicyin/ui/link';
import { VisuallyHidden } from '@juicyin/ui/visually-hidden';
import { useMessages } from '../i18n/messages-provider.tsx';
import { useShareBlogPost } from './blog-mutations.ts';

/** The six networks' share addresses for a page: its absolute address and its title. */
export function blogShareUrls(title: string, pageUrl: string): Record<ShareTarget, string> {
  const url = encodeURIComponent(pageUrl);
  const text = encodeURIComponent(title);
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${url}`,
    x: `https://x.com/intent/post?text=${text}&url=${url}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${url}`,
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${title} ${pageUrl}`)}`,
    telegram: `https://t.me/share/url?url=${url}&text=${text}`,
    email: `mailto:?subject=${text}&body=${url}`,
  };
}

/**
 * 'Share this:': a real share link per network (a new tab, no opener), each with the times it was
 * used. Using one records the share; the boxes then show the server's counts.
 */
export function ShareRow({
  slug,
  title,
  pageUrl,
  shares,
}: {
  readonly slug: string;
  readonly title: string;
  readonly pageUrl: string;
  readonly shares: ShareCounts;
}) {
  const t = useMessages();
  const share = useShareBlogPost(slug);
  const urls = blogShareUrls(title, pageUrl);
  return (
    <section className="shop-blog-share" aria-labelledby="shop-blog-share-title">
      <h2 id="shop-blog-share-title" className="shop-blog-share__title">
        {t('blog.share.title')}
      </h2>
      <ul className="shop-blog-share__list">
        {SHARE_TARGETS.map((target) => (
          <li key={target} className="shop-blog-share__item" data-target={target}>
            <Link
              variant="standalone"
              className="shop-blog-share__link"
              href={urls[target]}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t(`blog.share.${target}`)}
              onPress={() => {
                share.mutate(target);
              }}
            >
              {t(`blog.share.name.${target}`)}
            </Link>
            <span className="shop-blog-share__count">
              <span aria-hidden="true">{shares[target]}</span>
              <VisuallyHidden>{t('blog.share.count', { count: shares[target] })}</VisuallyHidden>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
