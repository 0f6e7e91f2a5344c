import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../api.ts';
import { staffKeys } from '../order/staff-order-queries.ts';

/** Actions on one page of the record. */
export const STAFF_ACTIONS_PAGE_SIZE = 50;

/** The kinds of action the API records, in the filter's order. */
export const ACTION_KINDS = [
  'order.status',
  'order.cancel',
  'order.note',
  'wallet.settle-refund',
  'wallet.complete-withdrawal',
  'wallet.fail-withdrawal',
  'wallet.goodwill',
  'product.variants',
  'product.create',
  'product.update',
  'product.variant.add',
  'product.variant.remove',
  'product.archive',
  'product.unarchive',
  'product.image.add',
  'product.image.alt',
  'product.image.order',
  'product.image.remove',
  'store.settings',
  'special.set',
  'coupon.create',
  'coupon.update',
  'coupon.grant',
  'comment.hide',
  'comment.unhide',
  'loyalty-event.create',
  'loyalty-event.update',
  'loyalty-event.delete',
  'faq.update',
  'page.update',
  'blog.create',
  'blog.update',
  'blog.picture',
  'blog.pictureRemove',
] as const;
export type ActionKind = (typeof ACTION_KINDS)[number];

export const isActionKind = (value: string | null): value is ActionKind =>
  (ACTION_KINDS as readonly string[]).includes(value ?? '');

/** The record's filters and page, as the address's query holds them (`?order=JY-…&action=order.status&staff=…&page=2`). */
export interface ActionsView {
  readonly order: string;
  readonly action: ActionKind | '';
  readonly staff: string;
  readonly page: number;
}

export function readActionsView(search: URLSearchParams): ActionsView {
  const action = search.get('action');
  const page = Number(search.get('page'));
  return {
    order: search.get('order')?.trim() ?? '',
    action: isActionKind(action) ? action : '',
    staff: search.get('staff')?.trim() ?? '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function writeActionsView(view: ActionsView): URLSearchParams {
  const search = new URLSearchParams();
  if (view.order) search.set('order', view.order);
  if (view.action) search.set('action', view.action);
  if (view.staff) search.set('staff', view.staff);
  if (view.page > 1) search.set('page', String(view.page));
  return search;
}

/**
 * The API records an order's actions under the subject `order:<number>`: an order number typed
 * (any case) is asked as that; a subject already written whole (`wallet:<id>`) as it is.
 */
export function subjectOf(order: string): string | undefined {
  const typed = order.trim();
  if (!typed) return undefined;
  return typed.includes(':') ? typed : `order:${typed.toUpperCase()}`;
}

/** One page of the staff actions record, newest first, filtered by the server. */
export function staffActionsQuery(client: ApiClient, view: ActionsView) {
  const subject = subjectOf(view.order);
  const query = {
    ...(subject ? { subject } : {}),
    ...(view.action ? { action: view.action } : {}),
    ...(view.staff ? { staff: view.staff } : {}),
    page: view.page,
    pageSize: STAFF_ACTIONS_PAGE_SIZE,
  };
  return queryOptions({
    queryKey: staffKeys.actions(query),
    queryFn: ({ signal }) => client.request('listStaffActions', { query, signal }),
  });
}
