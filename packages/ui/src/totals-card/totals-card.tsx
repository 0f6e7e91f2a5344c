import { formatMoney } from '@juicyin/domain';
import { cva, type VariantProps } from 'class-variance-authority';
import { type ReactNode, useId } from 'react';
import { useLocale } from '../locale-provider/locale-provider.tsx';
import { type MessageTable, plural, type PluralForms, useMessages } from '../messages/index.ts';
import type { PriceCurrency } from '../price/index.ts';
import '../theme/tokens.css';
import './totals-card.css';

/** The order totals breakdown of PRODUCT.md §4 (the domain's `orderTotals` result fits it), in halalas. */
export interface TotalsBreakdown {
  readonly subTotal: number;
  readonly couponDiscount: number;
  readonly pointDiscount: number;
  readonly codFee: number;
  readonly shipping: number;
  readonly walletApplied: number;
  readonly vat: number;
  readonly grandTotal: number;
  readonly pointsEarned: number;
}

export type TotalsLineKey = Exclude<keyof TotalsBreakdown, 'pointsEarned'>;

export interface TotalsCardMessages {
  readonly title: string;
  readonly lines: Readonly<Record<TotalsLineKey, string>>;
  readonly reward: PluralForms;
}

export const totalsCardMessages: MessageTable<TotalsCardMessages, 'totalsCard'> = {
  name: 'totalsCard',
  en: {
    title: 'Order total',
    lines: {
      subTotal: 'Sub Total',
      couponDiscount: 'Coupon Discount',
      pointDiscount: 'Point Discount',
      codFee: '+COD Fees',
      shipping: '+Shipping',
      walletApplied: 'Wallet Balance',
      vat: 'VAT 15% (included)',
      grandTotal: 'Grand Total',
    },
    reward: { one: (n) => `Reward ${n} point`, other: (n) => `Reward ${n} points` },
  },
  ar: {
    title: 'إجمالي الطلب',
    lines: {
      subTotal: 'المجموع الفرعي',
      couponDiscount: 'خصم القسيمة',
      pointDiscount: 'خصم النقاط',
      codFee: '+رسوم الدفع عند الاستلام',
      shipping: '+الشحن',
      walletApplied: 'رصيد المحفظة',
      vat: 'ضريبة القيمة المضافة 15% (مشمولة)',
      grandTotal: 'الإجمالي الكلي',
    },
    reward: {
      zero: (n) => `مكافأة ${n} نقطة`,
      one: () => 'مكافأة نقطة واحدة',
      two: () => 'مكافأة نقطتين',
      few: (n) => `مكافأة ${n} نقاط`,
      many: (n) => `مكافأة ${n} نقطة`,
      other: (n) => `مكافأة ${n} نقطة`,
    },
  },
};

/** Lines that lower what is paid are shown as negative amounts. */
const subtracted: ReadonlySet<TotalsLineKey> = new Set(['couponDiscount', 'pointDiscount', 'walletApplied']);
const order: readonly TotalsLineKey[] = [
  'subTotal',
  'couponDiscount',
  'pointDiscount',
  'codFee',
  'shipping',
  'walletApplied',
  'vat',
  'grandTotal',
];

export const totalsCardStyles = cva('jui-totals-card', {
  variants: { tone: { card: 'jui-totals-card--card', plain: 'jui-totals-card--plain' } },
  defaultVariants: { tone: 'card' },
});

export interface TotalsCardProps extends VariantProps<typeof totalsCardStyles> {
  readonly totals: TotalsBreakdown;
  /** Leave out discount and fee lines that are zero (sub total, VAT and grand total always show). */
  readonly hideZeroLines?: boolean;
  readonly currency?: PriceCurrency;
  /** Shown under the totals (e.g. "You are charged in SAR"). */
  readonly footer?: ReactNode;
  /** Level of the card's heading (default 2; 3 inside another section). */
  readonly headingLevel?: 2 | 3;
  readonly messages?: Partial<TotalsCardMessages>;
  readonly className?: string;
}

const alwaysShown: ReadonlySet<TotalsLineKey> = new Set(['subTotal', 'vat', 'grandTotal']);

/**
 * Every line of an order's totals — sub total, coupon and point discounts, COD fee, shipping,
 * wallet, VAT contained, grand total — and the points it earns, each amount formatted by the
 * domain with its raw value in `<data value>`.
 */
export function TotalsCard({
  totals,
  hideZeroLines = false,
  currency,
  footer,
  headingLevel = 2,
  tone,
  messages: overrides,
  className,
}: TotalsCardProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const { locale } = useLocale();
  const messages = useMessages(totalsCardMessages, overrides);
  const titleId = useId();
  const shown = order.filter((key) => !hideZeroLines || alwaysShown.has(key) || totals[key] !== 0);
  return (
    <section
      data-slot="totals-card"
      data-variant={tone ?? 'card'}
      className={totalsCardStyles({ tone, className })}
      aria-labelledby={titleId}
    >
      <Heading id={titleId} className="jui-totals-card__title">
        {messages.title}
      </Heading>
      <dl className="jui-totals-card__lines">
        {shown.map((key) => {
          const amount = subtracted.has(key) && totals[key] !== 0 ? -totals[key] : totals[key];
          const { text, value } = formatMoney(amount, { locale, ...(currency ? { currency } : {}) });
          return (
            <div key={key} className="jui-totals-card__line" data-line={key}>
              <dt>{messages.lines[key]}</dt>
              <dd>
                <data value={value}>{text}</data>
              </dd>
            </div>
          );
        })}
      </dl>
      {totals.pointsEarned > 0 ? (
        <p className="jui-totals-card__reward" data-points={totals.pointsEarned}>
          {plural(locale, totals.pointsEarned, messages.reward)}
        </p>
      ) : null}
      {footer ? <div className="jui-totals-card__footer">{footer}</div> : null}
    </section>
  );
}
