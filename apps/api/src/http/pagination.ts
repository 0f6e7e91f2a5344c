/** Which page of a list a request asks for (every list endpoint's `page` and `pageSize`, from 1). */
export interface PageQuery {
  readonly page: number;
  readonly pageSize: number;
}

/** A page of a list as every list endpoint answers it. */
export interface Page<T> {
  readonly items: T[];
  readonly page: number;
  readonly pageSize: number;
  readonly total: number;
  readonly pageCount: number;
}

/** The rows a page takes from a query: SQL's `limit` and `offset`. */
export function pageWindow({ page, pageSize }: PageQuery): { readonly limit: number; readonly offset: number } {
  return { limit: pageSize, offset: (page - 1) * pageSize };
}

/** The answer for a page: its items, where it stands, and the total and number of pages of the whole list. */
export function pageOf<T>(items: T[], { page, pageSize }: PageQuery, total: number): Page<T> {
  return { items, page, pageSize, total, pageCount: Math.ceil(total / pageSize) };
}

/** A page of a list held in memory. */
export function slicePage<T>(all: readonly T[], query: PageQuery): Page<T> {
  const { limit, offset } = pageWindow(query);
  return pageOf(all.slice(offset, offset + limit), query, all.length);
}
