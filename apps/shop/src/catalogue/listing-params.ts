/** The query string of a product list, as the API reads it (lists comma-separated). */
export type ProductListParams = Readonly<Record<string, string>>;

/** The filters a listing keeps in its URL, in the API's own names and formats. */
export const LISTING_PARAMS = [
  'category',
  'flavour',
  'material',
  'size',
  'season',
  'minPrice',
  'maxPrice',
  'sale',
  'special',
  'q',
  'sort',
  'page',
] as const;
export type ListingParam = (typeof LISTING_PARAMS)[number];

/** What a route fixes for its listing (the `detox` page lists detox), whatever the URL says. */
export type ListingScope = Partial<Record<ListingParam, string>>;

/** What a listing route brings: filters it fixes (`scope`) and filters it starts with (`defaults`). */
export interface ListingSetup {
  readonly scope?: ListingScope;
  readonly defaults?: ListingScope;
}

/**
 * The query of a listing: the route's defaults, the URL's filters, then the route's own scope on
 * top. Whether the API accepts each value is checked when the list is requested (`acceptedListQuery`,
 * with the data layer), so the page's first paint carries no schemas.
 */
export function listingParams(
  search: URLSearchParams,
  { scope = {}, defaults = {} }: ListingSetup = {},
): ProductListParams {
  const params: Record<string, string> = { ...defaults };
  for (const name of LISTING_PARAMS) {
    const value = search.get(name)?.trim();
    if (value) params[name] = value;
  }
  for (const [name, value] of Object.entries(scope)) params[name] = value;
  return params;
}

/** The values of a comma-separated list parameter. */
export function listValues(search: URLSearchParams, name: ListingParam): string[] {
  return (search.get(name) ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '');
}

export type FilterChanges = Partial<Record<ListingParam, string | readonly string[] | null>>;

/**
 * The URL after some filters change: empty values are removed, and any change of filter goes back
 * to the first page (the page number of another result set means nothing).
 */
export function withFilters(search: URLSearchParams, changes: FilterChanges): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const [name, value] of Object.entries(changes)) {
    const text = value === null ? '' : typeof value === 'string' ? value : value.join(',');
    if (text === '') next.delete(name);
    else next.set(name, text);
  }
  if (!('page' in changes)) next.delete('page');
  return next;
}
