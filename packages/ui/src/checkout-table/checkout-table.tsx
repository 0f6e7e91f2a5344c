import { formatMoney } from '@juicyin/domain';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { cva, type VariantProps } from 'class-variance-authority';
import { useId, useMemo } from 'react';
import { useLocale } from '../locale-provider/locale-provider.tsx';
import { Button } from '../button/index.ts';
import type { BagLine } from '../bag-dropdown/index.ts';
import { IconButton } from '../icon-button/index.ts';
import { HeartIcon, TrashIcon } from '../icons/index.ts';
import { type MessageTable, useMessages } from '../messages/index.ts';
import { Price } from '../price/index.ts';
import { QuantityStepper } from '../quantity-stepper/index.ts';
import { NativeSelect } from '../native-select/index.ts';
import '../theme/tokens.css';
import './checkout-table.css';

export interface CheckoutTableMessages {
  readonly caption: string;
  readonly item: string;
  readonly unitPrice: string;
  readonly quantity: string;
  readonly material: string;
  readonly size: string;
  readonly total: string;
  readonly actions: string;
  readonly quantityOf: (name: string) => string;
  readonly materialOf: (name: string) => string;
  readonly sizeOf: (name: string) => string;
  readonly moveToWishlist: string;
  readonly remove: (name: string) => string;
  readonly empty: string;
  readonly unavailable: string;
}

export const checkoutTableMessages: MessageTable<CheckoutTableMessages, 'checkoutTable'> = {
  name: 'checkoutTable',
  en: {
    caption: 'Your bag',
    item: 'Item Name',
    unitPrice: 'Unit Price',
    quantity: 'Quantity',
    material: 'Material',
    size: 'Size',
    total: 'Total',
    actions: 'Actions',
    quantityOf: (name) => `Quantity of ${name}`,
    materialOf: (name) => `Material of ${name}`,
    sizeOf: (name) => `Size of ${name}`,
    moveToWishlist: 'Move to wishlist',
    remove: (name) => `Remove ${name}`,
    empty: 'Your bag is empty.',
    unavailable: 'Not enough in stock for this quantity',
  },
  ar: {
    caption: 'حقيبتك',
    item: 'اسم المنتج',
    unitPrice: 'سعر الوحدة',
    quantity: 'الكمية',
    material: 'الخامة',
    size: 'الحجم',
    total: 'الإجمالي',
    actions: 'الإجراءات',
    quantityOf: (name) => `كمية ${name}`,
    materialOf: (name) => `خامة ${name}`,
    sizeOf: (name) => `حجم ${name}`,
    moveToWishlist: 'انقل إلى المفضلة',
    remove: (name) => `أزل ${name}`,
    empty: 'حقيبتك فارغة.',
    unavailable: 'الكمية المتوفرة لا تكفي لهذا العدد',
  },
};

export const checkoutTableStyles = cva('jui-checkout-table', {
  variants: { density: { comfortable: 'jui-checkout-table--comfortable', compact: 'jui-checkout-table--compact' } },
  defaultVariants: { density: 'comfortable' },
});

export interface CheckoutTableProps extends VariantProps<typeof checkoutTableStyles> {
  readonly lines: readonly BagLine[];
  readonly onQuantityChange?: (id: string, quantity: number) => void;
  readonly onMaterialChange?: (id: string, material: string) => void;
  readonly onSizeChange?: (id: string, size: string) => void;
  readonly onMoveToWishlist?: (id: string) => void;
  readonly onRemove?: (id: string) => void;
  /** Lines that cannot be bought as they are (not enough in stock): flagged, not dropped. */
  readonly unavailableIds?: readonly string[];
  readonly messages?: Partial<CheckoutTableMessages>;
  readonly className?: string;
}

const features = tableFeatures({});

/**
 * The checkout's bag as a table (TanStack Table v9): item, unit price, quantity stepper, material
 * and size selects, line total, Move to wishlist and delete — every control reachable by Tab. On a
 * narrow container each line stacks into a card with its column names beside the values.
 */
export function CheckoutTable({
  lines,
  onQuantityChange,
  onMaterialChange,
  onSizeChange,
  onMoveToWishlist,
  onRemove,
  unavailableIds = [],
  density,
  messages: overrides,
  className,
}: CheckoutTableProps) {
  const { locale } = useLocale();
  const messages = useMessages(checkoutTableMessages, overrides);
  const captionId = useId();

  const unavailableKey = unavailableIds.join('\n');
  const unavailable = useMemo(() => new Set(unavailableKey.split('\n')), [unavailableKey]);
  const columns = useMemo(() => {
    const helper = createColumnHelper<typeof features, BagLine>();
    return helper.columns([
      helper.display({
        id: 'item',
        header: messages.item,
        cell: ({ row }) => (
          <span className="jui-checkout-table__item">
            {row.original.imageSrc ? (
              <img className="jui-checkout-table__image" src={row.original.imageSrc} alt="" />
            ) : null}
            <span>
              <span className="jui-checkout-table__name">{row.original.name}</span>
              {row.original.description ? (
                <span className="jui-checkout-table__description">{row.original.description}</span>
              ) : null}
              {unavailable.has(row.original.id) ? (
                <span className="jui-checkout-table__unavailable">{messages.unavailable}</span>
              ) : null}
            </span>
          </span>
        ),
      }),
      helper.display({
        id: 'unitPrice',
        header: messages.unitPrice,
        cell: ({ row }) => <Price amount={row.original.unitPrice} oldAmount={row.original.oldUnitPrice} size="sm" />,
      }),
      helper.display({
        id: 'quantity',
        header: messages.quantity,
        cell: ({ row }) => (
          <QuantityStepper
            size="sm"
            value={row.original.quantity}
            onChange={(value) => {
              if (Number.isFinite(value)) onQuantityChange?.(row.original.id, value);
            }}
            messages={{ label: messages.quantityOf(row.original.name) }}
          />
        ),
      }),
      helper.display({
        id: 'material',
        header: messages.material,
        cell: ({ row }) => (
          <NativeSelect
            label={messages.materialOf(row.original.name)}
            className="jui-checkout-table__select"
            options={row.original.materials}
            value={row.original.material}
            onChange={(material) => onMaterialChange?.(row.original.id, material)}
          />
        ),
      }),
      helper.display({
        id: 'size',
        header: messages.size,
        cell: ({ row }) => (
          <NativeSelect
            label={messages.sizeOf(row.original.name)}
            className="jui-checkout-table__select"
            options={row.original.sizes}
            value={row.original.size}
            onChange={(size) => onSizeChange?.(row.original.id, size)}
          />
        ),
      }),
      helper.display({
        id: 'total',
        header: messages.total,
        cell: ({ row }) => {
          const total = formatMoney(row.original.lineTotal, { locale });
          return <data value={total.value}>{total.text}</data>;
        },
      }),
      helper.display({
        id: 'actions',
        header: messages.actions,
        cell: ({ row }) => (
          <span className="jui-checkout-table__actions">
            <Button variant="ghost" size="sm" onPress={() => onMoveToWishlist?.(row.original.id)}>
              <HeartIcon size="sm" />
              {messages.moveToWishlist}
            </Button>
            <IconButton
              label={messages.remove(row.original.name)}
              variant="danger"
              size="sm"
              onPress={() => onRemove?.(row.original.id)}
            >
              <TrashIcon />
            </IconButton>
          </span>
        ),
      }),
    ]);
  }, [locale, messages, unavailable, onQuantityChange, onMaterialChange, onSizeChange, onMoveToWishlist, onRemove]);

  const table = useTable({ features, columns, data: lines, getRowId: (line) => line.id });
  const headerNames: Record<string, string> = {
    item: messages.item,
    unitPrice: messages.unitPrice,
    quantity: messages.quantity,
    material: messages.material,
    size: messages.size,
    total: messages.total,
    actions: messages.actions,
  };

  return (
    <div
      data-slot="checkout-table"
      data-variant={density ?? 'comfortable'}
      className={checkoutTableStyles({ density, className })}
    >
      <table className="jui-checkout-table__table" aria-labelledby={captionId}>
        <caption id={captionId} className="jui-checkout-table__caption">
          {messages.caption}
        </caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col" data-column={header.column.id}>
                  <table.FlexRender header={header} />
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {lines.length === 0 ? (
            <tr>
              <td colSpan={7} className="jui-checkout-table__empty">
                {messages.empty}
              </td>
            </tr>
          ) : (
            table.getRowModel().rows.map((row) => (
              <tr key={row.id} data-line={row.id} data-unavailable={unavailable.has(row.id) || undefined}>
                {row.getAllCells().map((cell) =>
                  cell.column.id === 'item' ? (
                    <th key={cell.id} scope="row" data-column="item" data-label={headerNames.item}>
                      <table.FlexRender cell={cell} />
                    </th>
                  ) : (
                    <td key={cell.id} data-column={cell.column.id} data-label={headerNames[cell.column.id]}>
                      <table.FlexRender cell={cell} />
                    </td>
                  ),
                )}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
