import { Breadcrumbs } from '@juicyin/ui/breadcrumbs';
import { Button } from '@juicyin/ui/button';
import { EmptyState } from '@juicyin/ui/empty-state';
import { FilterPanel } from '@juicyin/ui/filter-panel';
import { Pagination } from '@juicyin/ui/pagination';
import { NativeSelect } from '@juicyin/ui/native-select';
import { Skeleton } from '@juicyin/ui/skeleton';
import { TextField } from '@juicyin/ui/text-field';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from '../router/hooks.ts';
import { api, type ApiClient } from '../api.ts';
import { type FilterChanges, listingParams, withFilters } from '../catalogue/listing-params.ts';
import { useLanguage } from '../i18n/messages-provider.tsx';
import { rememberSearch } from '../last-search/last-search.ts';
import { RelatedToLastSearch } from '../last-search/related-to-last-search.tsx';
import { categoryChosen, chosenFilterCount, filterChanges, filterFacets, filterValue } from './filter-value.ts';
import { ListingFilters } from './listing-filters.tsx';
import { ProductCards } from '../catalogue/product-cards.tsx';
import { productListQuery } from '../catalogue/queries.ts';
import { QueryError } from '../catalogue/query-error.tsx';
import { useMessages } from '../i18n/messages-provider.tsx';
import type { MessageKey } from '../i18n/messages.ts';
import type { Listing } from './listings.ts';
import { queryFailed } from '../catalogue/query-failed.ts';
import './listing-page.css';
import { homePath } from '../paths.ts';
import { PageHead } from '../shell/page-head.tsx';

export interface ListingPageProps {
  readonly listing: Listing;
  /** The API client (stories and tests pass one; the shop uses its own). */
  readonly client?: ApiClient;
}

const sorts: readonly { id: string; label: MessageKey }[] = [
  { id: 'relevance', label: 'listing.sort.relevance' },
  { id: 'price-asc', label: 'listing.sort.priceAsc' },
  { id: 'price-desc', label: 'listing.sort.priceDesc' },
  { id: 'rating', label: 'listing.sort.rating' },
  { id: 'newest', label: 'listing.sort.newest' },
];

/** A product listing (all, a category, a season, the specials or search results) with its filters in the URL. */
export function ListingPage({ listing, client = api }: ListingPageProps) {
  const t = useMessages();
  const language = useLanguage();
  const [search, setSearch] = useSearchParams();
  const params = listingParams(search, listing);
  const list = useQuery({ ...productListQuery(client, params), placeholderData: keepPreviousData });
  const change = (changes: FilterChanges) => {
    setSearch(withFilters(search, changes));
  };
  const words = params['q'] ?? '';
  // "Clear filters" keeps a search's words.
  const clear = () => {
    setSearch(listing.isSearch && words !== '' ? new URLSearchParams({ q: words }) : new URLSearchParams());
  };
  const filters = list.data
    ? {
        facets: list.data.facets,
        bounds: list.data.facets.price,
        value: filterValue(search, params, list.data.facets.price),
      }
    : undefined;
  // "Show n products" (a phone's filters) brings the shopper to the count above the products.
  const count = useRef<HTMLHeadingElement>(null);
  // A search is remembered for "Related to your last search" (product pages and other listings).
  useEffect(() => {
    if (listing.isSearch) rememberSearch(words);
  }, [listing.isSearch, words]);
  const title =
    listing.isSearch && words !== ''
      ? t('listing.title.searchFor', { words })
      : params['special'] === 'week'
        ? t('listing.title.specialWeek')
        : t(listing.title);

  return (
    <div className="shop-listing">
      <PageHead title={t('listing.pageTitle', { title })} description={t('listing.pageDescription', { title })} />
      <Breadcrumbs
        items={[
          { id: 'home', label: t('shell.home'), href: homePath() },
          { id: 'here', label: title },
        ]}
      />
      <h1 className="shop-listing__title">{title}</h1>
      {listing.isSearch ? <SearchForm key={words} words={words} onSearch={(q) => change({ q })} /> : null}
      {queryFailed(list) ? (
        <QueryError
          onRetry={() => {
            void list.refetch();
          }}
          isRetrying={list.isFetching}
        />
      ) : (
        <div className="shop-listing__body">
          <ListingFilters
            chosen={
              filters
                ? chosenFilterCount(filters.value, filters.bounds, categoryChosen(listing, filters.value))
                : undefined
            }
            total={list.data?.total}
            onShowResults={() => {
              count.current?.focus();
            }}
          >
            {filters ? (
              <FilterPanel
                facets={filterFacets(filters.facets, language, listing.chooseCategory ?? false, {
                  sale: t('listing.filter.onSale'),
                  regular: t('listing.filter.regularPrice'),
                })}
                value={filters.value}
                onChange={(value) => {
                  change(filterChanges(value, filters.bounds, listing.chooseCategory ?? false));
                }}
                onClear={clear}
              />
            ) : (
              <div className="shop-listing__filters-loading">
                <Skeleton inlineSize="60%" />
                <Skeleton />
                <Skeleton />
                <Skeleton inlineSize="80%" />
              </div>
            )}
          </ListingFilters>
          <section className="shop-listing__results" aria-busy={list.isFetching} aria-labelledby="shop-listing-count">
            <div className="shop-listing__toolbar">
              <h2 id="shop-listing-count" ref={count} tabIndex={-1} className="shop-listing__count" aria-live="polite">
                {list.data ? t('listing.count', { count: list.data.total }) : t('listing.loading')}
              </h2>
              {/* The browser's own list: the phone's picker, and no listbox to build while the page is taken over. */}
              <NativeSelect
                label={t('listing.sort.label')}
                options={sorts.map((sort) => ({ id: sort.id, label: t(sort.label) }))}
                value={sorts.find((sort) => sort.id === params['sort'])?.id ?? 'relevance'}
                onChange={(key) => {
                  change({ sort: key === 'relevance' ? null : key });
                }}
              />
            </div>
            <ProductCards
              products={list.data?.items}
              placeholders={8}
              empty={
                <EmptyState
                  title={t('listing.empty.title')}
                  description={t('listing.empty.description')}
                  action={
                    <Button variant="secondary" onPress={clear}>
                      {t('listing.empty.clear')}
                    </Button>
                  }
                />
              }
            />
            {list.data ? (
              <Pagination
                page={list.data.page}
                pageCount={list.data.pageCount}
                onPageChange={(page) => {
                  change({ page: page > 1 ? String(page) : null });
                }}
              />
            ) : null}
          </section>
        </div>
      )}
      {listing.isSearch ? null : <RelatedToLastSearch client={client} />}
    </div>
  );
}

function SearchForm({ words, onSearch }: { readonly words: string; readonly onSearch: (words: string) => void }) {
  const t = useMessages();
  const [value, setValue] = useState(words);
  return (
    <form
      role="search"
      className="shop-listing__search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(value.trim());
      }}
    >
      <TextField
        label={t('search.label')}
        placeholder={t('search.placeholder')}
        type="search"
        isRequired
        value={value}
        onChange={setValue}
      />
      <Button type="submit">{t('search.submit')}</Button>
    </form>
  );
}
