import { CATEGORIES, SEASONS } from '@juicyin/domain';
import type { ListingSetup } from '../catalogue/listing-params.ts';
import type { MessageKey } from '../i18n/messages.ts';
import { categoryPath, routePaths, seasonPath } from '../paths.ts';

/** One listing route: its address (from `../paths.ts`), title and what it lists. */
export interface Listing extends ListingSetup {
  readonly path: string;
  readonly title: MessageKey;
  /** Shows the category choice (the general list); category pages have theirs fixed. */
  readonly chooseCategory?: boolean;
  /** The search results page: the search box on top, the title names the words. */
  readonly isSearch?: boolean;
}

export const listings: readonly Listing[] = [
  {
    path: routePaths.productsList,
    title: 'listing.title.productsList',
    defaults: { category: 'fruit-juice' },
    chooseCategory: true,
  },
  ...CATEGORIES.map((category) => ({
    path: categoryPath(category),
    title: `category.${category}` as const,
    scope: { category },
  })),
  ...SEASONS.map((season) => ({ path: seasonPath(season), title: `season.${season}` as const, scope: { season } })),
  { path: routePaths.search, title: 'listing.title.search', isSearch: true, chooseCategory: true },
];

/** The listing at `path` (one of the addresses in `../paths.ts`). */
export function listingAt(path: string): Listing {
  const listing = listings.find((candidate) => candidate.path === path);
  if (!listing) throw new Error(`No listing at ${path}`);
  return listing;
}
