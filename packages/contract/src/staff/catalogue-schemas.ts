import { z } from 'zod';
import { categorySchema, seasonSchema } from '../catalogue/schemas.ts';
import { halalasSchema, localizedTextSchema, pageQuery, skuSchema, slugSchema } from '../common/schemas.ts';
import { lineText } from '../common/text.ts';

/** The most a variant may cost: 10,000 SAR, far above any juice, so a slip of the keyboard is refused. */
export const MAX_VARIANT_PRICE = 1_000_000;

export const staffProductParamsSchema = z.strictObject({ slug: slugSchema });

export const STAFF_PRODUCT_STOCK = ['in', 'out', 'some'] as const;

export const staffProductListQuerySchema = z.strictObject({
  q: lineText().trim().max(80).optional().describe('Part of the name (English or Arabic), the slug or a SKU'),
  category: categorySchema.optional(),
  stock: z
    .enum(STAFF_PRODUCT_STOCK)
    .optional()
    .describe('in: every variant has stock; out: none has; some: some variants are out'),
  sale: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional()
    .describe('Only products with (or without) a variant on sale (an old price above the price)'),
  archived: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional()
    .describe('Only archived products (true) or only those in the shop (false); both when left out'),
  page: pageQuery.page,
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type StaffProductListQuery = z.input<typeof staffProductListQuerySchema>;

export const staffVariantSchema = z.object({
  sku: z.string(),
  material: z.string(),
  size: z.string(),
  price: halalasSchema,
  oldPrice: halalasSchema.nullable(),
  stock: z.int().nonnegative().describe('Units in stock; 0 is out of stock'),
  ordered: z.boolean().describe('Named by an order: it stays (it cannot be removed)'),
});
export type StaffVariant = z.output<typeof staffVariantSchema>;

export const staffProductSummarySchema = z.object({
  slug: z.string(),
  name: localizedTextSchema,
  category: categorySchema,
  variantCount: z.int().nonnegative(),
  minPrice: halalasSchema,
  maxPrice: halalasSchema,
  stock: z.enum(STAFF_PRODUCT_STOCK),
  onSale: z.boolean(),
  archived: z.boolean().describe('Out of the shop (still in orders and invoices)'),
  version: z.int().min(1),
});
export type StaffProductSummary = z.output<typeof staffProductSummarySchema>;

export const staffProductListSchema = z.object({
  items: z.array(staffProductSummarySchema),
  page: z.int().min(1),
  pageSize: z.int().min(1),
  total: z.int().nonnegative(),
  pageCount: z.int().nonnegative(),
});
export type StaffProductList = z.output<typeof staffProductListSchema>;

export const staffProductSchema = z.object({
  slug: z.string(),
  name: localizedTextSchema,
  description: localizedTextSchema,
  highlights: z.array(localizedTextSchema),
  category: categorySchema,
  flavour: z.object({ key: z.string(), en: z.string(), ar: z.string() }),
  seasons: z.array(seasonSchema),
  refillPrice: halalasSchema.nullable(),
  /** When it was taken out of the shop; null while the shop shows it. */
  archivedAt: z.iso.datetime({ offset: true }).nullable(),
  /** Grows by one with every change: a save names the version it was made from. */
  version: z.int().min(1),
  variants: z.array(staffVariantSchema),
});
export type StaffProduct = z.output<typeof staffProductSchema>;

const variantChangeSchema = z
  .strictObject({
    sku: skuSchema,
    price: z.int('Whole halalas').min(1, 'A price is more than 0').max(MAX_VARIANT_PRICE, 'At most 10,000 SAR'),
    oldPrice: z
      .int('Whole halalas')
      .max(MAX_VARIANT_PRICE, 'At most 10,000 SAR')
      .nullable()
      .describe('The price before the sale (shown struck through, with the discount badge); null when not on sale'),
    stock: z.int('Whole units').min(0, 'At least 0').max(100_000, 'At most 100,000'),
  })
  .refine((change) => change.oldPrice === null || change.oldPrice > change.price, {
    path: ['oldPrice'],
    message: 'The old price is above the price, or empty',
  });

export const staffVariantsBodySchema = z
  .strictObject({
    version: z.int().min(1).describe('The version the changes were made from (from the product as it was opened)'),
    variants: z.array(variantChangeSchema).min(1).max(50),
  })
  .refine((body) => new Set(body.variants.map((variant) => variant.sku)).size === body.variants.length, {
    path: ['variants'],
    message: 'Each SKU once',
  });
export type StaffVariantsBody = z.input<typeof staffVariantsBodySchema>;
