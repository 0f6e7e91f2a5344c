import {
  columnVisibilityFeature,
  createColumnHelper,
  createPaginatedRowModel,
  createSortedRowModel,
  rowPaginationFeature,
  rowSortingFeature,
  type RowData,
  type SortingState,
  tableFeatures,
  type Updater,
  useTable,
} from '@tanstack/react-table';
import type { VariantProps } from 'class-variance-authority';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { useLocale } from '../locale-provider/locale-provider.tsx';
import { Button } from '../button/index.ts';
import { formatNumber, useMessages } from '../messages/index.ts';
import { ColumnMenu } from './column-menu.tsx';
import {
  compareValues,
  dataTableMessages,
  type DataTableMessages,
  type DataTableSort,
  dataTableStyles,
  type DataTableValue,
  formatValue,
} from './data-table-values.ts';
import '../theme/tokens.css';
import './data-table.css';

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
  /** Whether the column menu may hide it (default true; the row's name should stay). */
  readonly hideable?: boolean;
}

/** Pages the server cut: `rows` are one page, and the table asks for another with `onPageChange`. */
export interface DataTablePages {
  /** The page shown, from 1. */
  readonly page: number;
  readonly pageCount: number;
  readonly onPageChange: (page: number) => void;
}

export interface DataTableProps<T extends RowData> extends VariantProps<typeof dataTableStyles> {
  /** The table's name, shown as its caption (e.g. "Transaction History"). */
  readonly caption: string;
  readonly hideCaption?: boolean;
  readonly columns: readonly DataTableColumn<T>[];
  readonly rows: readonly T[];
  /** A stable id per row (default its index). */
  readonly getRowId?: (row: T, index: number) => string;
  /** Rows a page (default 10), when the table cuts the pages itself. */
  readonly pageSize?: number;
  /** The sort to start with, e.g. newest first: `{ id: 'date', desc: true }`. */
  readonly initialSort?: DataTableSort;
  /**
   * Server-driven sorting: the table shows this sort, leaves the rows in the order given and asks
   * `onSortChange` for a new sort (the caller fetches the rows in that order).
   */
  readonly sort?: DataTableSort | null;
  readonly onSortChange?: (sort: DataTableSort | null) => void;
  /** Server-driven pagination (see `DataTablePages`). */
  readonly pages?: DataTablePages;
  /** Shows the column visibility menu. */
  readonly columnMenu?: boolean;
  /** Controlled column visibility: hidden columns map to `false`. */
  readonly columnVisibility?: Readonly<Record<string, boolean>>;
  readonly onColumnVisibilityChange?: (visibility: Record<string, boolean>) => void;
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
  columnVisibilityFeature,
});

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;

const apply = <S,>(updater: Updater<S>, current: S): S =>
  typeof updater === 'function' ? (updater as (old: S) => S)(current) : updater;

/**
 * A sortable, paginated table (TanStack Table v9) for histories and order lists: a real `<table>`
 * with a caption, column headers whose sort buttons set `aria-sort`, Previous/Next paging and an
 * optional column menu. It sorts and pages its rows itself, or leaves both to the server
 * (`sort`/`onSortChange`, `pages`).
 */
export function DataTable<T extends RowData>({
  caption,
  hideCaption = false,
  columns,
  rows,
  getRowId,
  pageSize = 10,
  initialSort,
  sort,
  onSortChange,
  pages,
  columnMenu = false,
  columnVisibility,
  onColumnVisibilityChange,
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
  const [ownVisibility, setOwnVisibility] = useState<Record<string, boolean>>({});
  const visibility = columnVisibility ?? ownVisibility;
  const serverSorted = sort !== undefined;

  const tableColumns = useMemo(() => {
    const helper = createColumnHelper<typeof features, T>();
    return helper.columns(
      columns.map((column) =>
        helper.accessor((row) => column.value(row), {
          id: column.id,
          header: column.header,
          enableSorting: column.sortable ?? true,
          enableHiding: column.hideable ?? true,
          sortFn: (a, b, id) => compareValues(a.getValue<DataTableValue>(id), b.getValue<DataTableValue>(id)),
          cell: (context) =>
            column.cell ? column.cell(context.row.original) : formatValue(locale, context.getValue()),
        }),
      ),
    );
  }, [columns, locale]);

  const sorting: SortingState = initialSort ? [{ id: initialSort.id, desc: initialSort.desc }] : [];
  const controlledSorting: SortingState = sort ? [{ id: sort.id, desc: sort.desc }] : [];
  const table = useTable({
    features,
    columns: tableColumns,
    data: rows,
    ...(getRowId ? { getRowId: (row: T, index: number) => getRowId(row, index) } : {}),
    initialState: { sorting, pagination: { pageIndex: 0, pageSize } },
    state: {
      columnVisibility: visibility,
      ...(serverSorted ? { sorting: controlledSorting } : {}),
      ...(pages ? { pagination: { pageIndex: pages.page - 1, pageSize: Math.max(rows.length, 1) } } : {}),
    },
    onColumnVisibilityChange: (updater) => {
      const next = apply(updater, visibility);
      if (!columnVisibility) setOwnVisibility(next);
      onColumnVisibilityChange?.(next);
    },
    ...(serverSorted
      ? {
          manualSorting: true,
          onSortingChange: (updater: Updater<SortingState>) => {
            const [first] = apply(updater, controlledSorting);
            onSortChange?.(first ? { id: first.id, desc: first.desc } : null);
          },
        }
      : {}),
    ...(pages ? { manualPagination: true, pageCount: pages.pageCount } : {}),
  });

  const alignOf = (id: string) => columns.find((column) => column.id === id)?.align ?? 'start';
  const pageRows = table.getRowModel().rows;
  const shownColumns = table.getVisibleLeafColumns().length;
  const pageCount = pages ? pages.pageCount : table.getPageCount();
  const pageNumber = pages ? pages.page : table.state.pagination.pageIndex + 1;
  const status = isLoading ? 'loading' : error ? 'error' : rows.length === 0 ? 'empty' : 'ready';
  const goTo = (page: number) => {
    if (pages) pages.onPageChange(page);
    else table.setPageIndex(page - 1);
  };

  return (
    <div
      data-slot="data-table"
      data-variant={density ?? 'comfortable'}
      className={dataTableStyles({ density, className })}
    >
      {columnMenu ? (
        <div className="jui-data-table__tools">
          <ColumnMenu
            label={messages.columns}
            columns={columns.map((column) => ({
              id: column.id,
              header: column.header,
              hideable: column.hideable ?? true,
            }))}
            visible={new Set(columns.filter((column) => visibility[column.id] !== false).map((column) => column.id))}
            onChange={(visible) => {
              table.setColumnVisibility(
                Object.fromEntries(columns.map((column) => [column.id, visible.has(column.id)])),
              );
            }}
          />
        </div>
      ) : null}
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
                  {row.getVisibleCells().map((cell) => (
                    <td key={cell.id} data-align={alignOf(cell.column.id)}>
                      <table.FlexRender cell={cell} />
                    </td>
                  ))}
                </tr>
              ))
            ) : (
              <tr>
                <td colSpan={shownColumns} className="jui-data-table__message" data-status={status}>
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
          <Button variant="secondary" size="sm" isDisabled={pageNumber <= 1} onPress={() => goTo(pageNumber - 1)}>
            {messages.previous}
          </Button>
          <span className="jui-data-table__page" aria-live="polite">
            {messages.page(formatNumber(locale, pageNumber), formatNumber(locale, pageCount))}
          </span>
          <Button
            variant="secondary"
            size="sm"
            isDisabled={pageNumber >= pageCount}
            onPress={() => goTo(pageNumber + 1)}
          >
            {messages.next}
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
