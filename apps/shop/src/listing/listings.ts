import type { Category } from '@juicyin/domain';
import type { ListingSetup } from '../catalogue/listing-params.ts';
import type { MessageKey } from '../i18n/messages.ts';

/** One listing route: its path (SPEC.md §2), title and what it lists. */
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
    path: 'products-list',
    title: 'listing.title.productsList',
    defaults: { category: 'fruit-juice' },
    chooseCategory: true,
  },
  { path: 'fruit-juice', title: 'category.fruit-juice', scope: { category: 'fruit-juice' } },
  { path: 'herb-juice', title: 'category.herb-juice', scope: { category: 'herb-juice' } },
  { path: 'vegetable-juice', title: 'category.vegetable-juice', scope: { category: 'vegetable-juice' } },
  { path: 'smoothy', title: 'category.smoothies', scope: { category: 'smoothies' } },
  { path: 'detox', title: 'category.detox', scope: { category: 'detox' } },
  { path: 'ice-cream', title: 'category.ice-cream', scope: { category: 'ice-cream' } },
  { path: 'salat', title: 'category.salat', scope: { category: 'salat' } },
  { path: 'season/winter', title: 'season.winter', scope: { season: 'winter' } },
  { path: 'season/summer', title: 'season.summer', scope: { season: 'summer' } },
  { path: 'season/autumn', title: 'season.autumn', scope: { season: 'autumn' } },
  { path: 'season/spring', title: 'season.spring', scope: { season: 'spring' } },
  { path: 'search', title: 'listing.title.search', isSearch: true, chooseCategory: true },
];

export function listingAt(path: string): Listing {
  const listing = listings.find((candidate) => candidate.path === path);
  if (!listing) throw new Error(`No listing at ${path}`);
  return listing;
}

/** Where each category's own listing lives (breadcrumbs, menus). */
export const categoryPaths: Record<Category, string> = {
  'fruit-juice': 'fruit-juice',
  'herb-juice': 'herb-juice',
  'vegetable-juice': 'vegetable-juice',
  smoothies: 'smoothy',
  detox: 'detox',
  'ice-cream': 'ice-cream',
  salat: 'salat',
};
