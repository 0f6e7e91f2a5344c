import { dateTimeFormat } from '@juicyin/domain';
import { Button } from '@juicyin/ui/button';
import { EmptyState } from '@juicyin/ui/empty-state';
import { Rating } from '@juicyin/ui/rating';
import { Skeleton } from '@juicyin/ui/skeleton';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../api.ts';
import { productQuery } from '../catalogue/queries.ts';
import { QueryError } from '../catalogue/query-error.tsx';
import { intlLocales, type Language } from '../i18n/messages.ts';
import { useLanguage, useMessages } from '../i18n/messages-provider.tsx';
import { LazyWriteReview } from '../reviews/lazy-write-review.tsx';
import { reviewsQuery } from './reviews-query.ts';
import { queryFailed } from '../catalogue/query-failed.ts';
import './product-reviews.css';

/** The day a review was written, in the shopper's language (Latin digits, Riyadh's calendar day). */
function reviewDate(language: Language, iso: string): string {
  return dateTimeFormat(`${intlLocales[language]}-u-nu-latn`, { dateStyle: 'medium', timeZone: 'Asia/Riyadh' }).format(
    new Date(iso),
  );
}

/**
 * A product's reviews under its description: the average rating and how many reviews, the newest
 * reviews first with "Show more reviews" for the next ones; loading, empty and error states. A
 * shopper who received the product writes theirs here ('Write a review', loaded on its own).
 */
export function ProductReviews({ slug, client }: { readonly slug: string; readonly client: ApiClient }) {
  const t = useMessages();
  const language = useLanguage();
  const reviews = useInfiniteQuery(reviewsQuery(client, slug));
  const product = useQuery(productQuery(client, slug));
  const first = reviews.data?.pages[0];
  const items = reviews.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <section className="shop-reviews" aria-labelledby="shop-reviews-title" aria-busy={reviews.isFetching}>
      <h2 id="shop-reviews-title" className="shop-reviews__title">
        {t('reviews.title')}
      </h2>
      {product.data ? (
        <div className="shop-reviews__write">
          <LazyWriteReview slug={slug} productName={product.data.name[language]} />
        </div>
      ) : null}
      {queryFailed(reviews) && !first ? (
        <QueryError
          headingLevel={3}
          onRetry={() => {
            void reviews.refetch();
          }}
          isRetrying={reviews.isFetching}
        />
      ) : !first ? (
        <div className="shop-reviews__loading">
          <p role="status">{t('reviews.loading')}</p>
          <Skeleton inlineSize="40%" />
          <Skeleton />
          <Skeleton inlineSize="80%" />
        </div>
      ) : first.total === 0 ? (
        <EmptyState headingLevel={3} title={t('reviews.none.title')} description={t('reviews.none.description')} />
      ) : (
        <>
          <div className="shop-reviews__summary">
            <Rating value={first.average} size="lg" />
            <p>
              <data value={first.average}>{t('reviews.summary', { rating: first.average, count: first.total })}</data>
            </p>
          </div>
          <ol className="shop-reviews__list">
            {items.map((review) => (
              <li key={review.id} className="shop-reviews__item">
                <article aria-labelledby={`review-${review.id}`}>
                  <header className="shop-reviews__header">
                    <h3 id={`review-${review.id}`} className="shop-reviews__author">
                      {t('reviews.by', { name: review.author })}
                    </h3>
                    <time dateTime={review.createdAt}>{reviewDate(language, review.createdAt)}</time>
                  </header>
                  <Rating value={review.rating} size="sm" />
                  <p className="shop-reviews__text">{review.text}</p>
                </article>
              </li>
            ))}
          </ol>
          <p className="shop-reviews__shown" aria-live="polite">
            {t('reviews.shown', { shown: items.length, total: first.total })}
          </p>
          {reviews.isFetchNextPageError ? <p role="alert">{t('catalogue.error.description')}</p> : null}
          {reviews.hasNextPage ? (
            <Button
              variant="secondary"
              // Not isPending: react-aria announces it through a live region that outlives the button.
              isDisabled={reviews.isFetchingNextPage}
              onPress={() => {
                void reviews.fetchNextPage();
              }}
            >
              {t('reviews.showMore')}
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}
