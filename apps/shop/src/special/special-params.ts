import type { ProductListParams } from '../catalogue/listing-params.ts';
import { pathTo } from '../paths.ts';

/** The kinds of specials the page's sub-links choose (SPEC.md §2), in menu order. */
export const SPECIAL_KINDS = ['fruit-juice', 'vegetable-juice', 'smoothies', 'herb-juice'] as const;
export type SpecialKind = (typeof SPECIAL_KINDS)[number];

function isKind(value: string | null): value is SpecialKind {
  return SPECIAL_KINDS.some((kind) => kind === value);
}

/** The specials' period in the URL: today (the default) or this ISO week (home's "View All"). */
export function specialPeriod(search: URLSearchParams): 'today' | 'week' {
  return search.get('special') === 'week' ? 'week' : 'today';
}

/** The kind chosen by the URL (`?category=`), `null` for all specials; anything else is ignored. */
export function specialKind(search: URLSearchParams): SpecialKind | null {
  const value = search.get('category');
  return isKind(value) ? value : null;
}

/** The API query of the Special of Today page for its URL: period, kind and page, nothing else. */
export function specialParams(search: URLSearchParams): ProductListParams {
  const params: Record<string, string> = { special: specialPeriod(search) };
  const kind = specialKind(search);
  if (kind) params['category'] = kind;
  const page = search.get('page') ?? '';
  if (/^[1-9]\d{0,3}$/.test(page) && page !== '1') params['page'] = page;
  return params;
}

/** The address of a sub-link: the same period, another kind (or all), back to the first page. */
export function specialHref(search: URLSearchParams, kind: SpecialKind | null): string {
  return pathTo('special', {
    special: specialPeriod(search) === 'week' ? 'week' : undefined,
    category: kind ?? undefined,
  });
}
