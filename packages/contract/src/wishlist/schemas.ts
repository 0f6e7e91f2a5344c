import { z } from 'zod';
import { materialSchema, sizeSchema } from '../catalogue/schemas.ts';
import { halalasSchema, localizedTextSchema, skuSchema, slugSchema } from '../common/schemas.ts';

export const wishlistItemSchema = z.object({
  sku: skuSchema,
  slug: slugSchema,
  name: localizedTextSchema,
  description: localizedTextSchema,
  image: z.string(),
  material: materialSchema,
  size: sizeSchema,
  price: halalasSchema,
  oldPrice: halalasSchema.nullable(),
  inStock: z.boolean(),
});

export const wishlistSchema = z.object({ items: z.array(wishlistItemSchema) });
export type WishlistView = z.output<typeof wishlistSchema>;

export const wishlistParamsSchema = z.strictObject({ sku: skuSchema });
export const mergeWishlistBodySchema = z.strictObject({ skus: z.array(skuSchema).max(200) });
