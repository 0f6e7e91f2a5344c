import type { StaffLoyaltyEvent } from '@juicyin/contract';
import { Button } from '@juicyin/ui/button';
import type { DataTableColumn } from '@juicyin/ui/data-table';
import { formatDay } from '../../i18n/format-day.ts';
import { CouponValue } from '../coupons/coupons-columns.tsx';
import type { Language } from '../../i18n/messages.ts';
import type { useMessages } from '../../i18n/messages-provider.tsx';

type Translate = ReturnType<typeof useMessages>;

/** A window's name in the page's language. */
export const eventName = (event: StaffLoyaltyEvent, language: Language) => event.name[language];

/**
 * The year's windows: name, kind, tier, days (Riyadh, in the page's language), a Super Saver day's
 * coupon (code and discount), state, and Edit and Delete for a window that has not started
 * (`onDelete` asks first).
 */
export function loyaltyEventsColumns(
  t: Translate,
  language: Language,
  onEdit: (event: StaffLoyaltyEvent) => void,
  onDelete: (event: StaffLoyaltyEvent) => void,
): readonly DataTableColumn<StaffLoyaltyEvent>[] {
  const day = (date: string) => formatDay(language, date, 'gregory');
  const columns: DataTableColumn<StaffLoyaltyEvent>[] = [
    {
      id: 'name',
      header: t('dashboard.loyaltyEvents.column.name'),
      value: (event) => eventName(event, language),
      hideable: false,
    },
    {
      id: 'kind',
      header: t('dashboard.loyaltyEvents.column.kind'),
      value: (event) => t(`dashboard.loyaltyEvents.kind.${event.kind}`),
    },
    {
      id: 'tier',
      header: t('dashboard.loyaltyEvents.column.tier'),
      value: (event) => t(`dashboard.loyaltyEvents.tier.${event.tier ?? 'all'}`),
    },
    {
      id: 'dates',
      header: t('dashboard.loyaltyEvents.column.dates'),
      value: (event) =>
        event.startDate === event.endDate
          ? day(event.startDate)
          : t('dashboard.loyaltyEvents.dates', { from: day(event.startDate), to: day(event.endDate) }),
    },
    {
      id: 'coupon',
      header: t('dashboard.loyaltyEvents.column.coupon'),
      value: (event) => event.coupon?.code ?? '',
      cell: (event) =>
        event.coupon ? (
          <span className="staff-loyalty-events__coupon-cell">
            <span dir="ltr">{event.coupon.code}</span> <CouponValue coupon={event.coupon} />
          </span>
        ) : null,
    },
    {
      id: 'state',
      header: t('dashboard.loyaltyEvents.column.state'),
      value: (event) => t(`dashboard.loyaltyEvents.state.${event.state}`),
      cell: (event) => (
        <span className="staff-loyalty-events__state" data-state={event.state}>
          {t(`dashboard.loyaltyEvents.state.${event.state}`)}
        </span>
      ),
    },
    {
      id: 'actions',
      header: t('dashboard.loyaltyEvents.column.actions'),
      value: () => '',
      cell: (event) =>
        event.state === 'scheduled' ? (
          <span className="staff-loyalty-events__row-actions">
            <Button variant="secondary" size="sm" onPress={() => onEdit(event)}>
              {t('dashboard.loyaltyEvents.edit', { name: eventName(event, language) })}
            </Button>
            <Button variant="secondary" size="sm" onPress={() => onDelete(event)}>
              {t('dashboard.loyaltyEvents.delete', { name: eventName(event, language) })}
            </Button>
          </span>
        ) : null,
      hideable: false,
    },
  ];
  return columns.map((column) => ({ sortable: false, ...column }));
}
