import type { LateAfterMinutes, StaffOrder } from '@juicyin/contract';
import { dashboardOrderPath } from '../dashboard-paths.ts';
import { isOrderLate, orderAgeMinutes } from '@juicyin/domain';
import type { DataTableColumn } from '@juicyin/ui/data-table';
import { Link } from '@juicyin/ui/link';
import { Price } from '@juicyin/ui/price';
import type { MessageKey } from '../../i18n/messages.ts';
import type { PrimitiveType } from 'intl-messageformat';
import { OrderAge } from '../order-age.tsx';

type Translate = (key: MessageKey, values?: Record<string, PrimitiveType>) => string;

const open = new Set(['placed', 'processing', 'shipping']);

/** The orders table's columns; the server sorts by order number, time placed and total. */
export function ordersColumns(
  t: Translate,
  now: Date | null,
  lateAfterMinutes: LateAfterMinutes | undefined,
): readonly DataTableColumn<StaffOrder>[] {
  return [
    {
      id: 'number',
      header: t('dashboard.orders.column.number'),
      value: (order) => order.number,
      cell: (order) => (
        <Link href={dashboardOrderPath(order.number)} variant="standalone">
          {order.number}
        </Link>
      ),
      hideable: false,
    },
    {
      id: 'placedAt',
      header: t('dashboard.orders.column.placedAt'),
      value: (order) => new Date(order.placedAt),
    },
    {
      id: 'customer',
      header: t('dashboard.orders.column.customer'),
      value: (order) => order.customer.name,
      cell: (order) => (
        <>
          {order.customer.name}
          <br />
          <span className="shop-orders__email">{order.customer.email}</span>
        </>
      ),
      sortable: false,
    },
    { id: 'city', header: t('dashboard.orders.column.city'), value: (order) => order.city, sortable: false },
    {
      id: 'status',
      header: t('dashboard.orders.column.status'),
      value: (order) => t(`dashboard.status.${order.status}`),
      sortable: false,
    },
    {
      id: 'payment',
      header: t('dashboard.orders.column.payment'),
      value: (order) => t(`dashboard.payment.${order.paymentMethod}`),
      sortable: false,
    },
    {
      id: 'items',
      header: t('dashboard.orders.column.items'),
      value: (order) => order.itemCount,
      sortable: false,
      align: 'end',
    },
    {
      id: 'grandTotal',
      header: t('dashboard.orders.column.total'),
      value: (order) => order.grandTotal,
      cell: (order) => <Price amount={order.grandTotal} size="sm" />,
      align: 'end',
    },
    {
      id: 'age',
      header: t('dashboard.orders.column.age'),
      value: (order) => (now ? orderAgeMinutes(order.placedAt, now) : 0),
      cell: (order) => {
        if (!open.has(order.status)) return '—';
        const late = now && lateAfterMinutes ? isOrderLate(order, now, lateAfterMinutes) : false;
        return (
          <span className="shop-orders__age" data-late={late || undefined}>
            <OrderAge placedAt={order.placedAt} now={now} />
            {late ? <strong className="shop-orders__late">{t('dashboard.late')}</strong> : null}
          </span>
        );
      },
      sortable: false,
    },
  ];
}
