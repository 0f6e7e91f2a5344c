import type { StaffCouponListQuery } from '@juicyin/contract';
import { queryOptions } from '@tanstack/react-query';
import { accountKeys } from '../../account/keys.ts';
import type { ApiClient } from '../../api.ts';
import { withQuery } from '../../paths.ts';

export const COUPONS_PAGE_SIZE = 25;

/** The list's search and page as the address keeps them (`?q=gold&page=2`). */
export interface CouponsView {
  readonly q?: string | undefined;
  readonly page: number;
}

/** The list's view from the address: a malformed page is 1, the search at most 30 characters (the API's limit). */
export function readCouponsView(search: URLSearchParams): CouponsView {
  const page = Number(search.get('page'));
  const q = search.get('q')?.trim().slice(0, 30);
  return { q: q || undefined, page: Number.isInteger(page) && page >= 1 ? page : 1 };
}

/** The address of a view of the list (defaults left out, so the plain address is every coupon). */
export function couponsViewPath(path: string, view: CouponsView): string {
  return withQuery(path, { q: view.q, page: view.page > 1 ? view.page : undefined });
}

/** The API's query for a view of the list. */
export function couponsListQuery(view: CouponsView): StaffCouponListQuery {
  return { ...(view.q ? { q: view.q } : {}), page: view.page, pageSize: COUPONS_PAGE_SIZE };
}

/** Every staff coupon query's key root (under the account's, dropped on sign out); a save refreshes them all. */
export const staffCouponsKey = [...accountKeys.all, 'staff-coupons'] as const;

/** One page of the coupons by code, searched by the server. */
export function staffCouponsQuery(client: ApiClient, view: CouponsView) {
  const query = couponsListQuery(view);
  return queryOptions({
    queryKey: [...staffCouponsKey, 'list', query],
    queryFn: ({ signal }) => client.request('listStaffCoupons', { query, signal }),
  });
}
