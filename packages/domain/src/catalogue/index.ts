export {
  CATEGORIES,
  type Category,
  isCategory,
  isMaterial,
  isSeason,
  isSize,
  isValidVariantSize,
  type Localized,
  type Material,
  type Product,
  ratingSummary,
  MATERIALS,
  type Season,
  SEASONS,
  type Size,
  SIZES,
  sizesFor,
  type Variant,
} from './catalogue.ts';
export { discountPercent, type PriceRange, priceRange } from './pricing.ts';
export { checkRefill, type RefillAllowance, refillAllowances, type RefillRejection } from './refill.ts';
