import { z } from 'zod';
import { productSummarySchema } from '../catalogue/schemas.ts';
import { halalasSchema, pageQuery } from '../common/schemas.ts';

/** A juice offered for refill: the product, its Glass price (smallest size) and its lower refill price. */
export const refillProductSchema = z.object({
  product: productSummarySchema,
  glassPrice: halalasSchema.describe('The lowest price of the product in Glass'),
  refillPrice: halalasSchema.describe('The price of one refill (a store figure, below the Glass price)'),
});
export type RefillProduct = z.output<typeof refillProductSchema>;

export const refillProductListQuerySchema = z.strictObject({ ...pageQuery });
export type RefillProductListQuery = z.input<typeof refillProductListQuerySchema>;

export const refillProductListSchema = z.object({
  items: z.array(refillProductSchema),
  page: z.int().min(1),
  pageSize: z.int().min(1),
  total: z.int().nonnegative(),
  pageCount: z.int().nonnegative(),
});
export type RefillProductList = z.output<typeof refillProductListSchema>;

/** What the signed-in shopper may refill of one product (PRODUCT.md §3). */
export const myRefillSchema = refillProductSchema.extend({
  glassDelivered: z.int().positive().describe('Glass units delivered to the shopper (refills included)'),
  refillsOrdered: z.int().nonnegative().describe('Refills ordered, in orders not cancelled'),
  available: z.int().positive().describe('Refills the shopper may still order: delivered minus ordered'),
});
export type MyRefill = z.output<typeof myRefillSchema>;

export const myRefillListSchema = z.object({ items: z.array(myRefillSchema) });
export type MyRefillList = z.output<typeof myRefillListSchema>;
