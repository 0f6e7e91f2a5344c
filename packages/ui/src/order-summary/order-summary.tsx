import { formatMoney } from '@juicyin/domain';
import { cva, type VariantProps } from 'class-variance-authority';
import { type ReactNode, useId } from 'react';
import { useLocale } from '../locale-provider/locale-provider.tsx';
import { formatNumber, type MessageTable, useMessages } from '../messages/index.ts';
import { type TotalsBreakdown, TotalsCard } from '../totals-card/index.ts';
import '../theme/tokens.css';
import './order-summary.css';

export interface OrderSummaryLine {
  readonly id: string;
  readonly name: string;
  /** e.g. "Glass · 1 LTR". */
  readonly detail?: string;
  readonly quantity: number;
  /** Unit price × quantity, in halalas. */
  readonly lineTotal: number;
  readonly imageSrc?: string;
}

export interface OrderSummaryMessages {
  readonly title: string;
  readonly items: string;
  readonly quantity: (count: string) => string;
  readonly empty: string;
}

export const orderSummaryMessages: MessageTable<OrderSummaryMessages, 'orderSummary'> = {
  name: 'orderSummary',
  en: { title: 'Order summary', items: 'Items', quantity: (count) => `Qty ${count}`, empty: 'No items.' },
  ar: { title: 'ملخص الطلب', items: 'المنتجات', quantity: (count) => `الكمية ${count}`, empty: 'لا توجد منتجات.' },
};

export const orderSummaryStyles = cva('jui-order-summary', {
  variants: { density: { comfortable: 'jui-order-summary--comfortable', compact: 'jui-order-summary--compact' } },
  defaultVariants: { density: 'comfortable' },
});

export interface OrderSummaryProps extends VariantProps<typeof orderSummaryStyles> {
  readonly lines: readonly OrderSummaryLine[];
  readonly totals: TotalsBreakdown;
  /** Shown under the totals (e.g. "Charged in SAR"). */
  readonly footer?: ReactNode;
  readonly messages?: Partial<OrderSummaryMessages>;
  readonly className?: string;
}

/** An order's lines (name, options, quantity, line total) followed by its full totals breakdown. */
export function OrderSummary({ lines, totals, footer, density, messages: overrides, className }: OrderSummaryProps) {
  const { locale } = useLocale();
  const messages = useMessages(orderSummaryMessages, overrides);
  const titleId = useId();
  const itemsId = useId();
  return (
    <section
      data-slot="order-summary"
      data-variant={density ?? 'comfortable'}
      className={orderSummaryStyles({ density, className })}
      aria-labelledby={titleId}
    >
      <h2 id={titleId} className="jui-order-summary__title">
        {messages.title}
      </h2>
      <h3 id={itemsId} className="jui-order-summary__subtitle">
        {messages.items}
      </h3>
      {lines.length === 0 ? (
        <p className="jui-order-summary__empty">{messages.empty}</p>
      ) : (
        <ul className="jui-order-summary__lines" aria-labelledby={itemsId}>
          {lines.map((line) => {
            const total = formatMoney(line.lineTotal, { locale });
            return (
              <li key={line.id} className="jui-order-summary__line">
                {line.imageSrc ? <img className="jui-order-summary__image" src={line.imageSrc} alt="" /> : null}
                <span className="jui-order-summary__name">
                  {line.name}
                  {line.detail ? <span className="jui-order-summary__detail">{line.detail}</span> : null}
                  <span className="jui-order-summary__detail">
                    {messages.quantity(formatNumber(locale, line.quantity))}
                  </span>
                </span>
                <data className="jui-order-summary__total" value={total.value}>
                  {total.text}
                </data>
              </li>
            );
          })}
        </ul>
      )}
      <TotalsCard totals={totals} tone="plain" footer={footer} headingLevel={3} />
    </section>
  );
}
