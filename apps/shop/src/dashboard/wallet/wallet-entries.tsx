import type { StaffWalletEntry } from '@juicyin/contract';
import { dashboardOrderPath } from '../dashboard-paths.ts';
import { Button } from '@juicyin/ui/button';
import { DataTable, type DataTableColumn } from '@juicyin/ui/data-table';
import { Link } from '@juicyin/ui/link';
import { Price } from '@juicyin/ui/price';
import { useMemo } from 'react';
import { useMessages } from '../../i18n/messages-provider.tsx';
import { useStaffTime } from '../order/order-status.tsx';
import { STAFF_WALLET_PAGE_SIZE, type WalletAction } from './staff-wallet-queries.ts';

type Translate = ReturnType<typeof useMessages>;

/** The actions a pending entry allows: Settle a refund; Paid out or Failed for a withdrawal. */
export function actionsFor(entry: StaffWalletEntry): readonly WalletAction[] {
  if (entry.status !== 'pending') return [];
  if (entry.type === 'refund') return ['settle'];
  if (entry.type === 'withdrawal') return ['complete', 'fail'];
  return [];
}

const buttonText = {
  settle: 'dashboard.wallet.settle',
  complete: 'dashboard.wallet.complete',
  fail: 'dashboard.wallet.fail',
} as const;
const buttonLabel = {
  settle: 'dashboard.wallet.settleLabel',
  complete: 'dashboard.wallet.completeLabel',
  fail: 'dashboard.wallet.failLabel',
} as const;

function columns(
  t: Translate,
  time: (iso: string) => string,
  onAction: (entry: StaffWalletEntry, action: WalletAction) => void,
): DataTableColumn<StaffWalletEntry>[] {
  return [
    {
      id: 'date',
      header: t('dashboard.wallet.column.date'),
      value: (entry) => entry.at,
      cell: (entry) => <time dateTime={entry.at}>{time(entry.at)}</time>,
      sortable: false,
    },
    {
      id: 'shopper',
      header: t('dashboard.wallet.column.shopper'),
      value: (entry) => entry.customer.name,
      cell: (entry) => (
        <span className="staff-wallet__shopper">
          {entry.customer.name}
          <span dir="ltr">{entry.customer.email}</span>
        </span>
      ),
      sortable: false,
    },
    {
      id: 'type',
      header: t('dashboard.wallet.column.type'),
      value: (entry) => t(`dashboard.wallet.type.${entry.type}`),
      sortable: false,
    },
    {
      id: 'order',
      header: t('dashboard.wallet.column.order'),
      value: (entry) => entry.orderNumber ?? '',
      cell: (entry) =>
        entry.orderNumber ? (
          <Link href={dashboardOrderPath(entry.orderNumber)}>{entry.orderNumber}</Link>
        ) : (
          t('dashboard.wallet.noOrder')
        ),
      sortable: false,
    },
    {
      id: 'amount',
      header: t('dashboard.wallet.column.amount'),
      value: (entry) => entry.amount,
      cell: (entry) => <Price amount={entry.amount} />,
      sortable: false,
      align: 'end',
    },
    {
      id: 'status',
      header: t('dashboard.wallet.column.status'),
      value: (entry) => t(`dashboard.wallet.status.${entry.status}`),
      cell: (entry) => (
        <span className="staff-wallet__status" data-status={entry.status}>
          {t(`dashboard.wallet.status.${entry.status}`)}
        </span>
      ),
      sortable: false,
    },
    {
      id: 'actions',
      header: t('dashboard.wallet.column.actions'),
      value: () => '',
      cell: (entry) => (
        <span className="staff-wallet__actions">
          {actionsFor(entry).map((action) => (
            <Button
              key={action}
              size="sm"
              variant={action === 'fail' ? 'secondary' : 'primary'}
              aria-label={t(buttonLabel[action], { name: entry.customer.name })}
              onPress={() => onAction(entry, action)}
            >
              {t(buttonText[action])}
            </Button>
          ))}
        </span>
      ),
      sortable: false,
    },
  ];
}

/** One page of wallet entries, with each pending entry's actions. */
export function WalletEntriesTable({
  entries,
  onAction,
}: {
  readonly entries: readonly StaffWalletEntry[];
  readonly onAction: (entry: StaffWalletEntry, action: WalletAction) => void;
}) {
  const t = useMessages();
  const time = useStaffTime();
  // Stable columns: the table renders each cell as a component of its column, so new columns
  // would remount every button (and lose the focus a dialog returns to it).
  const tableColumns = useMemo(() => columns(t, time, onAction), [t, time, onAction]);
  return (
    <DataTable
      caption={t('dashboard.wallet.table')}
      hideCaption
      columns={tableColumns}
      rows={entries}
      getRowId={(entry) => entry.id}
      pageSize={STAFF_WALLET_PAGE_SIZE}
      emptyMessage={t('dashboard.wallet.empty')}
    />
  );
}
