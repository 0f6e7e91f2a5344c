import type { StaffOrderDetail } from '@juicyin/contract';
import { useLanguage, useMessages } from '../../i18n/messages-provider.tsx';
import { intlLocales } from '../../i18n/messages.ts';
import { formatEventTime } from '@juicyin/ui/shipment-tracker';
import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';

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

/**
 * A fixed time (milliseconds) for the ages shown, instead of the clock: stories and their visual
 * baselines show the same age on any day.
 */
export const FixedStaffClock = createContext<number | null>(null);

/** The clock in whole minutes, ticking each minute while something shows it. */
function subscribeToMinutes(onChange: () => void): () => void {
  const timer = setInterval(onChange, 60_000);
  return () => clearInterval(timer);
}
const currentMinute = () => Math.floor(Date.now() / 60_000);

/**
 * How long ago `since` was, in minutes, hours or days; counted from the clock only after the page
 * has mounted (the server renders none) and again each minute.
 */
export function Age({ since }: { readonly since: string }) {
  const t = useMessages();
  const fixed = useContext(FixedStaffClock);
  const ticking = useSyncExternalStore(subscribeToMinutes, currentMinute, () => null);
  const now = fixed === null ? ticking : Math.floor(fixed / 60_000);
  if (now === null) return null;
  const minutes = Math.max(0, now - Math.floor(Date.parse(since) / 60_000));
  if (minutes < 60) return <>{t('dashboard.order.age.minutes', { minutes })}</>;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return <>{t('dashboard.order.age.hours', { hours })}</>;
  return <>{t('dashboard.order.age.days', { days: Math.floor(hours / 24) })}</>;
}
