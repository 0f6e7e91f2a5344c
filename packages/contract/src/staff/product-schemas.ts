import { z } from 'zod';
import { categorySchema, materialSchema, seasonSchema, sizeSchema } from '../catalogue/schemas.ts';
import { idempotencyKeySchema } from '../checkout/schemas.ts';
import { paragraphText, shortText, skuSchema, slugSchema } from '../common/schemas.ts';
import { lineText } from '../common/text.ts';

// A product's details as staff write them (issue 21): create, edit from a version, add and remove
// variants, archive. Money is in halalas; the discount badge is the domain's (from price and old price).

/** The most a variant or a refill may cost: 10,000 SAR, far above any juice, so a slip of the keyboard is refused. */
const MAX_PRICE = 1_000_000;

const priceSchema = z.int('Whole halalas').min(1, 'A price is more than 0').max(MAX_PRICE, 'At most 10,000 SAR');

/** A flavour's key: lower-case letters and hyphens, as the shop's flavour filter reads it. */
export const flavourKeySchema = lineText()
  .trim()
  .min(1, 'Required')
  .max(40, 'At most 40 characters')
  .regex(/^[a-z]+(?:-[a-z]+)*$/, 'Lower-case letters and hyphens (e.g. orange, passion-fruit)');

export const MAX_HIGHLIGHTS = 8;

/** What a product is, as staff set it (without its slug, which does not change, its variants or its version). */
export const productDetailsFields = {
  name: z.strictObject({ en: shortText(80), ar: shortText(80) }),
  description: z.strictObject({ en: paragraphText(2000), ar: paragraphText(2000) }),
  highlights: z
    .array(z.strictObject({ en: shortText(120), ar: shortText(120) }))
    .max(MAX_HIGHLIGHTS, `At most ${String(MAX_HIGHLIGHTS)} highlights`)
    .describe('Short points on the product page, each in English and Arabic'),
  category: categorySchema,
  flavour: z.strictObject({
    key: flavourKeySchema,
    en: shortText(40),
    ar: shortText(40),
  }),
  seasons: z
    .array(seasonSchema)
    .refine((seasons) => new Set(seasons).size === seasons.length, 'Each season once')
    .describe('The seasons it is offered in (the shop’s season filter)'),
  refillPrice: priceSchema.nullable().describe('The price of a refill in halalas; null: no refill'),
};

export const staffProductDetailsBodySchema = z.strictObject({
  version: z.int().min(1).describe('The version the changes were made from (from the product as it was opened)'),
  ...productDetailsFields,
});
export type StaffProductDetailsBody = z.input<typeof staffProductDetailsBodySchema>;

/** A new variant: material × size (once per product), a SKU unique in the catalogue, price, old price, stock. */
export const newVariantSchema = z
  .strictObject({
    sku: skuSchema,
    material: materialSchema,
    size: sizeSchema,
    price: priceSchema,
    oldPrice: z
      .int('Whole halalas')
      .max(MAX_PRICE, 'At most 10,000 SAR')
      .nullable()
      .describe('The price before the sale; null when not on sale'),
    stock: z.int('Whole units').min(0, 'At least 0').max(100_000, 'At most 100,000'),
  })
  .refine((variant) => variant.oldPrice === null || variant.oldPrice > variant.price, {
    path: ['oldPrice'],
    message: 'The old price is above the price, or empty',
  });
export type NewVariant = z.input<typeof newVariantSchema>;

export const staffVariantAddBodySchema = z.strictObject({
  version: z.int().min(1).describe('The version the product was opened at'),
  variant: newVariantSchema,
});
export type StaffVariantAddBody = z.input<typeof staffVariantAddBodySchema>;

export const staffVariantParamsSchema = z.strictObject({ slug: slugSchema, sku: skuSchema });
export const staffVariantRemoveQuerySchema = z.strictObject({
  version: z.coerce.number().int().min(1).describe('The version the product was opened at'),
});
export type StaffVariantRemoveQuery = z.input<typeof staffVariantRemoveQuerySchema>;

export const staffProductCreateBodySchema = z
  .strictObject({
    slug: lineText()
      .trim()
      .min(1, 'Required')
      .max(120, 'At most 120 characters')
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Lower-case letters, digits and hyphens (e.g. fresh-kiwi-juice)')
      .refine((slug) => slug !== 'new', 'This address is taken by the dashboard: choose another')
      .describe('The product page’s address; it does not change'),
    ...productDetailsFields,
    variants: z.array(newVariantSchema).min(1, 'At least one variant').max(50, 'At most 50 variants'),
  })
  .superRefine((body, context) => {
    const skus = new Set<string>();
    const kinds = new Set<string>();
    body.variants.forEach((variant, index) => {
      if (skus.has(variant.sku)) {
        context.addIssue({ code: 'custom', path: ['variants', index, 'sku'], message: 'Each SKU once' });
      }
      const kind = `${variant.material}|${variant.size}`;
      if (kinds.has(kind)) {
        context.addIssue({ code: 'custom', path: ['variants', index, 'size'], message: 'Each material and size once' });
      }
      skus.add(variant.sku);
      kinds.add(kind);
    });
  });
export type StaffProductCreateBody = z.input<typeof staffProductCreateBodySchema>;

export const staffProductHeadersSchema = z.object({
  'idempotency-key': idempotencyKeySchema.describe(
    'Required. The same key and body answer the product the first request created (header `Idempotent-Replayed: true`) for at least 24 hours; the same key with another body answers 422',
  ),
});
