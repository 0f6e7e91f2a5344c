import { describe, expect, it } from 'vitest';
import { acceptedListQuery } from './accepted-list-query.ts';
import { listingParams, listValues, withFilters } from './listing-params.ts';

describe('acceptedListQuery', () => {
  it('drops a filter the API would refuse instead of failing the page', () => {
    const search = new URLSearchParams('sort=cheapest&material=plastic&page=0&flavour=orange');
    expect(acceptedListQuery(listingParams(search))).toEqual({ flavour: 'orange' });
  });

  it('passes the filters the API accepts unchanged', () => {
    const params = { flavour: 'orange,mango', minPrice: '500', maxPrice: '2000', sort: 'price-asc', page: '2' };
    expect(acceptedListQuery(params)).toEqual(params);
  });
});

describe('listingParams', () => {
  it('passes the URL filters the API accepts, in its own format', () => {
    const search = new URLSearchParams('flavour=orange,mango&minPrice=500&maxPrice=2000&sort=price-asc&page=2');
    expect(listingParams(search)).toEqual({
      flavour: 'orange,mango',
      minPrice: '500',
      maxPrice: '2000',
      sort: 'price-asc',
      page: '2',
    });
  });

  it('keeps only the filters a listing has, whatever else the URL carries', () => {
    const search = new URLSearchParams('flavour=orange&utm_source=mail&fbclid=x');
    expect(listingParams(search)).toEqual({ flavour: 'orange' });
  });

  it("keeps the route's scope whatever the URL says", () => {
    const search = new URLSearchParams('category=salat&flavour=green');
    expect(listingParams(search, { scope: { category: 'detox' } })).toEqual({ category: 'detox', flavour: 'green' });
  });

  it("starts from the route's defaults and lets the URL change them", () => {
    const defaults = { category: 'fruit-juice' };
    expect(listingParams(new URLSearchParams(''), { defaults })).toEqual({ category: 'fruit-juice' });
    expect(listingParams(new URLSearchParams('category=detox'), { defaults })).toEqual({ category: 'detox' });
  });
});

describe('withFilters', () => {
  it('sets a list filter and goes back to the first page', () => {
    const next = withFilters(new URLSearchParams('page=3&sort=rating'), { flavour: ['orange', 'mango'] });
    expect(next.toString()).toBe('sort=rating&flavour=orange%2Cmango');
    expect(listValues(next, 'flavour')).toEqual(['orange', 'mango']);
  });

  it('removes a filter that becomes empty', () => {
    expect(withFilters(new URLSearchParams('flavour=orange'), { flavour: [] }).toString()).toBe('');
  });

  it('changes both ends of the price range at once', () => {
    const next = withFilters(new URLSearchParams('minPrice=100&page=2'), { minPrice: null, maxPrice: '2000' });
    expect(next.toString()).toBe('maxPrice=2000');
  });

  it('keeps the filters when only the page changes', () => {
    expect(withFilters(new URLSearchParams('flavour=orange'), { page: '2' }).toString()).toBe('flavour=orange&page=2');
  });
});
