import type { ProductList } from '@juicyin/contract';
import type { FilterFacets, FilterValue } from '@juicyin/ui/filter-panel';
import { type FilterChanges, listValues, type ProductListParams } from '../catalogue/listing-params.ts';
import type { Language } from '../i18n/messages.ts';
import type { Listing } from './listings.ts';

type Facets = ProductList['facets'];
type PriceBounds = Facets['price'];

/** The API's facets as the kit's FilterPanel shows them (categories only where they can be chosen). */
export function filterFacets(
  facets: Facets,
  language: Language,
  chooseCategory: boolean,
  saleLabels: { readonly sale: string; readonly regular: string },
): FilterFacets {
  const options = (list: Facets['flavours']) =>
    list.map((facet) => ({ id: facet.value, label: facet.label[language], count: facet.count }));
  return {
    ...(chooseCategory ? { categories: options(facets.categories) } : {}),
    flavours: options(facets.flavours),
    materials: options(facets.materials),
    sizes: options(facets.sizes),
    priceBounds: [facets.price.min, facets.price.max],
    sale: [
      { id: 'sale', label: saleLabels.sale, count: facets.sale.sale },
      { id: 'regular', label: saleLabels.regular, count: facets.sale.regular },
    ],
  };
}

const clamp = (bounds: PriceBounds, value: number) => Math.min(bounds.max, Math.max(bounds.min, value));

/** What the URL has chosen, as the FilterPanel's value. */
export function filterValue(search: URLSearchParams, params: ProductListParams, bounds: PriceBounds): FilterValue {
  const sale = params['sale'];
  return {
    ...(params['category'] === undefined ? {} : { category: params['category'] }),
    flavours: listValues(search, 'flavour'),
    materials: listValues(search, 'material'),
    sizes: listValues(search, 'size'),
    price: [
      clamp(bounds, Number(params['minPrice'] ?? bounds.min)),
      clamp(bounds, Number(params['maxPrice'] ?? bounds.max)),
    ],
    sale: sale === 'sale' || sale === 'regular' ? [sale] : [],
  };
}

/**
 * The URL changes for a new FilterPanel value. A price range at the bounds is no filter; Sale and
 * Regular together (or neither) mean every product, since the API takes one of them.
 */
export function filterChanges(value: FilterValue, bounds: PriceBounds, chooseCategory: boolean): FilterChanges {
  const [low, high] = value.price;
  const sale = value.sale.length === 1 ? (value.sale[0] ?? null) : null;
  return {
    ...(chooseCategory ? { category: value.category ?? null } : {}),
    flavour: value.flavours,
    material: value.materials,
    size: value.sizes,
    minPrice: low > bounds.min ? String(low) : null,
    maxPrice: high < bounds.max ? String(high) : null,
    sale,
  };
}

/** Whether the shopper chose a category (on a listing that offers the choice), not the one it starts with. */
export function categoryChosen(listing: Listing, value: FilterValue): boolean {
  return (
    (listing.chooseCategory ?? false) && value.category !== undefined && value.category !== listing.defaults?.category
  );
}

/**
 * How many filters the shopper has chosen, for the phone's "Filters (n)": each flavour, material,
 * size and sale choice, a category chosen in the address (not the one a listing starts with), and
 * a price range narrower than the bounds once.
 */
export function chosenFilterCount(value: FilterValue, bounds: PriceBounds, categoryChosen: boolean): number {
  const [low, high] = value.price;
  return (
    (categoryChosen ? 1 : 0) +
    value.flavours.length +
    value.materials.length +
    value.sizes.length +
    value.sale.length +
    (low > bounds.min || high < bounds.max ? 1 : 0)
  );
}
