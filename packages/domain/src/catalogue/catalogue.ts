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
