import type { z } from 'zod';
import type { staffActionSchema } from '@juicyin/contract';
import { DataTable, type DataTableColumn } from '@juicyin/ui/data-table';
import { useMemo } from 'react';
import { useMessages } from '../../i18n/messages-provider.tsx';
import { useStaffTime } from '../order/order-status.tsx';
import { ActionDetails, actionName, ActionSubject } from './action-cells.tsx';
import { STAFF_ACTIONS_PAGE_SIZE } from './staff-actions-query.ts';

export type StaffAction = z.output<typeof staffActionSchema>;
type Translate = ReturnType<typeof useMessages>;

function columns(t: Translate, time: (iso: string) => string): DataTableColumn<StaffAction>[] {
  return [
    {
      id: 'at',
      header: t('dashboard.actions.column.at'),
      value: (action) => action.at,
      cell: (action) => <time dateTime={action.at}>{time(action.at)}</time>,
      sortable: false,
    },
    {
      id: 'staff',
      header: t('dashboard.actions.column.staff'),
      value: (action) => action.staff.email,
      cell: (action) => <span dir="ltr">{action.staff.email}</span>,
      sortable: false,
    },
    {
      id: 'action',
      header: t('dashboard.actions.column.action'),
      value: (action) => actionName(t, action.action),
      sortable: false,
    },
    {
      id: 'subject',
      header: t('dashboard.actions.column.subject'),
      value: (action) => action.subject,
      cell: (action) => <ActionSubject subject={action.subject} />,
      sortable: false,
    },
    {
      id: 'details',
      header: t('dashboard.actions.column.details'),
      value: () => '',
      cell: (action) => <ActionDetails details={action.details} />,
      sortable: false,
    },
  ];
}

/** One page of the staff actions record, newest first. */
export function ActionsTable({ actions }: { readonly actions: readonly StaffAction[] }) {
  const t = useMessages();
  const time = useStaffTime();
  // Stable columns: the table renders each cell as a component of its column.
  const tableColumns = useMemo(() => columns(t, time), [t, time]);
  return (
    <DataTable
      caption={t('dashboard.actions.table')}
      hideCaption
      columns={tableColumns}
      rows={actions}
      getRowId={(action) => String(action.id)}
      pageSize={STAFF_ACTIONS_PAGE_SIZE}
      emptyMessage={t('dashboard.actions.empty')}
    />
  );
}
