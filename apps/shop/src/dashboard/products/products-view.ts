import { STAFF_PRODUCT_STOCK, type StaffProductListQuery } from '@juicyin/contract';
import { CATEGORIES, type Category } from '@juicyin/domain';
import { queryOptions } from '@tanstack/react-query';
import { accountKeys } from '../../account/keys.ts';
import type { ApiClient } from '../../api.ts';
import { withQuery } from '../../paths.ts';

export const PRODUCTS_PAGE_SIZE = 25;

type Stock = (typeof STAFF_PRODUCT_STOCK)[number];

/** The list's search, filters and page as the address keeps them (`?q=mango&category=smoothies&stock=out&sale=true&page=2`). */
export interface ProductsView {
  readonly q?: string | undefined;
  readonly category?: Category | undefined;
  readonly stock?: Stock | undefined;
  readonly sale?: boolean | undefined;
  /** true: only archived; false: only those in the shop; undefined: both. */
  readonly archived?: boolean | undefined;
  readonly page: number;
}

const oneOf = <T extends string>(choices: readonly T[], value: string | null): T | undefined =>
  choices.find((choice) => choice === value);

/** The list's view from the address: what is unknown or malformed is left out, the page defaults to 1. */
export function readProductsView(search: URLSearchParams): ProductsView {
  const page = Number(search.get('page'));
  const q = search.get('q')?.trim().slice(0, 80);
  const sale = search.get('sale');
  const archived = search.get('archived');
  return {
    q: q || undefined,
    category: oneOf(CATEGORIES, search.get('category')),
    stock: oneOf(STAFF_PRODUCT_STOCK, search.get('stock')),
    sale: sale === 'true' ? true : sale === 'false' ? false : undefined,
    archived: archived === 'true' ? true : archived === 'false' ? false : undefined,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The address of a view of the list (defaults left out, so the plain address is the whole catalogue). */
export function productsViewPath(path: string, view: ProductsView): string {
  return withQuery(path, {
    q: view.q,
    category: view.category,
    stock: view.stock,
    sale: view.sale === undefined ? undefined : String(view.sale),
    archived: view.archived === undefined ? undefined : String(view.archived),
    page: view.page > 1 ? view.page : undefined,
  });
}

/** The API's query for a view of the list. */
export function productsListQuery(view: ProductsView): StaffProductListQuery {
  return {
    ...(view.q ? { q: view.q } : {}),
    ...(view.category ? { category: view.category } : {}),
    ...(view.stock ? { stock: view.stock } : {}),
    ...(view.sale === undefined ? {} : { sale: view.sale ? 'true' : 'false' }),
    ...(view.archived === undefined ? {} : { archived: view.archived ? 'true' : 'false' }),
    page: view.page,
    pageSize: PRODUCTS_PAGE_SIZE,
  };
}

/** Every staff catalogue query's key root (under the account's, dropped on sign out); a save refreshes them all. */
export const staffCatalogueKey = [...accountKeys.all, 'staff-catalogue'] as const;

/** One page of the catalogue as staff see it, searched and filtered by the server. */
export function staffProductsQuery(client: ApiClient, view: ProductsView) {
  const query = productsListQuery(view);
  return queryOptions({
    queryKey: [...staffCatalogueKey, 'list', query],
    queryFn: ({ signal }) => client.request('listStaffProducts', { query, signal }),
  });
}
