import type { OrderDetail } from '@juicyin/contract';
import { useId } from 'react';
import { useLanguage, useMessages } from '../i18n/messages-provider.tsx';
import { WriteReview } from './write-review.tsx';
import './write-review.css';

/**
 * A delivered order's products, each once, with 'Write a review' (or the shopper's review, when
 * they wrote it): under the order detail's lines.
 */
export function OrderReviews({ order }: { readonly order: OrderDetail }) {
  const t = useMessages();
  const language = useLanguage();
  const titleId = useId();
  const products = [...new Map(order.lines.map((line) => [line.slug, line])).values()];
  return (
    <section className="shop-order-reviews" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('writeReview.order.title')}</h2>
      <p className="shop-write-review__note">{t('writeReview.order.intro')}</p>
      <ul className="shop-order-reviews__list">
        {products.map((line) => (
          <li key={line.slug} className="shop-order-reviews__item">
            <p className="shop-order-reviews__name">{line.name[language]}</p>
            <WriteReview slug={line.slug} productName={line.name[language]} nameButtonWithProduct />
          </li>
        ))}
      </ul>
    </section>
  );
}
