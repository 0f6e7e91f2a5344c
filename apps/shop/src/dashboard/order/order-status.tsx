import type { StaffOrderDetail } from '@juicyin/contract';
import { useLanguage, useMessages } from '../../i18n/messages-provider.tsx';
import { intlLocales } from '../../i18n/messages.ts';
import { formatEventTime } from '@juicyin/ui/shipment-tracker';
import { useCallback } from 'react';

export type StaffOrderStatus = StaffOrderDetail['status'];

/** Dates and times on the dashboard: Riyadh time, the page's language, Latin digits (the kit's one format). */
export function useStaffTime(): (iso: string) => string {
  const locale = intlLocales[useLanguage()];
  return useCallback((iso: string) => formatEventTime(locale, iso, 'Asia/Riyadh'), [locale]);
}

/** An order's status in the page's language, carried as `data-status` for its colour (the words say it too). */
export function StaffOrderStatusLabel({ status }: { readonly status: StaffOrderStatus }) {
  const t = useMessages();
  return (
    <span className="staff-order-status" data-status={status}>
      {t(`dashboard.order.status.${status}`)}
    </span>
  );
}
