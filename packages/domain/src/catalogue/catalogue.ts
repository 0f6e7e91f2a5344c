import type { Money } from '../money/index.ts';

/** The categories of PRODUCT.md §2, in menu order. */
export const CATEGORIES = [
  'fruit-juice',
  'herb-juice',
  'vegetable-juice',
  'smoothies',
  'detox',
  'ice-cream',
  'salat',
] as const;
export type Category = (typeof CATEGORIES)[number];

/** Season tags a product may carry (any number of them). */
export const SEASONS = ['winter', 'summer', 'autumn', 'spring'] as const;
export type Season = (typeof SEASONS)[number];

export const MATERIALS = ['regular', 'glass'] as const;
export type Material = (typeof MATERIALS)[number];

/** Every size, smallest first within each family: bottles by the litre, cups S to XL. */
export const SIZES = ['1-ltr', '2-ltr', 's', 'm', 'l', 'xl'] as const;
export type Size = (typeof SIZES)[number];

const bottleSizes: readonly Size[] = ['1-ltr', '2-ltr'];
const cupSizes: readonly Size[] = ['s', 'm', 'l', 'xl'];

/** The juices, sold by the bottle; the rest are sold in cups. */
const bottled: ReadonlySet<Category> = new Set<Category>(['fruit-juice', 'herb-juice', 'vegetable-juice', 'detox']);

/**
 * The sizes a product of the category may be offered in. Juices (fruit, herb, vegetable, detox)
 * come in 1 LTR and 2 LTR bottles; smoothies, ice cream and salads in cups of S, M and L or XL.
 */
export function sizesFor(category: Category): readonly Size[] {
  return bottled.has(category) ? bottleSizes : cupSizes;
}

export function isCategory(value: string): value is Category {
  return (CATEGORIES as readonly string[]).includes(value);
}

export function isSeason(value: string): value is Season {
  return (SEASONS as readonly string[]).includes(value);
}

export function isMaterial(value: string): value is Material {
  return (MATERIALS as readonly string[]).includes(value);
}

export function isSize(value: string): value is Size {
  return (SIZES as readonly string[]).includes(value);
}

/** One purchasable form of a product: a material in a size, with its own SKU and price. */
export interface Variant {
  readonly sku: string;
  readonly material: Material;
  readonly size: Size;
  /** VAT-inclusive price in halalas. */
  readonly price: Money;
  /** The price before the sale, when the variant is on sale. */
  readonly oldPrice?: Money | undefined;
  readonly inStock: boolean;
}

/** Text in both shop languages. */
export interface Localized {
  readonly en: string;
  readonly ar: string;
}

/** A product of PRODUCT.md §2. */
export interface Product {
  readonly slug: string;
  readonly name: Localized;
  readonly description: Localized;
  readonly category: Category;
  readonly flavour: string;
  readonly seasons: readonly Season[];
  /** Average of review stars, 0–5 with one decimal (see `ratingSummary`). */
  readonly rating: number;
  readonly reviewCount: number;
  readonly variants: readonly Variant[];
  /** The refill price (a store figure, below the Glass price), when the product can be refilled. */
  readonly refillPrice?: Money | undefined;
}

/** Whether a variant's size is one its product's category is sold in. */
export function isValidVariantSize(category: Category, size: Size): boolean {
  return sizesFor(category).includes(size);
}

/**
 * The star rating shown for a product: the average of its reviews' stars (each a whole number
 * from 1 to 5), rounded half up to one decimal, and the review count. No reviews: 0 from 0.
 */
export function ratingSummary(stars: readonly number[]): { readonly rating: number; readonly reviewCount: number } {
  for (const star of stars) {
    if (!Number.isInteger(star) || star < 1 || star > 5)
      throw new RangeError(`A review has 1 to 5 stars, got ${String(star)}`);
  }
  if (stars.length === 0) return { rating: 0, reviewCount: 0 };
  const total = stars.reduce((sum, star) => sum + star, 0);
  // Tenths, half up, in integers: round(total / count × 10).
  const tenths = Math.floor((20 * total + stars.length) / (2 * stars.length));
  return { rating: tenths / 10, reviewCount: stars.length };
}
