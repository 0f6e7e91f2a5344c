/** The English messages of a listing page (its filters, sorting, search box and empty state), loaded with it (see `../../messages.ts`). */
export const listingEn = {
  'listing.filter.title': 'Filters',
  'listing.filter.onSale': 'Sale',
  'listing.filter.regularPrice': 'Regular',
  'listing.filter.toggle': '{count, plural, =0 {Filters} other {Filters (#)}}',
  'listing.filter.showResults': '{count, plural, =0 {Show no products} one {Show # product} other {Show # products}}',
  'listing.count': '{count, plural, =0 {No products} one {# product} other {# products}}',
  'listing.sort.label': 'Sort by',
  'listing.sort.relevance': 'Relevance',
  'listing.sort.priceAsc': 'Price: low to high',
  'listing.sort.priceDesc': 'Price: high to low',
  'listing.sort.rating': 'Best rated',
  'listing.sort.newest': 'Newest',
  'listing.empty.title': 'No juice matches these filters',
  'listing.empty.description': 'Try fewer filters or another price range.',
  'listing.empty.clear': 'Clear filters',
  'listing.pageDescription': '{title} from Juicyin, delivered in Riyadh.',
  'listing.title.searchFor': 'Results for “{words}”',
  'search.label': 'Search',
  'search.placeholder': 'What would you like to drink?',
  'search.submit': 'Search',
} as const;

export type ListingMessageKey = keyof typeof listingEn;
