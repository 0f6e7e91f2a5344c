import type { OrderDetail } from '@juicyin/contract';
import { Price } from '@juicyin/ui/price';
import type { ReactNode } from 'react';
import { useLanguage, useMessages } from '../i18n/messages-provider.tsx';

type OrderLine = OrderDetail['lines'][number];

/**
 * The columns an order's lines can show. `item` is the name; `itemWithOptions` the name with its
 * material and size (the invoice's one column); `price` the line's total as paid; `points` the
 * line's share of the points the order earns.
 */
export type OrderLineColumn =
  'item' | 'itemWithOptions' | 'size' | 'material' | 'sku' | 'quantity' | 'unitPrice' | 'price' | 'points';

const endAligned: ReadonlySet<OrderLineColumn> = new Set(['quantity', 'unitPrice', 'price', 'points']);

export interface OrderLinesTableProps {
  readonly lines: readonly OrderLine[];
  readonly caption: string;
  /** The columns in the order shown, each with its heading; the first is the row's header. */
  readonly columns: Readonly<Partial<Record<OrderLineColumn, string>>>;
  readonly className?: string;
}

/** An order's lines as a table (order detail, tracking, invoice), scrolling sideways on a phone. */
export function OrderLinesTable({ lines, caption, columns, className }: OrderLinesTableProps) {
  const t = useMessages();
  const language = useLanguage();
  const shown = Object.entries(columns) as [OrderLineColumn, string][];
  const cell = (column: OrderLineColumn, line: OrderLine): ReactNode => {
    switch (column) {
      case 'item':
        return line.name[language];
      case 'itemWithOptions':
        return `${line.name[language]} · ${t(`material.${line.material}`)} · ${t(`size.${line.size}`)}`;
      case 'size':
        return t(`size.${line.size}`);
      case 'material':
        return t(`material.${line.material}`);
      case 'sku':
        return line.sku;
      case 'quantity':
        return line.quantity;
      case 'unitPrice':
        return <Price amount={line.unitPrice} />;
      case 'price':
        return <Price amount={line.lineTotal} />;
      case 'points':
        return t('orders.line.pointsValue', { points: line.pointsEarned });
    }
  };
  return (
    <div className="shop-order-table-scroll">
      <table className={className ? `shop-order-table ${className}` : 'shop-order-table'}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {shown.map(([column, heading]) => (
              <th key={column} scope="col" data-align={endAligned.has(column) ? 'end' : undefined}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {/* By position: two lines whose variants left the catalogue share the SKU shown for none. */}
          {lines.map((line, position) => (
            <tr key={`${String(position)}-${line.sku}`}>
              {shown.map(([column], index) =>
                index === 0 ? (
                  <th key={column} scope="row">
                    {cell(column, line)}
                  </th>
                ) : (
                  <td
                    key={column}
                    dir={column === 'sku' ? 'ltr' : undefined}
                    data-align={endAligned.has(column) ? 'end' : undefined}
                  >
                    {cell(column, line)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
