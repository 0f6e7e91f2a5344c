import type { ProductList, ProductSort, ProductSummary } from '@juicyin/contract';
import {
  type Category,
  CATEGORIES,
  type Material,
  MATERIALS,
  normalizeSearchText,
  type Season,
  type Size,
  SIZES,
} from '@juicyin/domain';
import { type CatalogueProduct, type CatalogueSnapshot, type CatalogueVariant, publicVariant } from './read-model.ts';
import { slicePage } from '../http/pagination.ts';

export interface ListFilters {
  readonly category?: readonly Category[] | undefined;
  readonly flavour?: readonly string[] | undefined;
  readonly material?: readonly Material[] | undefined;
  readonly size?: readonly Size[] | undefined;
  readonly season?: readonly Season[] | undefined;
  readonly minPrice?: number | undefined;
  readonly maxPrice?: number | undefined;
  readonly sale?: 'sale' | 'regular' | undefined;
  readonly special?: 'today' | 'week' | undefined;
  readonly q?: string | undefined;
  readonly sort?: ProductSort | undefined;
  readonly page: number;
  readonly pageSize: number;
}

type Facet = 'category' | 'flavour' | 'material' | 'size' | 'price' | 'sale';

const categoryLabels: Record<Category, { en: string; ar: string }> = {
  'fruit-juice': { en: 'Fruit Juice', ar: 'عصير فواكه' },
  'herb-juice': { en: 'Herb Juice', ar: 'عصير أعشاب' },
  'vegetable-juice': { en: 'Vegetable Juice', ar: 'عصير خضار' },
  smoothies: { en: 'Smoothies', ar: 'سموذي' },
  detox: { en: 'Detox', ar: 'ديتوكس' },
  'ice-cream': { en: 'Ice Cream', ar: 'آيس كريم' },
  salat: { en: 'Salat', ar: 'سلطات' },
};
const materialLabels: Record<Material, { en: string; ar: string }> = {
  regular: { en: 'Regular', ar: 'عادي' },
  glass: { en: 'Glass', ar: 'زجاج' },
};
const sizeLabels: Record<Size, { en: string; ar: string }> = {
  '1-ltr': { en: '1 LTR', ar: '١ لتر' },
  '2-ltr': { en: '2 LTR', ar: '٢ لتر' },
  s: { en: 'S', ar: 'صغير' },
  m: { en: 'M', ar: 'وسط' },
  l: { en: 'L', ar: 'كبير' },
  xl: { en: 'XL', ar: 'كبير جداً' },
};

/** The product ids of the special of today / of the week in this snapshot. */
export function specialIds(snapshot: CatalogueSnapshot, kind: 'today' | 'week', week: string): ReadonlySet<number> {
  return new Set(snapshot.specials.get(kind === 'today' ? snapshot.day : week) ?? []);
}

function variantMatches(
  variant: CatalogueVariant,
  filters: ListFilters,
  omit: Facet | null,
  overrides?: Partial<Record<'material' | 'size', string>>,
): boolean {
  const material = overrides?.material;
  if (material !== undefined) {
    if (variant.material !== material) return false;
  } else if (omit !== 'material' && filters.material?.length && !filters.material.includes(variant.material))
    return false;
  const size = overrides?.size;
  if (size !== undefined) {
    if (variant.size !== size) return false;
  } else if (omit !== 'size' && filters.size?.length && !filters.size.includes(variant.size)) return false;
  if (omit !== 'price') {
    if (filters.minPrice !== undefined && variant.price < filters.minPrice) return false;
    if (filters.maxPrice !== undefined && variant.price > filters.maxPrice) return false;
  }
  if (omit !== 'sale' && filters.sale !== undefined) {
    if ((variant.oldPrice !== null) !== (filters.sale === 'sale')) return false;
  }
  return true;
}

function productMatches(
  product: CatalogueProduct,
  filters: ListFilters,
  omit: Facet | null,
  context: MatchContext,
): boolean {
  if (omit !== 'category' && filters.category?.length && !filters.category.includes(product.category)) return false;
  if (omit !== 'flavour' && filters.flavour?.length && !filters.flavour.includes(product.flavour)) return false;
  if (filters.season?.length && !product.seasons.some((season) => filters.season?.includes(season))) return false;
  if (context.specials && !context.specials.has(product.id)) return false;
  if (context.tokens.length > 0 && !context.tokens.every((token) => product.searchText.includes(token))) return false;
  return product.variants.some((variant) => variantMatches(variant, filters, omit));
}

interface MatchContext {
  readonly tokens: readonly string[];
  readonly specials: ReadonlySet<number> | null;
}

function relevance(product: CatalogueProduct, tokens: readonly string[]): number {
  let score = 0;
  for (const token of tokens) {
    if (product.nameText.includes(token)) score += 3;
    else if (product.flavourText.includes(token)) score += 2;
    else score += 1;
  }
  return score;
}

/** The price a listing shows and sorts by: the cheapest variant that satisfies the filters. */
function listedPrice(product: CatalogueProduct, filters: ListFilters): number {
  let best = Number.POSITIVE_INFINITY;
  for (const variant of product.variants) {
    if (variantMatches(variant, filters, null) && variant.price < best) best = variant.price;
  }
  return Number.isFinite(best) ? best : product.summary.price;
}

export function listProducts(snapshot: CatalogueSnapshot, filters: ListFilters, week: string): ProductList {
  const q = normalizeSearchText(filters.q ?? '');
  const context: MatchContext = {
    tokens: q === '' ? [] : q.split(' '),
    specials: filters.special ? specialIds(snapshot, filters.special, week) : null,
  };
  const matching = snapshot.products.filter((product) => productMatches(product, filters, null, context));
  const sort = filters.sort ?? 'relevance';
  const units = (product: CatalogueProduct) => snapshot.unitsSold.get(product.id) ?? 0;
  const scored = matching.map((product) => ({
    product,
    price: listedPrice(product, filters),
    score: context.tokens.length > 0 ? relevance(product, context.tokens) : 0,
  }));
  scored.sort((a, b) => {
    switch (sort) {
      case 'price-asc':
        return a.price - b.price || a.product.id - b.product.id;
      case 'price-desc':
        return b.price - a.price || a.product.id - b.product.id;
      case 'rating':
        return b.product.ratingTenths - a.product.ratingTenths || a.product.id - b.product.id;
      case 'newest':
        return b.product.createdAt - a.product.createdAt || b.product.id - a.product.id;
      case 'relevance':
        return b.score - a.score || units(b.product) - units(a.product) || a.product.id - b.product.id;
    }
  });
  const count = <T extends string>(
    values: readonly T[],
    facet: Facet,
    test: (product: CatalogueProduct, value: T) => boolean,
  ) =>
    values.map((value) => ({
      value,
      count: snapshot.products.filter(
        (product) => test(product, value) && productMatches(product, filters, facet, context),
      ).length,
    }));
  const categories = count(CATEGORIES, 'category', (product, value) => product.category === value).map((entry) => ({
    ...entry,
    label: categoryLabels[entry.value],
  }));
  const flavourCounts = new Map<string, number>();
  for (const product of snapshot.products) {
    if (productMatches(product, filters, 'flavour', context)) {
      flavourCounts.set(product.flavour, (flavourCounts.get(product.flavour) ?? 0) + 1);
    }
  }
  const flavours = [...flavourCounts]
    .map(([value, total]) => ({
      value,
      count: total,
      label: snapshot.flavourNames.get(value) ?? { en: value, ar: value },
    }))
    .sort((a, b) => a.label.en.localeCompare(b.label.en));
  const perVariant = (facet: 'material' | 'size', value: string) => (product: CatalogueProduct) =>
    productMatches(product, filters, facet, context) &&
    product.variants.some((variant) => variantMatches(variant, filters, facet, { [facet]: value }));
  const materials = MATERIALS.map((value) => ({
    value,
    label: materialLabels[value],
    count: snapshot.products.filter(perVariant('material', value)).length,
  }));
  const sizes = SIZES.map((value) => ({
    value,
    label: sizeLabels[value],
    count: snapshot.products.filter(perVariant('size', value)).length,
  })).filter((entry) => entry.count > 0 || filters.size?.includes(entry.value));
  const saleCount = (sale: 'sale' | 'regular') =>
    snapshot.products.filter(
      (product) =>
        productMatches(product, filters, 'sale', context) &&
        product.variants.some((variant) => variantMatches(variant, { ...filters, sale }, null)),
    ).length;
  let min = Number.POSITIVE_INFINITY;
  let max = 0;
  for (const product of snapshot.products) {
    if (!productMatches(product, filters, 'price', context)) continue;
    for (const variant of product.variants) {
      if (!variantMatches(variant, filters, 'price')) continue;
      if (variant.price < min) min = variant.price;
      if (variant.price > max) max = variant.price;
    }
  }
  const page = slicePage(scored, filters);
  return {
    ...page,
    items: page.items.map(({ product, price }) => withPrice(product, price)),
    facets: {
      categories,
      flavours,
      materials,
      sizes,
      sale: { sale: saleCount('sale'), regular: saleCount('regular') },
      price: { min: Number.isFinite(min) ? min : 0, max },
    },
  };
}

/** The card with the listed price: when filters pick a dearer variant, the card shows that one. */
function withPrice(product: CatalogueProduct, price: number): ProductSummary {
  if (price === product.summary.price) return product.summary;
  const variant = product.variants.find((candidate) => candidate.price === price);
  if (!variant) return product.summary;
  return {
    ...product.summary,
    price,
    oldPrice: variant.oldPrice,
    discountPercent: variant.discountPercent,
    defaultVariant: publicVariant(variant),
  };
}
