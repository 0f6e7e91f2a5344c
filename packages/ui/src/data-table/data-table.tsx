import {
  createColumnHelper,
  createPaginatedRowModel,
  createSortedRowModel,
  rowPaginationFeature,
  rowSortingFeature,
  type RowData,
  type SortingState,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { cva, type VariantProps } from 'class-variance-authority';
import { type ReactNode, useId, useMemo } from 'react';
import { Button as AriaButton, useLocale } from 'react-aria-components';
import { Button } from '../button/index.ts';
import { formatNumber, type MessageTable, useMessages } from '../messages/index.ts';
import '../theme/tokens.css';
import './data-table.css';

/** A sortable cell value: text, a number or a point in time. */
export type DataTableValue = string | number | Date;

export interface DataTableColumn<T> {
  readonly id: string;
  readonly header: string;
  /** The cell's value, used for sorting and, without `cell`, for display. */
  readonly value: (row: T) => DataTableValue;
  /** Custom display of the cell (e.g. a `<Price>` or a status badge). */
  readonly cell?: (row: T) => ReactNode;
  /** Default true. */
  readonly sortable?: boolean;
  /** Numbers and money line up at the end. */
  readonly align?: 'start' | 'end';
}

export interface DataTableMessages {
  readonly previous: string;
  readonly next: string;
  readonly page: (current: string, total: string) => string;
  readonly pagination: (caption: string) => string;
  readonly loading: string;
  readonly empty: string;
}

export const dataTableMessages: MessageTable<DataTableMessages> = {
  en: {
    previous: 'Previous page',
    next: 'Next page',
    page: (current, total) => `Page ${current} of ${total}`,
    pagination: (caption) => `${caption}, pages`,
    loading: 'Loading…',
    empty: 'Nothing here yet.',
  },
  ar: {
    previous: 'الصفحة السابقة',
    next: 'الصفحة التالية',
    page: (current, total) => `الصفحة ${current} من ${total}`,
    pagination: (caption) => `${caption}، الصفحات`,
    loading: 'جارٍ التحميل…',
    empty: 'لا يوجد شيء هنا بعد.',
  },
};

export const dataTableStyles = cva('jui-data-table', {
  variants: { density: { comfortable: 'jui-data-table--comfortable', compact: 'jui-data-table--compact' } },
  defaultVariants: { density: 'comfortable' },
});

export interface DataTableProps<T extends RowData> extends VariantProps<typeof dataTableStyles> {
  /** The table's name, shown as its caption (e.g. "Transaction History"). */
  readonly caption: string;
  readonly hideCaption?: boolean;
  readonly columns: readonly DataTableColumn<T>[];
  readonly rows: readonly T[];
  /** A stable id per row (default its index). */
  readonly getRowId?: (row: T, index: number) => string;
  /** Rows a page (default 10). */
  readonly pageSize?: number;
  /** The sort to start with, e.g. newest first: `{ id: 'date', desc: true }`. */
  readonly initialSort?: { readonly id: string; readonly desc: boolean };
  readonly isLoading?: boolean;
  /** A message shown instead of the rows when they could not be loaded. */
  readonly error?: string;
  /** Shown when there are no rows (default "Nothing here yet."). */
  readonly emptyMessage?: ReactNode;
  readonly messages?: Partial<DataTableMessages>;
  readonly className?: string;
}

const features = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  rowPaginationFeature,
  paginatedRowModel: createPaginatedRowModel(),
});

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** Ascending order of two cell values of one column. */
export function compareValues(a: DataTableValue, b: DataTableValue): number {
  if (typeof a === 'string' && typeof b === 'string') return collator.compare(a, b);
  const x = a instanceof Date ? a.getTime() : Number(a);
  const y = b instanceof Date ? b.getTime() : Number(b);
  return x === y ? 0 : x < y ? -1 : 1;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

function formatValue(locale: string, value: DataTableValue): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return formatNumber(locale, value);
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      dateStyle: 'medium',
      timeStyle: 'short',
      calendar: 'gregory',
      numberingSystem: 'latn',
      timeZone: 'Asia/Riyadh',
    });
    dateFormats.set(locale, format);
  }
  return format.format(value);
}

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;

/**
 * A sortable, paginated table (TanStack Table v9) for histories and order lists: a real `<table>`
 * with a caption, column headers whose sort buttons set `aria-sort`, and Previous/Next paging.
 */
export function DataTable<T extends RowData>({
  caption,
  hideCaption = false,
  columns,
  rows,
  getRowId,
  pageSize = 10,
  initialSort,
  isLoading = false,
  error,
  emptyMessage,
  density,
  messages: overrides,
  className,
}: DataTableProps<T>) {
  const { locale } = useLocale();
  const messages = useMessages(dataTableMessages, overrides);
  const captionId = useId();

  const tableColumns = useMemo(() => {
    const helper = createColumnHelper<typeof features, T>();
    return helper.columns(
      columns.map((column) =>
        helper.accessor((row) => column.value(row), {
          id: column.id,
          header: column.header,
          enableSorting: column.sortable ?? true,
          sortFn: (a, b, id) => compareValues(a.getValue<DataTableValue>(id), b.getValue<DataTableValue>(id)),
          cell: (context) =>
            column.cell ? column.cell(context.row.original) : formatValue(locale, context.getValue()),
        }),
      ),
    );
  }, [columns, locale]);

  const sorting: SortingState = initialSort ? [{ id: initialSort.id, desc: initialSort.desc }] : [];
  const table = useTable({
    features,
    columns: tableColumns,
    data: rows,
    ...(getRowId ? { getRowId: (row: T, index: number) => getRowId(row, index) } : {}),
    initialState: { sorting, pagination: { pageIndex: 0, pageSize } },
  });

  const alignOf = (id: string) => columns.find((column) => column.id === id)?.align ?? 'start';
  const pageRows = table.getRowModel().rows;
  const pageCount = table.getPageCount();
  const status = isLoading ? 'loading' : error ? 'error' : rows.length === 0 ? 'empty' : 'ready';

  return (
    <div
      data-slot="data-table"
      data-variant={density ?? 'comfortable'}
      className={dataTableStyles({ density, className })}
    >
      <div className="jui-data-table__scroll">
        <table className="jui-data-table__table" aria-labelledby={captionId} aria-busy={isLoading || undefined}>
          <caption
            id={captionId}
            className={hideCaption ? 'jui-data-table__caption--hidden' : 'jui-data-table__caption'}
          >
            {caption}
          </caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const canSort = header.column.getCanSort();
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      data-align={alignOf(header.column.id)}
                      aria-sort={canSort ? (sorted ? ariaSort[sorted] : 'none') : undefined}
                    >
                      {canSort ? (
                        <AriaButton
                          className="jui-data-table__sort"
                          data-sorted={sorted || undefined}
                          onPress={() => {
                            header.column.toggleSorting(sorted === 'asc');
                          }}
                        >
                          <table.FlexRender header={header} />
                          <svg
                            className="jui-data-table__sort-icon"
                            viewBox="0 0 12 12"
                            width="12"
                            height="12"
                            aria-hidden="true"
                            focusable="false"
                          >
                            {sorted !== 'desc' ? <path d="M6 2l3.5 4h-7z" fill="currentColor" /> : null}
                            {sorted !== 'asc' ? <path d="M6 10l3.5-4h-7z" fill="currentColor" /> : null}
                          </svg>
                        </AriaButton>
                      ) : (
                        <table.FlexRender header={header} />
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {status === 'ready' ? (
              pageRows.map((row) => (
                <tr key={row.id}>
                  {row.getAllCells().map((cell) => (
                    <td key={cell.id} data-align={alignOf(cell.column.id)}>
                      <table.FlexRender cell={cell} />
                    </td>
                  ))}
                </tr>
              ))
            ) : (
              <tr>
                <td colSpan={columns.length} className="jui-data-table__message" data-status={status}>
                  {status === 'loading' ? (
                    <span className="jui-data-table__loading">{messages.loading}</span>
                  ) : status === 'error' ? (
                    <span role="alert">{error}</span>
                  ) : (
                    (emptyMessage ?? messages.empty)
                  )}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {status === 'ready' && pageCount > 1 ? (
        <nav className="jui-data-table__pages" aria-label={messages.pagination(caption)}>
          <Button
            variant="secondary"
            size="sm"
            isDisabled={!table.getCanPreviousPage()}
            onPress={() => {
              table.previousPage();
            }}
          >
            {messages.previous}
          </Button>
          <span className="jui-data-table__page" aria-live="polite">
            {messages.page(formatNumber(locale, table.state.pagination.pageIndex + 1), formatNumber(locale, pageCount))}
          </span>
          <Button
            variant="secondary"
            size="sm"
            isDisabled={!table.getCanNextPage()}
            onPress={() => {
              table.nextPage();
            }}
          >
            {messages.next}
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
