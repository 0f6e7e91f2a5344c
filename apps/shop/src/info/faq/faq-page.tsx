import { Button } from '@juicyin/ui/button';
import { EmptyState } from '@juicyin/ui/empty-state';
import { Link } from '@juicyin/ui/link';
import { Skeleton } from '@juicyin/ui/skeleton';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useApiClient } from '../../api-client.tsx';
import { QueryError } from '../../catalogue/query-error.tsx';
import { useMessages } from '../../i18n/messages-provider.tsx';
import { pathTo } from '../../paths.ts';
import { PageHead } from '../../shell/page-head.tsx';
import { faqQuery } from '../info-queries.ts';
import { FaqGroups } from './faq-groups.tsx';
import { faqWithIds } from './faq-ids.ts';
import { PriceMatchDialog } from './price-match-dialog.tsx';
import { queryFailed } from '../../catalogue/query-failed.ts';
import './faq.css';

function FaqBody() {
  const t = useMessages();
  const query = useQuery(faqQuery(useApiClient()));
  const groups = useMemo(() => (query.data ? faqWithIds(query.data) : null), [query.data]);
  if (groups) {
    return groups.some((group) => group.questions.length > 0) ? (
      <FaqGroups groups={groups} />
    ) : (
      <EmptyState headingLevel={2} title={t('faq.empty')} />
    );
  }
  if (queryFailed(query)) {
    return (
      <QueryError
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
        title={t('info.error.title')}
        description={t('info.error.description')}
      />
    );
  }
  return (
    <div aria-busy="true" className="shop-faq__loading">
      <p role="status">{t('info.loading')}</p>
      <Skeleton shape="rect" blockSize="3rem" />
      <Skeleton shape="rect" blockSize="3rem" />
      <Skeleton shape="rect" blockSize="3rem" />
    </div>
  );
}

/**
 * The FAQ (`/FAQ`): the API's groups of questions (Order, Returns, Delivery, …) that open their
 * answers, then 'Still query not resolved?' with Contact us and the price match dialog.
 */
export function FaqPage() {
  const t = useMessages();
  const [priceMatch, setPriceMatch] = useState(false);
  return (
    <article className="shop-faq" aria-labelledby="faq-title">
      <PageHead title={t('faq.pageTitle')} description={t('faq.pageDescription')} />
      <h1 id="faq-title">{t('faq.title')}</h1>
      <p>{t('faq.intro')}</p>
      <FaqBody />
      <aside className="shop-faq__more" aria-labelledby="faq-more">
        <h2 id="faq-more">{t('faq.more.title')}</h2>
        <p>{t('faq.more.text')}</p>
        <div className="shop-faq__more-actions">
          <Link href={pathTo('contact')} variant="button">
            {t('faq.more.contact')}
          </Link>
          <Button variant="secondary" onPress={() => setPriceMatch(true)}>
            {t('faq.more.priceMatch')}
          </Button>
        </div>
      </aside>
      <PriceMatchDialog isOpen={priceMatch} onOpenChange={setPriceMatch} />
    </article>
  );
}
