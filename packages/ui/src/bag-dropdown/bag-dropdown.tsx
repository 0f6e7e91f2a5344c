import { formatMoney } from '@juicyin/domain';
import { cva, type VariantProps } from 'class-variance-authority';
import { useId } from 'react';
import { type Key } from 'react-aria-components';
import { useLocale } from '../locale-provider/locale-provider.tsx';
import { EmptyState } from '../empty-state/index.ts';
import { IconButton } from '../icon-button/index.ts';
import { BagIcon, TrashIcon } from '../icons/index.ts';
import { Link } from '../link/index.ts';
import { type MessageTable, plural, type PluralForms, useMessages } from '../messages/index.ts';
import { Price } from '../price/index.ts';
import { QuantityStepper } from '../quantity-stepper/index.ts';
import { Select, type SelectOption } from '../select/index.ts';
import '../theme/tokens.css';
import './bag-dropdown.css';

export interface BagLine {
  readonly id: string;
  readonly name: string;
  readonly description?: string;
  readonly imageSrc?: string;
  readonly material: string;
  readonly size: string;
  readonly materials: readonly SelectOption[];
  readonly sizes: readonly SelectOption[];
  readonly quantity: number;
  /** Unit price in halalas. */
  readonly unitPrice: number;
  readonly oldUnitPrice?: number;
  /** The line's total in halalas, as the server or `@juicyin/domain` computed it (the kit adds nothing up). */
  readonly lineTotal: number;
}

export interface BagDropdownMessages {
  readonly title: string;
  readonly count: PluralForms;
  readonly material: string;
  readonly size: string;
  readonly quantityOf: (name: string) => string;
  readonly unitPrice: string;
  readonly lineTotal: string;
  readonly remove: (name: string) => string;
  readonly bagTotal: string;
  readonly checkout: string;
  readonly emptyTitle: string;
  readonly emptyDescription: string;
  readonly continueShopping: string;
}

export const bagDropdownMessages: MessageTable<BagDropdownMessages, 'bagDropdown'> = {
  name: 'bagDropdown',
  en: {
    title: 'Shopping bag',
    count: { one: (n) => `${n} item`, other: (n) => `${n} items` },
    material: 'Material',
    size: 'Size',
    quantityOf: (name) => `Quantity of ${name}`,
    unitPrice: 'Unit price',
    lineTotal: 'Total',
    remove: (name) => `Remove ${name} from the bag`,
    bagTotal: 'Bag total',
    checkout: 'Secure Checkout',
    emptyTitle: 'Your bag is empty',
    emptyDescription: 'Fresh juice is one click away.',
    continueShopping: 'Continue shopping',
  },
  ar: {
    title: 'حقيبة التسوق',
    count: {
      zero: (n) => `${n} منتج`,
      one: () => 'منتج واحد',
      two: () => 'منتجان',
      few: (n) => `${n} منتجات`,
      many: (n) => `${n} منتجاً`,
      other: (n) => `${n} منتج`,
    },
    material: 'الخامة',
    size: 'الحجم',
    quantityOf: (name) => `كمية ${name}`,
    unitPrice: 'سعر الوحدة',
    lineTotal: 'الإجمالي',
    remove: (name) => `أزل ${name} من الحقيبة`,
    bagTotal: 'إجمالي الحقيبة',
    checkout: 'الدفع الآمن',
    emptyTitle: 'حقيبتك فارغة',
    emptyDescription: 'العصير الطازج على بعد نقرة.',
    continueShopping: 'تابع التسوق',
  },
};

export const bagDropdownStyles = cva('jui-bag-dropdown', {
  variants: { width: { narrow: 'jui-bag-dropdown--narrow', wide: 'jui-bag-dropdown--wide' } },
  defaultVariants: { width: 'narrow' },
});

export interface BagDropdownProps extends VariantProps<typeof bagDropdownStyles> {
  readonly lines: readonly BagLine[];
  /** The bag total in halalas (the server's sub total, or `@juicyin/domain`'s for a guest). */
  readonly total: number;
  /** How many units the bag holds, for the title. */
  readonly itemCount: number;
  readonly checkoutHref: string;
  /** Where "Continue shopping" leads from the empty bag. */
  readonly shopHref?: string;
  readonly onQuantityChange?: (id: string, quantity: number) => void;
  readonly onMaterialChange?: (id: string, material: string) => void;
  readonly onSizeChange?: (id: string, size: string) => void;
  readonly onRemove?: (id: string) => void;
  readonly messages?: Partial<BagDropdownMessages>;
  readonly className?: string;
}

/**
 * The header's bag panel: each line with picture, name, material and size, a quantity stepper,
 * unit price, line total and delete; the bag total and Secure Checkout. Every figure is a prop:
 * the line totals, the total and the count are shown as given, never added up here. The lines
 * scroll past 300px; an empty bag says so and offers a way back to the shop.
 */
export function BagDropdown({
  lines,
  total,
  itemCount,
  checkoutHref,
  shopHref = '/',
  onQuantityChange,
  onMaterialChange,
  onSizeChange,
  onRemove,
  width,
  messages: overrides,
  className,
}: BagDropdownProps) {
  const { locale } = useLocale();
  const messages = useMessages(bagDropdownMessages, overrides);
  const titleId = useId();
  const bagTotal = formatMoney(total, { locale });

  return (
    <section
      data-slot="bag-dropdown"
      data-variant={width ?? 'narrow'}
      data-empty={lines.length === 0 || undefined}
      className={bagDropdownStyles({ width, className })}
      aria-labelledby={titleId}
    >
      <h2 id={titleId} className="jui-bag-dropdown__title">
        {messages.title}
        <span className="jui-bag-dropdown__count">{` (${plural(locale, itemCount, messages.count)})`}</span>
      </h2>
      {lines.length === 0 ? (
        <EmptyState
          icon={<BagIcon size="lg" />}
          title={messages.emptyTitle}
          description={messages.emptyDescription}
          headingLevel={3}
          action={
            <Link href={shopHref} variant="button">
              {messages.continueShopping}
            </Link>
          }
        />
      ) : (
        <>
          <ul className="jui-bag-dropdown__lines">
            {lines.map((line) => {
              const lineTotal = formatMoney(line.lineTotal, { locale });
              return (
                <li key={line.id} className="jui-bag-dropdown__line" data-line={line.id}>
                  {line.imageSrc ? (
                    <img className="jui-bag-dropdown__image" src={line.imageSrc} alt="" />
                  ) : (
                    <span className="jui-bag-dropdown__image" />
                  )}
                  <div className="jui-bag-dropdown__info">
                    <h3 className="jui-bag-dropdown__name">{line.name}</h3>
                    {line.description ? <p className="jui-bag-dropdown__description">{line.description}</p> : null}
                    <div className="jui-bag-dropdown__options">
                      <Select
                        label={messages.material}
                        options={line.materials}
                        value={line.material}
                        onChange={(key: Key | null) => {
                          if (key !== null) onMaterialChange?.(line.id, String(key));
                        }}
                      />
                      <Select
                        label={messages.size}
                        options={line.sizes}
                        value={line.size}
                        onChange={(key: Key | null) => {
                          if (key !== null) onSizeChange?.(line.id, String(key));
                        }}
                      />
                    </div>
                    <div className="jui-bag-dropdown__amounts">
                      <QuantityStepper
                        size="sm"
                        value={line.quantity}
                        onChange={(value) => {
                          if (Number.isFinite(value)) onQuantityChange?.(line.id, value);
                        }}
                        messages={{ label: messages.quantityOf(line.name) }}
                      />
                      <span className="jui-bag-dropdown__unit">
                        <span className="jui-bag-dropdown__caption">{messages.unitPrice}</span>
                        <Price amount={line.unitPrice} oldAmount={line.oldUnitPrice} size="sm" />
                      </span>
                      <span className="jui-bag-dropdown__line-total">
                        <span className="jui-bag-dropdown__caption">{messages.lineTotal}</span>
                        <data value={lineTotal.value}>{lineTotal.text}</data>
                      </span>
                    </div>
                  </div>
                  <IconButton
                    label={messages.remove(line.name)}
                    variant="danger"
                    size="sm"
                    onPress={() => onRemove?.(line.id)}
                  >
                    <TrashIcon />
                  </IconButton>
                </li>
              );
            })}
          </ul>
          <div className="jui-bag-dropdown__footer">
            <p className="jui-bag-dropdown__total">
              <span>{messages.bagTotal}</span>
              <data value={bagTotal.value}>{bagTotal.text}</data>
            </p>
            <Link href={checkoutHref} variant="button" className="jui-bag-dropdown__checkout">
              {messages.checkout}
            </Link>
          </div>
        </>
      )}
    </section>
  );
}
