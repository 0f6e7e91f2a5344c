import { Skeleton } from '@juicyin/ui/skeleton';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryError } from '../catalogue/query-error.tsx';
import { useMessages } from '../i18n/messages-provider.tsx';
import { SavedCopyNote } from '../offline/saved-copy-note.tsx';
import { queryFailed } from '../catalogue/query-failed.ts';

/** What an order screen shows while its data loads. */
export function OrderLoading() {
  const t = useMessages();
  return (
    <div aria-busy="true" className="shop-order-loading">
      <p role="status">{t('orders.loading')}</p>
      <Skeleton shape="rect" blockSize="8rem" />
      <Skeleton shape="rect" blockSize="8rem" />
    </div>
  );
}

type DataOf<Queries extends readonly UseQueryResult[]> = {
  readonly [Index in keyof Queries]: NonNullable<Queries[Index]['data']>;
};

/**
 * The order screens' frame around their queries: the first failed one's message with Try again,
 * the loading state until every one has data, then `children` with the data, in the queries' order.
 * Offline, `savedFrom` (the API address of the screen's answer) dates the saved copy shown.
 */
export function OrderQueryFrame<const Queries extends readonly UseQueryResult[]>({
  queries,
  savedFrom,
  children,
}: {
  readonly queries: Queries;
  readonly savedFrom?: string;
  readonly children: (...data: DataOf<Queries>) => ReactNode;
}) {
  const failed = queries.find(queryFailed);
  if (failed) return <QueryError onRetry={() => void failed.refetch()} isRetrying={failed.isFetching} />;
  const data = queries.map((query) => query.data);
  if (data.some((item) => item === undefined || item === null)) return <OrderLoading />;
  const view = children(...(data as unknown as DataOf<Queries>));
  if (savedFrom === undefined) return view;
  return (
    <>
      <SavedCopyNote apiPath={savedFrom} />
      {view}
    </>
  );
}
