import type { StaffCouponUse } from '@juicyin/contract';
import { DataTable, type DataTableColumn } from '@juicyin/ui/data-table';
import { Link } from '@juicyin/ui/link';
import { Price } from '@juicyin/ui/price';
import { useMemo } from 'react';
import { useMessages } from '../../i18n/messages-provider.tsx';
import { dashboardOrderPath } from '../dashboard-paths.ts';
import { useStaffTime } from '../order/order-status.tsx';

type Translate = ReturnType<typeof useMessages>;

function columns(t: Translate, time: (iso: string) => string): DataTableColumn<StaffCouponUse>[] {
  return [
    {
      id: 'order',
      header: t('dashboard.coupon.uses.order'),
      value: (use) => use.orderNumber,
      cell: (use) => (
        <Link href={dashboardOrderPath(use.orderNumber)}>
          <span dir="ltr">{use.orderNumber}</span>
        </Link>
      ),
      sortable: false,
      hideable: false,
    },
    {
      id: 'shopper',
      header: t('dashboard.coupon.uses.shopper'),
      value: (use) => use.shopper.name,
      cell: (use) => (
        <span>
          {use.shopper.name} <span dir="ltr">({use.shopper.email})</span>
        </span>
      ),
      sortable: false,
    },
    {
      id: 'at',
      header: t('dashboard.coupon.uses.at'),
      value: (use) => use.at,
      cell: (use) => <time dateTime={use.at}>{time(use.at)}</time>,
      sortable: false,
    },
    {
      id: 'discount',
      header: t('dashboard.coupon.uses.discount'),
      value: (use) => use.discount,
      cell: (use) => <Price amount={use.discount} size="sm" />,
      align: 'end',
      sortable: false,
    },
  ];
}

/** The coupon's uses, newest first: the order (opens it on the dashboard), the shopper, when, and the discount. */
export function CouponUses({ uses }: { readonly uses: readonly StaffCouponUse[] }) {
  const t = useMessages();
  const time = useStaffTime();
  const shown = useMemo(() => columns(t, time), [t, time]);
  return (
    <section className="staff-coupon__section" aria-labelledby="staff-coupon-uses">
      <h2 id="staff-coupon-uses">{t('dashboard.coupon.uses.heading')}</h2>
      <DataTable
        caption={t('dashboard.coupon.uses.caption')}
        hideCaption
        density="compact"
        columns={shown}
        rows={uses}
        getRowId={(use) => use.orderNumber}
        pageSize={25}
        emptyMessage={t('dashboard.coupon.uses.none')}
        messages={{
          previous: t('dashboard.coupons.previous'),
          next: t('dashboard.coupons.next'),
          page: (current, total) => t('dashboard.coupons.page', { current, total }),
          loading: t('dashboard.coupons.loading'),
        }}
      />
    </section>
  );
}
