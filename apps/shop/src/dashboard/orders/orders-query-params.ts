import { STAFF_ORDER_SORTS, type StaffOrderListQuery } from '@juicyin/contract';
import { withQuery } from '../../paths.ts';

export const ORDER_STATUSES = ['placed', 'processing', 'shipping', 'delivered', 'cancelled'] as const;
export const PAYMENT_METHODS = ['card', 'cod', 'wallet'] as const;
export const ORDERS_PAGE_SIZE = 25;
/** The table's columns staff can hide (the order number always shows), in the table's order. */
export const HIDEABLE_ORDER_COLUMNS = [
  'placedAt',
  'customer',
  'city',
  'status',
  'payment',
  'items',
  'grandTotal',
  'age',
] as const;
export type HideableOrderColumn = (typeof HIDEABLE_ORDER_COLUMNS)[number];

type Status = (typeof ORDER_STATUSES)[number];
type Payment = (typeof PAYMENT_METHODS)[number];
type Sort = (typeof STAFF_ORDER_SORTS)[number];

/** The table's state as the address keeps it: filters, sort, page and hidden columns (all optional). */
export interface OrdersView {
  readonly status?: Status | undefined;
  readonly placedFrom?: string | undefined;
  readonly placedTo?: string | undefined;
  readonly city?: string | undefined;
  readonly payment?: Payment | undefined;
  readonly q?: string | undefined;
  readonly sort: Sort;
  readonly page: number;
  /** The columns hidden from the columns menu, in the table's order. */
  readonly hide?: readonly HideableOrderColumn[] | undefined;
}

const isoDay = /^\d{4}-\d{2}-\d{2}$/;
const oneOf = <T extends string>(choices: readonly T[], value: string | null): T | undefined =>
  choices.find((choice) => choice === value);
const text = (value: string | null, max: number): string | undefined => {
  const trimmed = value?.trim();
  return trimmed ? trimmed.slice(0, max) : undefined;
};

/**
 * The table's state from the address's query: what is unknown or malformed is left out (a hand-edited
 * or old link still opens the table), the sort defaults to oldest first and the page to 1.
 */
export function readOrdersView(search: URLSearchParams): OrdersView {
  const page = Number(search.get('page'));
  const day = (name: string) => {
    const value = search.get(name);
    return value && isoDay.test(value) && !Number.isNaN(Date.parse(value)) ? value : undefined;
  };
  return {
    status: oneOf(ORDER_STATUSES, search.get('status')),
    placedFrom: day('placedFrom'),
    placedTo: day('placedTo'),
    city: text(search.get('city'), 80),
    payment: oneOf(PAYMENT_METHODS, search.get('payment')),
    q: text(search.get('q'), 80),
    sort: oneOf(STAFF_ORDER_SORTS, search.get('sort')) ?? 'placedAt',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    hide: hiddenColumns(search.get('hide')?.split(',') ?? []),
  };
}

/** Known hideable columns among `ids`, once each, in the table's order; none is left out (undefined). */
export function hiddenColumns(ids: readonly string[]): readonly HideableOrderColumn[] | undefined {
  const hidden = HIDEABLE_ORDER_COLUMNS.filter((column) => ids.includes(column));
  return hidden.length > 0 ? hidden : undefined;
}

/** The table's column visibility for a view (hidden columns map to false), and back from the table's. */
export function columnVisibility(view: OrdersView): Record<string, boolean> {
  return Object.fromEntries((view.hide ?? []).map((column) => [column, false]));
}

export function hiddenFromVisibility(visibility: Readonly<Record<string, boolean>>): OrdersView['hide'] {
  return hiddenColumns(Object.keys(visibility).filter((column) => visibility[column] === false));
}

/** The address of a view of the table (defaults left out, so the plain address is the default view). */
export function ordersViewPath(path: string, view: OrdersView): string {
  return withQuery(path, {
    status: view.status,
    placedFrom: view.placedFrom,
    placedTo: view.placedTo,
    city: view.city,
    payment: view.payment,
    q: view.q,
    sort: view.sort === 'placedAt' ? undefined : view.sort,
    page: view.page > 1 ? view.page : undefined,
    hide: view.hide?.join(','),
  });
}

/** The API's query for a view of the table. */
export function ordersListQuery(view: OrdersView): StaffOrderListQuery {
  const query: StaffOrderListQuery = { sort: view.sort, page: view.page, pageSize: ORDERS_PAGE_SIZE };
  if (view.status) query.status = view.status;
  if (view.placedFrom) query.placedFrom = view.placedFrom;
  // A range that ends before it starts is shown as the field's error, and not asked for.
  if (view.placedTo && !(view.placedFrom && view.placedFrom > view.placedTo)) query.placedTo = view.placedTo;
  if (view.city) query.city = view.city;
  if (view.payment) query.payment = view.payment;
  if (view.q) query.q = view.q;
  return query;
}

/** A sort of the API as the table's column and direction, and back. */
export function sortToColumn(sort: Sort): { readonly id: string; readonly desc: boolean } {
  return sort.startsWith('-') ? { id: sort.slice(1), desc: true } : { id: sort, desc: false };
}

export function columnToSort(column: { readonly id: string; readonly desc: boolean } | null): Sort {
  if (!column) return 'placedAt';
  return oneOf(STAFF_ORDER_SORTS, `${column.desc ? '-' : ''}${column.id}`) ?? 'placedAt';
}
