import { describe, expect, it } from 'vitest';
import { listingParams } from '../catalogue/listing-params.ts';
import { routePaths } from '../paths.ts';
import { categoryChosen, chosenFilterCount, filterValue } from './filter-value.ts';
import { listingAt } from './listings.ts';

const bounds = { min: 900, max: 2500 };

/** The phone's "Filters (n)" for a listing at `path` with the address's query `query`. */
function chosen(path: string, query: string): number {
  const listing = listingAt(path);
  const search = new URLSearchParams(query);
  const value = filterValue(search, listingParams(search, listing), bounds);
  return chosenFilterCount(value, bounds, categoryChosen(listing, value));
}

describe('chosenFilterCount', () => {
  it('counts nothing where the shopper chose nothing, nor the category a listing starts with', () => {
    expect(chosen(routePaths.productsList, '')).toBe(0);
    expect(chosen(routePaths.productsList, 'category=fruit-juice&sort=price-asc&page=2')).toBe(0);
  });

  it('counts each flavour, material, size and sale choice, and a chosen category', () => {
    expect(
      chosen(routePaths.productsList, 'category=detox&flavour=orange,mango&material=glass&size=1ltr&sale=sale'),
    ).toBe(6);
    expect(chosen(routePaths.search, 'q=orange&category=fruit-juice')).toBe(1);
  });

  it('counts a price range once, and not a range at the bounds', () => {
    expect(chosen(routePaths.productsList, 'minPrice=1000&maxPrice=2000')).toBe(1);
    expect(chosen(routePaths.productsList, 'maxPrice=2000')).toBe(1);
    expect(chosen(routePaths.productsList, 'minPrice=900&maxPrice=2500')).toBe(0);
  });

  it('does not count the category a category page is about', () => {
    expect(chosen(routePaths.detox, 'flavour=green')).toBe(1);
  });
});
