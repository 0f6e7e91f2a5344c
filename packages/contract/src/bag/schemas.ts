import { MAX_LINE_QUANTITY } from '@juicyin/domain';
import { z } from 'zod';
import { materialSchema, sizeSchema } from '../catalogue/schemas.ts';
import { halalasSchema, localizedTextSchema, skuSchema, slugSchema } from '../common/schemas.ts';

export const quantitySchema = z.int().min(1).max(MAX_LINE_QUANTITY);

export const bagLineSchema = z.object({
  sku: skuSchema,
  slug: slugSchema,
  name: localizedTextSchema,
  description: localizedTextSchema,
  image: z.string(),
  material: materialSchema,
  size: sizeSchema,
  quantity: quantitySchema,
  unitPrice: halalasSchema,
  oldUnitPrice: halalasSchema.nullable(),
  lineTotal: halalasSchema,
  inStock: z.boolean(),
});

export const bagSchema = z.object({
  lines: z.array(bagLineSchema),
  itemCount: z.int().nonnegative(),
  subTotal: halalasSchema,
});
export type Bag = z.output<typeof bagSchema>;

export const bagLineParamsSchema = z.strictObject({ sku: skuSchema });
export const setQuantityBodySchema = z.strictObject({ quantity: quantitySchema });
export const mergeBagBodySchema = z.strictObject({
  lines: z.array(z.strictObject({ sku: skuSchema, quantity: quantitySchema })).max(100),
});
