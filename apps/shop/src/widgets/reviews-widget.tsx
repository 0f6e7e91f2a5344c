import { Button } from '@juicyin/ui/button';
import { useEffect, useRef, useState } from 'react';
import type { Language } from '../i18n/messages.ts';
import { useLanguage, useMessages } from '../i18n/messages-provider.tsx';
import { loadScript } from '../scripts/load-script.ts';
import './widget-contract.ts';
import './widgets.css';

export interface ReviewsWidgetProps {
  /** The store's reviews widget script (`getStoreSettings().widgets.reviews.scriptUrl`). */
  readonly scriptUrl: string;
  readonly product: { readonly slug: string; readonly name: Readonly<Record<Language, string>> };
}

type WidgetState = 'loading' | 'loaded' | 'unavailable';

/**
 * The store's third-party reviews widget beside the shop's own reviews: loads its script (once per
 * page), then has it fill an empty container (`window.JuicyinReviewsWidget.mount`, see
 * ./widget-contract.ts). While the script loads it says so; when it cannot be loaded (an error, a
 * timeout, offline, or a script that does not define the widget) it says the reviews are
 * unavailable and offers Try again, which loads the script anew. The rest of the page never waits for it.
 */
export function ReviewsWidget({ scriptUrl, product }: ReviewsWidgetProps) {
  const t = useMessages();
  const language = useLanguage();
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<WidgetState>('loading');
  const [attempt, setAttempt] = useState(0);
  const name = product.name[language];

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let active = true;
    let undo: (() => void) | undefined;
    void loadScript(scriptUrl).then((result) => {
      if (!active) return;
      const widget = window.JuicyinReviewsWidget;
      if (!result.loaded || typeof widget?.mount !== 'function') {
        setState('unavailable');
        return;
      }
      try {
        const cleanup = widget.mount(element, { product: { slug: product.slug, name }, language });
        if (typeof cleanup === 'function') undo = cleanup as () => void;
        setState('loaded');
      } catch {
        element.replaceChildren();
        setState('unavailable');
      }
    });
    return () => {
      active = false;
      undo?.();
      element.replaceChildren();
    };
  }, [scriptUrl, product.slug, name, language, attempt]);

  return (
    <section className="shop-widget" aria-labelledby="shop-reviews-widget-title" aria-busy={state === 'loading'}>
      <h2 id="shop-reviews-widget-title" className="shop-widget__title">
        {t('reviewsWidget.title')}
      </h2>
      {state === 'loading' ? <p role="status">{t('reviewsWidget.loading')}</p> : null}
      {state === 'unavailable' ? (
        <div className="shop-widget__unavailable">
          <p role="alert">{t('reviewsWidget.unavailable')}</p>
          <Button
            variant="secondary"
            onPress={() => {
              setState('loading');
              setAttempt((count) => count + 1);
            }}
          >
            {t('reviewsWidget.retry')}
          </Button>
        </div>
      ) : null}
      <div
        ref={container}
        className="shop-widget__container"
        data-widget="reviews"
        data-product-slug={product.slug}
        data-language={language}
        hidden={state !== 'loaded'}
      />
    </section>
  );
}
