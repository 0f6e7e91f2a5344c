import { queryOptions } from '@tanstack/react-query';
import { type ApiClient, loadContract } from '../api.ts';
import type { ProductListParams } from './listing-params.ts';

/** Query keys of the catalogue: one root, so a change of language or stock can refresh it all. */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  home: () => [...catalogueKeys.all, 'home'] as const,
  list: (params: ProductListParams) => [...catalogueKeys.all, 'list', params] as const,
  product: (slug: string) => [...catalogueKeys.all, 'product', slug] as const,
  similar: (slug: string) => [...catalogueKeys.all, 'product', slug, 'similar'] as const,
  alsoBought: (slug: string) => [...catalogueKeys.all, 'product', slug, 'also-bought'] as const,
};

export function homeSectionsQuery(client: ApiClient) {
  return queryOptions({
    queryKey: catalogueKeys.home(),
    queryFn: ({ signal }) => client.request('getHomeSections', { query: {}, signal }),
  });
}

export function productListQuery(client: ApiClient, params: ProductListParams) {
  return queryOptions({
    queryKey: catalogueKeys.list(params),
    queryFn: async ({ signal }) => {
      // The URL's filters are checked against the contract's query schema, part of the data layer.
      const { acceptedListQuery } = await loadContract();
      return client.request('listProducts', { query: acceptedListQuery(params), signal });
    },
  });
}

export function productQuery(client: ApiClient, slug: string) {
  return queryOptions({
    queryKey: catalogueKeys.product(slug),
    queryFn: ({ signal }) => client.request('getProduct', { params: { slug }, signal }),
  });
}

export function similarProductsQuery(client: ApiClient, slug: string) {
  return queryOptions({
    queryKey: catalogueKeys.similar(slug),
    queryFn: ({ signal }) => client.request('listSimilarProducts', { params: { slug }, signal }),
  });
}

export function alsoBoughtQuery(client: ApiClient, slug: string) {
  return queryOptions({
    queryKey: catalogueKeys.alsoBought(slug),
    queryFn: ({ signal }) => client.request('listAlsoBought', { params: { slug }, signal }),
  });
}
