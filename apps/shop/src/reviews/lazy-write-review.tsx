import type { OrderDetail } from '@juicyin/contract';
import { lazy, Suspense } from 'react';
import { loadCataloguePart } from '../i18n/messages.ts';
import type { WriteReviewProps } from './write-review.tsx';

/** Writing a review's code and its words (the `reviews` catalogue part) load together, after the page. */
const WriteReview = lazy(async () => {
  const [{ WriteReview: component }] = await Promise.all([import('./write-review.tsx'), loadCataloguePart('reviews')]);
  return { default: component };
});

const OrderReviews = lazy(async () => {
  const [{ OrderReviews: component }] = await Promise.all([
    import('./order-reviews.tsx'),
    loadCataloguePart('reviews'),
  ]);
  return { default: component };
});

/** 'Write a review' for one product (the product page), loaded on its own. */
export function LazyWriteReview(props: WriteReviewProps) {
  return (
    <Suspense fallback={null}>
      <WriteReview {...props} />
    </Suspense>
  );
}

/** A delivered order's products with 'Write a review' (the order detail), loaded on its own. */
export function LazyOrderReviews({ order }: { readonly order: OrderDetail }) {
  return (
    <Suspense fallback={null}>
      <OrderReviews order={order} />
    </Suspense>
  );
}
