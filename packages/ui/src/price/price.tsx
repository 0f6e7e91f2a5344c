import { formatMoney, type Numerals } from '@juicyin/domain';
import { cva, type VariantProps } from 'class-variance-authority';
import { useLocale } from '../locale-provider/locale-provider.tsx';
import { type MessageTable, useMessages } from '../messages/messages.ts';
import { VisuallyHidden } from '../visually-hidden/visually-hidden.tsx';
import '../theme/tokens.css';
import './price.css';

export interface PriceMessages {
  /** Announced before a struck-through old price. */
  readonly regularPrice: string;
  /** Announced before the current price when there is an old one. */
  readonly salePrice: string;
  /** Announced for the "≈" mark of a converted price. */
  readonly approximately: string;
}

export const priceMessages: MessageTable<PriceMessages, 'price'> = {
  name: 'price',
  en: { regularPrice: 'Regular price', salePrice: 'Sale price', approximately: 'Approximately' },
  ar: { regularPrice: 'السعر الأصلي', salePrice: 'سعر التخفيض', approximately: 'تقريبًا' },
};

export const priceStyles = cva('jui-price', {
  variants: {
    size: { sm: 'jui-price--sm', md: 'jui-price--md', lg: 'jui-price--lg' },
    onSale: { true: 'jui-price--sale', false: '' },
  },
  defaultVariants: { size: 'md', onSale: false },
});

export type PriceCurrency = 'SAR' | 'USD' | 'EUR';

export interface PriceProps extends Omit<VariantProps<typeof priceStyles>, 'onSale'> {
  /** The price in the minor unit of `currency` (halalas for SAR): an integer. */
  readonly amount: number;
  /** The old price, struck through, in the same unit; omitted when the product is not on sale. */
  readonly oldAmount?: number | undefined;
  /**
   * The display currency. The shop charges in SAR; a price shown in USD or EUR is a conversion
   * (made by the domain) and carries an "≈" mark.
   */
  readonly currency?: PriceCurrency | undefined;
  /** Latin digits by default, also in Arabic; `arab` for Arabic-Indic digits. */
  readonly numerals?: Numerals | undefined;
  /** Overrides for the kit's strings. */
  readonly messages?: Partial<PriceMessages> | undefined;
  readonly className?: string | undefined;
}

/**
 * A price formatted by the domain's `formatMoney` for the react-aria locale. The raw amount is in
 * `<data value>`; an old price is struck through and announced as "Regular price" / "Sale price".
 */
export function Price({ amount, oldAmount, currency = 'SAR', numerals, size, messages, className }: PriceProps) {
  const { locale } = useLocale();
  const strings = useMessages(priceMessages, messages);
  const options = { locale, currency, ...(numerals ? { numerals } : {}) };
  const current = formatMoney(amount, options);
  const onSale = oldAmount !== undefined && oldAmount > amount;
  const approximate = currency !== 'SAR';
  const approx = approximate ? (
    <>
      <span className="jui-price__approx" aria-hidden="true">
        ≈
      </span>
      <VisuallyHidden>{strings.approximately} </VisuallyHidden>
    </>
  ) : null;

  return (
    <span
      data-slot="price"
      data-variant={onSale ? 'sale' : 'regular'}
      data-currency={currency}
      className={priceStyles({ size, onSale, className })}
    >
      <span className="jui-price__current">
        {onSale ? <VisuallyHidden>{strings.salePrice} </VisuallyHidden> : null}
        {approx}
        <data value={current.value}>{current.text}</data>
      </span>
      {onSale ? (
        <>
          {' '}
          <s className="jui-price__old">
            <VisuallyHidden>{strings.regularPrice} </VisuallyHidden>
            {approx}
            <data value={oldAmount}>{formatMoney(oldAmount, options).text}</data>
          </s>
        </>
      ) : null}
    </span>
  );
}
