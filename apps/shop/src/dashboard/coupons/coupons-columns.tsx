import type { StaffCouponSummary } from '@juicyin/contract';
import type { DataTableColumn } from '@juicyin/ui/data-table';
import { Link } from '@juicyin/ui/link';
import { Price } from '@juicyin/ui/price';
import { formatDay, riyadhDay } from '../../i18n/format-day.ts';
import type { Language } from '../../i18n/messages.ts';
import { useMessages } from '../../i18n/messages-provider.tsx';
import { dashboardCouponPath } from '../dashboard-paths.ts';

type Translate = ReturnType<typeof useMessages>;

/** A coupon's discount: a percentage in the page's language (`20 %`, `٢٠٪`), or an amount through the kit's `Price`. */
export function CouponValue({ coupon }: { readonly coupon: Pick<StaffCouponSummary, 'kind' | 'value'> }) {
  const t = useMessages();
  if (coupon.kind === 'fixed') return <Price amount={coupon.value} size="sm" />;
  return <span>{t('dashboard.coupons.percentValue', { value: coupon.value })}</span>;
}

/** From when until when a coupon may be used, as Riyadh days in the page's language. */
export function validityText(
  t: Translate,
  language: Language,
  coupon: Pick<StaffCouponSummary, 'validFrom' | 'validUntil'>,
): string {
  const day = (iso: string) => formatDay(language, riyadhDay(iso), 'gregory');
  if (coupon.validFrom && coupon.validUntil)
    return t('dashboard.coupons.validity.between', { from: day(coupon.validFrom), until: day(coupon.validUntil) });
  if (coupon.validFrom) return t('dashboard.coupons.validity.from', { from: day(coupon.validFrom) });
  if (coupon.validUntil) return t('dashboard.coupons.validity.until', { until: day(coupon.validUntil) });
  return t('dashboard.coupons.validity.always');
}

/** The coupon list's columns: its code (a link to its editor), then what it gives, to whom, and how it is used. */
export function couponsColumns(t: Translate, language: Language): readonly DataTableColumn<StaffCouponSummary>[] {
  return [
    {
      id: 'code',
      header: t('dashboard.coupons.column.code'),
      value: (coupon) => coupon.code,
      cell: (coupon) => (
        <Link href={dashboardCouponPath(coupon.code)} variant="standalone">
          <span dir="ltr">{coupon.code}</span>
        </Link>
      ),
      sortable: false,
      hideable: false,
    },
    {
      id: 'value',
      header: t('dashboard.coupons.column.value'),
      value: (coupon) => coupon.value,
      cell: (coupon) => (
        <span className="staff-coupons__value">
          <span>{t(`dashboard.coupons.kind.${coupon.kind}`)}</span> <CouponValue coupon={coupon} />
        </span>
      ),
      sortable: false,
    },
    {
      id: 'minimum',
      header: t('dashboard.coupons.column.minimum'),
      value: (coupon) => coupon.minSubTotal,
      cell: (coupon) =>
        coupon.minSubTotal === 0 ? t('dashboard.coupons.noMinimum') : <Price amount={coupon.minSubTotal} size="sm" />,
      align: 'end',
      sortable: false,
    },
    {
      id: 'validity',
      header: t('dashboard.coupons.column.validity'),
      value: (coupon) => validityText(t, language, coupon),
      sortable: false,
    },
    {
      id: 'uses',
      header: t('dashboard.coupons.column.uses'),
      value: (coupon) =>
        coupon.totalLimit === null
          ? t('dashboard.coupons.usesUnlimited', { uses: coupon.uses })
          : t('dashboard.coupons.usesOf', { uses: coupon.uses, limit: coupon.totalLimit }),
      align: 'end',
      sortable: false,
    },
    {
      id: 'tier',
      header: t('dashboard.coupons.column.tier'),
      value: (coupon) => t(`dashboard.coupons.tier.${coupon.tier ?? 'any'}`),
      sortable: false,
    },
    {
      id: 'state',
      header: t('dashboard.coupons.column.state'),
      value: (coupon) => t(`dashboard.coupons.state.${coupon.state}`),
      cell: (coupon) => (
        <span className="staff-coupons__state" data-state={coupon.state}>
          {t(`dashboard.coupons.state.${coupon.state}`)}
        </span>
      ),
      sortable: false,
    },
  ];
}
