import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import type { ApiClient } from '../api.ts';
import { loadCataloguePart } from '../i18n/messages.ts';
import { storeSettingsQuery } from '../shell/store-settings.ts';
import type { ReviewsWidgetProps } from './reviews-widget.tsx';

/** The widget's code, the script loader and their words (the `reviews` part) load together, after the page. */
const ReviewsWidget = lazy(async () => {
  const [{ ReviewsWidget: component }] = await Promise.all([
    import('./reviews-widget.tsx'),
    loadCataloguePart('reviews'),
  ]);
  return { default: component };
});

export interface ReviewsWidgetSlotProps {
  readonly client: ApiClient;
  readonly product: ReviewsWidgetProps['product'];
}

/**
 * Where the product page shows the store's reviews widget: nothing at all (no code, no script
 * element, no words) unless the store settings configure one (`widgets.reviews`).
 */
export function ReviewsWidgetSlot({ client, product }: ReviewsWidgetSlotProps) {
  const settings = useQuery(storeSettingsQuery(client));
  const configured = settings.data?.widgets.reviews;
  if (!configured) return null;
  return (
    <Suspense fallback={null}>
      <ReviewsWidget scriptUrl={configured.scriptUrl} product={product} />
    </Suspense>
  );
}
