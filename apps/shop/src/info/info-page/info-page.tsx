import { ApiError, type InfoPageSlug } from '@juicyin/contract';
import { EmptyState } from '@juicyin/ui/empty-state';
import { Link } from '@juicyin/ui/link';
import { Skeleton } from '@juicyin/ui/skeleton';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useApiClient } from '../../api-client.tsx';
import { QueryError } from '../../catalogue/query-error.tsx';
import { useMessages } from '../../i18n/messages-provider.tsx';
import { homePath } from '../../paths.ts';
import { PageHead } from '../../shell/page-head.tsx';
import { infoPageQuery } from '../info-queries.ts';
import { InfoArticle } from './info-article.tsx';
import { useQueryFailure } from '../../catalogue/query-failed.ts';
import './info-page.css';

/** The page's frame while it has no text to show: a heading for the outline, then the state. */
function InfoState({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  const t = useMessages();
  return (
    <article className="shop-info-page" aria-labelledby="info-page-title">
      <PageHead title={t('info.loadingTitle')} description={t('info.loadingDescription')} />
      <h1 id="info-page-title" className="shop-info-page__state-title">
        {title}
      </h1>
      {children}
    </article>
  );
}

/**
 * An information page (how to order, terms, privacy, about us, …) from the API: its text while it
 * loads is a skeleton, a failure offers Try again, and a slug the API does not know is said so.
 */
export function InfoPageScreen({ slug }: { readonly slug: InfoPageSlug }) {
  const t = useMessages();
  const query = useQuery(infoPageQuery(useApiClient(), slug));
  const failure = useQueryFailure(query);
  if (query.data) return <InfoArticle page={query.data} />;
  if (failure?.error instanceof ApiError && failure.error.status === 404) {
    return (
      <InfoState title={t('info.notFound.title')}>
        <EmptyState
          headingLevel={2}
          title={t('info.notFound.description')}
          action={<Link href={homePath()}>{t('info.notFound.home')}</Link>}
        />
      </InfoState>
    );
  }
  if (failure) {
    return (
      <InfoState title={t('catalogue.error.title')}>
        <QueryError
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
          title={t('info.error.title')}
          description={t('info.error.description')}
        />
      </InfoState>
    );
  }
  return (
    <InfoState title={t('info.loading')}>
      <div aria-busy="true" className="shop-info-page__loading">
        <Skeleton shape="text" />
        <Skeleton shape="rect" blockSize="6rem" />
        <Skeleton shape="rect" blockSize="6rem" />
      </div>
    </InfoState>
  );
}
