import type { ProductDetail, ProductSummary, VariantView } from '@juicyin/contract';
import {
  type Category,
  discountPercent,
  halalas,
  type Material,
  normalizeSearchText,
  type Season,
  type Size,
} from '@juicyin/domain';
import type { Row } from '../db/rows.ts';
import type { productImages as productImagesTable, products, variants as variantsTable } from '../db/schema.ts';

export interface CatalogueVariant extends VariantView {
  readonly id: number;
}

/** One product as the catalogue read model holds it: views precomputed, text normalised for search. */
export interface CatalogueProduct {
  readonly id: number;
  readonly slug: string;
  readonly category: Category;
  readonly flavour: string;
  readonly seasons: readonly Season[];
  readonly variants: readonly CatalogueVariant[];
  readonly ratingTenths: number;
  readonly createdAt: number;
  readonly colour: string;
  readonly nameText: string;
  readonly flavourText: string;
  readonly searchText: string;
  readonly summary: ProductSummary;
  readonly detail: ProductDetail;
}

export interface CatalogueSnapshot {
  readonly products: readonly CatalogueProduct[];
  readonly bySlug: ReadonlyMap<string, CatalogueProduct>;
  /** Archived products by slug: not in the shop, but their pictures are still served (orders show them). */
  readonly archived: ReadonlyMap<string, CatalogueProduct>;
  readonly bySku: ReadonlyMap<string, { product: CatalogueProduct; variant: CatalogueVariant }>;
  /** Units delivered per product id in the 30 days up to `day`. */
  readonly unitsSold: ReadonlyMap<number, number>;
  /** Co-purchased product ids, most orders first. */
  readonly alsoBought: ReadonlyMap<number, readonly number[]>;
  /** Product ids flagged for the Riyadh day (`2026-11-22`) and ISO week (`2026-W47`). */
  readonly specials: ReadonlyMap<string, readonly number[]>;
  readonly day: string;
  readonly flavourNames: ReadonlyMap<string, { en: string; ar: string }>;
}

export type ProductRow = Pick<
  Row<typeof products>,
  | 'id'
  | 'slug'
  | 'name_en'
  | 'name_ar'
  | 'description_en'
  | 'description_ar'
  | 'highlights_en'
  | 'highlights_ar'
  | 'category'
  | 'flavour'
  | 'flavour_en'
  | 'flavour_ar'
  | 'seasons'
  | 'rating_tenths'
  | 'review_count'
  | 'refill_price'
  | 'colour'
  | 'created_at'
  | 'archived_at'
>;

export type VariantRow = Pick<
  Row<typeof variantsTable>,
  'id' | 'product_id' | 'sku' | 'material' | 'size' | 'price' | 'old_price' | 'stock'
>;

export function productImages(slug: string, material: Material): string[] {
  return [1, 2, 3, 4, 5].map((view) => `/api/images/products/${slug}/${material}-${view}.svg`);
}

/** A picture staff uploaded, as the read model needs it (never its bytes). */
export type UploadedImageRow = Pick<Row<typeof productImagesTable>, 'alt_en' | 'alt_ar' | 'hash'> & {
  /** Not null: the read model reads a product's pictures (`where product_id is not null`), not a post's. */
  readonly product_id: number;
  readonly material: Material;
};

/** The URL of an uploaded picture in one of its sizes: named by its content, so it never changes. */
export function uploadedImageUrl(hash: string, size: 'large' | 'card'): string {
  return `/api/images/uploads/${hash}-${size}.jpg`;
}

interface Pictures {
  readonly src: string[];
  readonly alt: ({ en: string; ar: string } | null)[];
}

/** A material's pictures: the uploaded ones (in their order) when it has any, else the drawn ones. */
function picturesOf(slug: string, material: Material, uploaded: readonly UploadedImageRow[]): Pictures {
  const own = uploaded.filter((image) => image.material === material);
  if (own.length === 0) {
    const drawn = productImages(slug, material);
    return { src: drawn, alt: drawn.map(() => null) };
  }
  return {
    src: own.map((image) => uploadedImageUrl(image.hash, 'large')),
    alt: own.map((image) => ({ en: image.alt_en, ar: image.alt_ar })),
  };
}

/** A card's picture: the first uploaded Regular one, else the first uploaded Glass one, else the drawn Regular one. */
function cardPicture(slug: string, uploaded: readonly UploadedImageRow[]) {
  const first = uploaded.find((image) => image.material === 'regular') ?? uploaded[0];
  if (!first) return { image: productImages(slug, 'regular')[0] ?? '', imageAlt: null };
  return { image: uploadedImageUrl(first.hash, 'card'), imageAlt: { en: first.alt_en, ar: first.alt_ar } };
}

function variantView(row: VariantRow): CatalogueVariant {
  const oldPrice = row.old_price ?? null;
  return {
    id: row.id,
    sku: row.sku,
    material: row.material,
    size: row.size as Size,
    price: row.price,
    oldPrice,
    discountPercent: discountPercent(halalas(row.price), oldPrice === null ? undefined : halalas(oldPrice)) ?? null,
    inStock: row.stock > 0,
  };
}

/** The variant as the API shows it (without the database id). */
export const publicVariant = ({ id: _id, ...view }: CatalogueVariant): VariantView => view;

/** The variant a card leads with: the cheapest in stock, else the cheapest. */
export function leadVariant(variants: readonly CatalogueVariant[]): CatalogueVariant | undefined {
  const byPrice = [...variants].sort((a, b) => a.price - b.price);
  return byPrice.find((variant) => variant.inStock) ?? byPrice[0];
}

export function buildProduct(
  row: ProductRow,
  variantRows: readonly VariantRow[],
  uploaded: readonly UploadedImageRow[] = [],
): CatalogueProduct | undefined {
  const variants = variantRows.map(variantView);
  const lead = leadVariant(variants);
  if (!lead) return undefined;
  const defaultVariant = publicVariant(lead);
  const name = { en: row.name_en, ar: row.name_ar };
  const description = { en: row.description_en, ar: row.description_ar };
  const flavourName = { en: row.flavour_en, ar: row.flavour_ar };
  const summary: ProductSummary = {
    slug: row.slug,
    name,
    description,
    category: row.category as Category,
    flavour: row.flavour,
    flavourName,
    seasons: row.seasons as Season[],
    rating: row.rating_tenths / 10,
    reviewCount: row.review_count,
    ...cardPicture(row.slug, uploaded),
    price: lead.price,
    oldPrice: lead.oldPrice,
    discountPercent: lead.discountPercent,
    inStock: variants.some((variant) => variant.inStock),
    defaultVariant,
  };
  const createdAt = new Date(row.created_at);
  const regular = picturesOf(row.slug, 'regular', uploaded);
  const glass = picturesOf(row.slug, 'glass', uploaded);
  const detail: ProductDetail = {
    ...summary,
    variants: variants.map(publicVariant),
    images: { regular: regular.src, glass: glass.src },
    imageAlts: { regular: regular.alt, glass: glass.alt },
    highlights: row.highlights_en.map((en, index) => ({ en, ar: row.highlights_ar[index] ?? en })),
    refillPrice: row.refill_price,
    createdAt: createdAt.toISOString(),
  };
  return {
    id: row.id,
    slug: row.slug,
    category: row.category as Category,
    flavour: row.flavour,
    seasons: row.seasons as Season[],
    variants,
    ratingTenths: row.rating_tenths,
    createdAt: createdAt.getTime(),
    colour: row.colour,
    nameText: normalizeSearchText(`${name.en} ${name.ar}`),
    flavourText: normalizeSearchText(`${row.flavour} ${flavourName.en} ${flavourName.ar}`),
    searchText: normalizeSearchText(
      [name.en, name.ar, description.en, description.ar, row.flavour, flavourName.en, flavourName.ar].join(' '),
    ),
    summary,
    detail,
  };
}
