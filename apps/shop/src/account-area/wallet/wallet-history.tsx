import type { WalletEntryView, WalletHistory } from '@juicyin/contract';
import { DataTable, type DataTableColumn } from '@juicyin/ui/data-table';
import { Link } from '@juicyin/ui/link';
import { Pagination } from '@juicyin/ui/pagination';
import { Price } from '@juicyin/ui/price';
import { useMessages } from '../../i18n/messages-provider.tsx';
import { useOrderTime } from '../../orders/order-parts.tsx';
import { orderPath } from '../../paths.ts';
import { WALLET_ENTRIES_PER_PAGE } from './wallet-queries.ts';

type Translate = ReturnType<typeof useMessages>;

/**
 * An entry's description in the shopper's language, from its type and order; goodwill credit keeps
 * the words our team wrote for it.
 */
function describe(t: Translate, entry: WalletEntryView): string {
  const number = entry.orderNumber;
  switch (entry.type) {
    case 'refund':
      return number
        ? t('account.wallet.description.refund', { number })
        : t('account.wallet.description.refundNoOrder');
    case 'payment':
      return number
        ? t('account.wallet.description.payment', { number })
        : t('account.wallet.description.paymentNoOrder');
    case 'withdrawal':
      return t('account.wallet.description.withdrawal');
    case 'goodwill':
      return entry.description;
  }
}

function historyColumns(t: Translate, time: (iso: string) => string): DataTableColumn<WalletEntryView>[] {
  return [
    {
      id: 'date',
      header: t('account.wallet.history.date'),
      value: (entry) => entry.at,
      cell: (entry) => <time dateTime={entry.at}>{time(entry.at)}</time>,
      sortable: false,
    },
    {
      id: 'type',
      header: t('account.wallet.history.type'),
      value: (entry) => t(`account.wallet.type.${entry.type}`),
      sortable: false,
    },
    {
      id: 'order',
      header: t('account.wallet.history.order'),
      value: (entry) => entry.orderNumber ?? '',
      cell: (entry) =>
        entry.orderNumber ? (
          <Link href={orderPath(entry.orderNumber)}>{entry.orderNumber}</Link>
        ) : (
          t('account.wallet.history.noOrder')
        ),
      sortable: false,
    },
    {
      id: 'description',
      header: t('account.wallet.history.description'),
      value: (entry) => describe(t, entry),
      sortable: false,
    },
    {
      id: 'amount',
      header: t('account.wallet.history.amount'),
      value: (entry) => entry.amount,
      cell: (entry) => (
        // Signed as the locale's money format signs it (a hand-placed "+" lands on the wrong side of
        // the figure in Arabic); debits are also marked for their colour.
        <span className="shop-wallet__signed" data-sign={entry.amount < 0 ? 'minus' : 'plus'}>
          <Price amount={entry.amount} />
        </span>
      ),
      sortable: false,
      align: 'end',
    },
    {
      id: 'status',
      header: t('account.wallet.history.status'),
      value: (entry) => t(`account.wallet.status.${entry.status}`),
      cell: (entry) => (
        <span className="shop-wallet__status" data-status={entry.status}>
          {t(`account.wallet.status.${entry.status}`)}
        </span>
      ),
      sortable: false,
    },
  ];
}

/** 'Wallet History': one page of the server's wallet entries, and the pages below it. */
export function WalletHistoryTable({
  history,
  isFetching,
  onPageChange,
}: {
  readonly history: WalletHistory;
  readonly isFetching: boolean;
  readonly onPageChange: (page: number) => void;
}) {
  const t = useMessages();
  const time = useOrderTime();
  return (
    <section className="shop-wallet__history" aria-labelledby="wallet-history" aria-busy={isFetching || undefined}>
      <h2 id="wallet-history" className="shop-wallet__heading">
        {t('account.wallet.history.title')}
      </h2>
      <DataTable
        caption={t('account.wallet.history.title')}
        hideCaption
        columns={historyColumns(t, time)}
        rows={history.items}
        getRowId={(entry) => entry.id}
        pageSize={WALLET_ENTRIES_PER_PAGE}
        emptyMessage={t('account.wallet.history.empty')}
      />
      <Pagination page={history.page} pageCount={history.pageCount} onPageChange={onPageChange} />
    </section>
  );
}
