import { CATEGORIES, MATERIALS, SEASONS, SIZES } from '@juicyin/domain';
import { z } from 'zod';
import { lineText } from '../common/text.ts';
import { halalasSchema, localizedTextSchema, pageQuery, skuSchema, slugSchema } from '../common/schemas.ts';

export const categorySchema = z.enum(CATEGORIES);
export const seasonSchema = z.enum(SEASONS);
export const materialSchema = z.enum(MATERIALS);
export const sizeSchema = z.enum(SIZES);

export const variantSchema = z.object({
  sku: skuSchema,
  material: materialSchema,
  size: sizeSchema,
  price: halalasSchema,
  oldPrice: halalasSchema.nullable(),
  discountPercent: z.int().min(1).max(100).nullable(),
  inStock: z.boolean(),
});
export type VariantView = z.output<typeof variantSchema>;

/** A product as a card shows it: the lowest-priced variant in stock leads. */
export const productSummarySchema = z.object({
  slug: slugSchema,
  name: localizedTextSchema,
  description: localizedTextSchema,
  category: categorySchema,
  flavour: z.string(),
  flavourName: localizedTextSchema,
  seasons: z.array(seasonSchema),
  rating: z.number().min(0).max(5).describe('Average of reviews, one decimal'),
  reviewCount: z.int().nonnegative(),
  image: z
    .string()
    .describe(
      "URL of the card's picture: the first uploaded Regular picture, else the first uploaded Glass one, else the first drawn Regular one",
    ),
  imageAlt: localizedTextSchema
    .nullable()
    .describe("The card picture's alt text when staff uploaded it; null for a drawn picture"),
  price: halalasSchema,
  oldPrice: halalasSchema.nullable(),
  discountPercent: z.int().min(1).max(100).nullable(),
  inStock: z.boolean(),
  defaultVariant: variantSchema,
});
export type ProductSummary = z.output<typeof productSummarySchema>;

export const productDetailSchema = productSummarySchema.extend({
  variants: z.array(variantSchema),
  images: z.object({ regular: z.array(z.string()), glass: z.array(z.string()) }),
  imageAlts: z
    .object({ regular: z.array(localizedTextSchema.nullable()), glass: z.array(localizedTextSchema.nullable()) })
    .describe("Each image's alt text, in the order of `images`: staff's for an uploaded picture, null for a drawn one"),
  highlights: z.array(localizedTextSchema),
  refillPrice: halalasSchema.nullable(),
  createdAt: z.iso.datetime(),
});
export type ProductDetail = z.output<typeof productDetailSchema>;

export const sortSchema = z.enum(['relevance', 'price-asc', 'price-desc', 'rating', 'newest']);
export type ProductSort = z.output<typeof sortSchema>;

/** A comma-separated list in the query string (`flavour=orange,mango`), each value checked. */
function listOf<T extends z.ZodType<string>>(item: T) {
  return z
    .string()
    .max(400)
    .transform((value, context) => {
      const values = value
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part !== '');
      const parsed: z.output<T>[] = [];
      for (const part of values) {
        const result = item.safeParse(part);
        if (!result.success) {
          context.addIssue({ code: 'custom', message: `Unknown value "${part.slice(0, 40)}"` });
          return z.NEVER;
        }
        parsed.push(result.data);
      }
      return parsed;
    });
}

const flavourSchema = z
  .string()
  .min(1)
  .max(40)
  .regex(/^[a-z-]+$/);

export const productListQuerySchema = z.strictObject({
  category: listOf(categorySchema).optional(),
  flavour: listOf(flavourSchema).optional(),
  material: listOf(materialSchema).optional(),
  size: listOf(sizeSchema).optional(),
  season: listOf(seasonSchema).optional(),
  minPrice: z.coerce.number().int().min(0).max(100_000_000).optional().describe('Halalas'),
  maxPrice: z.coerce.number().int().min(0).max(100_000_000).optional().describe('Halalas'),
  sale: z.enum(['sale', 'regular']).optional(),
  special: z.enum(['today', 'week']).optional(),
  q: lineText().trim().max(100).optional(),
  sort: sortSchema.optional(),
  ...pageQuery,
});
export type ProductListQuery = z.input<typeof productListQuerySchema>;

export const facetCountSchema = z.object({
  value: z.string(),
  label: localizedTextSchema,
  count: z.int().nonnegative(),
});

export const productListSchema = z.object({
  items: z.array(productSummarySchema),
  page: z.int().min(1),
  pageSize: z.int().min(1),
  total: z.int().nonnegative(),
  pageCount: z.int().nonnegative(),
  facets: z.object({
    categories: z.array(facetCountSchema),
    flavours: z.array(facetCountSchema),
    materials: z.array(facetCountSchema),
    sizes: z.array(facetCountSchema),
    sale: z.object({ sale: z.int().nonnegative(), regular: z.int().nonnegative() }),
    price: z.object({ min: halalasSchema, max: halalasSchema }),
  }),
});
export type ProductList = z.output<typeof productListSchema>;

export const productListsSchema = z.object({ items: z.array(productSummarySchema) });

export const homeSectionsSchema = z.object({
  topSelling: z.array(productSummarySchema),
  specialOfToday: z.array(productSummarySchema),
  specialOfWeek: z.array(productSummarySchema),
  mostSelling: z.array(productSummarySchema),
  newArrival: z.array(productSummarySchema),
});
export type HomeSections = z.output<typeof homeSectionsSchema>;

export const slugParamsSchema = z.strictObject({ slug: slugSchema });
