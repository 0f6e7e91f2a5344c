import type { PointsHistory, PointsHistoryEntry } from '@juicyin/contract';
import { DataTable, type DataTableColumn } from '@juicyin/ui/data-table';
import { Link } from '@juicyin/ui/link';
import { Pagination } from '@juicyin/ui/pagination';
import { useMessages } from '../../i18n/messages-provider.tsx';
import { useOrderTime } from '../../orders/order-parts.tsx';
import { orderPath } from '../../paths.ts';
import { POINTS_PER_PAGE } from './points-queries.ts';

type Translate = ReturnType<typeof useMessages>;

function historyColumns(t: Translate, time: (iso: string) => string): DataTableColumn<PointsHistoryEntry>[] {
  return [
    {
      id: 'date',
      header: t('account.points.history.date'),
      value: (entry) => entry.at,
      cell: (entry) => <time dateTime={entry.at}>{time(entry.at)}</time>,
      sortable: false,
    },
    {
      id: 'type',
      header: t('account.points.history.type'),
      value: (entry) => t(`account.points.type.${entry.type}`),
      sortable: false,
    },
    {
      id: 'amount',
      header: t('account.points.history.amount'),
      value: (entry) => entry.amount,
      cell: (entry) => (
        <span className="shop-points__amount" data-sign={entry.amount < 0 ? 'minus' : 'plus'} dir="ltr">
          {t('account.points.history.signed', { points: entry.amount })}
        </span>
      ),
      sortable: false,
      align: 'end',
    },
    {
      id: 'expiry',
      header: t('account.points.history.expiry'),
      value: (entry) => entry.expiresAt ?? '',
      cell: (entry) =>
        entry.expiresAt ? (
          <time dateTime={entry.expiresAt}>{time(entry.expiresAt)}</time>
        ) : (
          t('account.points.history.none')
        ),
      sortable: false,
    },
    {
      id: 'details',
      header: t('account.points.history.details'),
      value: (entry) => entry.orderNumber ?? '',
      cell: (entry) =>
        entry.orderNumber ? (
          <Link
            href={orderPath(entry.orderNumber)}
            aria-label={t('account.points.history.viewOrder', { number: entry.orderNumber })}
          >
            {t('account.points.history.viewDetails')}
          </Link>
        ) : null,
      sortable: false,
    },
  ];
}

/**
 * The Transaction History: one page of the server's points entries (date and time, point type,
 * signed amount, expiry, View Details to the order), and the pages below it.
 */
export function PointsHistoryTable({
  history,
  isFetching,
  onPageChange,
}: {
  readonly history: PointsHistory;
  readonly isFetching: boolean;
  readonly onPageChange: (page: number) => void;
}) {
  const t = useMessages();
  const time = useOrderTime();
  return (
    <section className="shop-points__history" aria-labelledby="points-history" aria-busy={isFetching || undefined}>
      <h2 id="points-history" className="shop-points__heading">
        {t('account.points.history.title')}
      </h2>
      <DataTable
        caption={t('account.points.history.title')}
        hideCaption
        columns={historyColumns(t, time)}
        rows={history.items}
        getRowId={(entry) => entry.id}
        pageSize={POINTS_PER_PAGE}
        emptyMessage={t('account.points.history.empty')}
      />
      <Pagination page={history.page} pageCount={history.pageCount} onPageChange={onPageChange} />
    </section>
  );
}
