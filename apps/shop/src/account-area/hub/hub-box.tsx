import { Skeleton } from '@juicyin/ui/skeleton';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryError } from '../../catalogue/query-error.tsx';
import { queryFailed } from '../../catalogue/query-failed.ts';

/**
 * One box of the account hub: a section named by its heading, with the data of its query — a
 * skeleton while it loads, the plain error with Try again when it failed (the other boxes still
 * show), then `children` with the data.
 */
export function HubBox<Data>({
  id,
  heading,
  query,
  children,
}: {
  readonly id: string;
  readonly heading: ReactNode;
  readonly query: UseQueryResult<Data>;
  readonly children: (data: Data) => ReactNode;
}) {
  return (
    <section className="shop-hub-box" aria-labelledby={`hub-${id}`} aria-busy={query.isPending || undefined}>
      <h2 id={`hub-${id}`} className="shop-hub-box__title">
        {heading}
      </h2>
      {queryFailed(query) ? (
        <QueryError headingLevel={3} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
      ) : query.data === undefined ? (
        <Skeleton shape="rect" blockSize="5rem" />
      ) : (
        children(query.data)
      )}
    </section>
  );
}
