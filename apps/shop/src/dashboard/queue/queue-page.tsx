import { OPEN_QUEUE_STATUSES } from './queue-statuses.ts';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../api-client.tsx';
import { QueryError } from '../../catalogue/query-error.tsx';
import { useMessages } from '../../i18n/messages-provider.tsx';
import { DashboardFrame } from '../frame/dashboard-frame.tsx';
import { staffSessionQuery } from '../gate/staff-session-query.ts';
import { staffOrdersQuery } from '../staff-orders-query.ts';
import { useNow } from '../clock.tsx';
import { QueueColumn } from './queue-column.tsx';
import { queryFailed } from '../../catalogue/query-failed.ts';
import './queue.css';

/** How many orders each column shows: the oldest; the rest are a link away in the table. */
export const QUEUE_COLUMN_SIZE = 50;

/**
 * The orders queue (`/dashboard`): Placed, Processing and Shipping side by side (stacked on a
 * phone), each with its count and its orders oldest first, late ones marked; ages follow the clock.
 */
export function DashboardQueuePage() {
  const t = useMessages();
  const client = useApiClient();
  const session = useQuery(staffSessionQuery(client)).data;
  const columns = useQueries({
    queries: OPEN_QUEUE_STATUSES.map((status) =>
      staffOrdersQuery(client, { status, sort: 'placedAt', pageSize: QUEUE_COLUMN_SIZE }),
    ),
  });
  const now = useNow();
  const failed = columns.some(queryFailed);
  const loading = columns.some((column) => column.isPending);
  return (
    <DashboardFrame
      title={t('dashboard.queue.pageTitle')}
      description={t('dashboard.queue.pageDescription')}
      heading={t('dashboard.queue.title')}
      className="shop-queue"
    >
      {failed ? (
        <QueryError
          title={t('dashboard.queue.error')}
          onRetry={() => {
            for (const column of columns) if (column.isError) void column.refetch();
          }}
          isRetrying={columns.some((column) => column.isFetching)}
        />
      ) : loading ? (
        <p role="status" className="shop-queue__loading">
          {t('dashboard.queue.loading')}
        </p>
      ) : (
        <div className="shop-queue__columns">
          {OPEN_QUEUE_STATUSES.map((status, index) => {
            const list = columns[index]?.data;
            return (
              <QueueColumn
                key={status}
                status={status}
                orders={list?.items ?? []}
                count={list?.counts[status] ?? 0}
                now={now}
                lateAfterMinutes={session?.lateAfterMinutes}
              />
            );
          })}
        </div>
      )}
    </DashboardFrame>
  );
}
