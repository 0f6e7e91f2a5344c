import { ORDER_STATUSES, TRACKER_STEPS } from '@juicyin/domain';
import { z } from 'zod';
import { addressFieldsSchema } from '../addresses/schemas.ts';
import { lineText } from '../common/text.ts';
import { materialSchema, sizeSchema } from '../catalogue/schemas.ts';
import { halalasSchema, idSchema, localizedTextSchema, pageQuery, skuSchema, slugSchema } from '../common/schemas.ts';
import { totalsSchema } from '../checkout/schemas.ts';

export const orderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatusValue = z.output<typeof orderStatusSchema>;

export const orderNumberSchema = z
  .string()
  .regex(/^JY-\d{6}-[0-9A-HJKMNP-TV-Z]{5}$/, 'An order number looks like JY-261122-7KQ4M');

export const orderParamsSchema = z.strictObject({ number: lineText().min(1).max(40) });

export const orderListQuerySchema = z.strictObject({
  page: pageQuery.page,
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});

export const orderLineSchema = z.object({
  sku: skuSchema,
  slug: slugSchema,
  name: localizedTextSchema,
  image: z.string(),
  material: materialSchema,
  size: sizeSchema,
  unitPrice: halalasSchema.describe('The price paid per unit, VAT included'),
  quantity: z.int().min(1).max(99),
  lineTotal: halalasSchema,
  pointsEarned: z
    .int()
    .nonnegative()
    .describe("The line's share of the order's points earned (by line totals); the lines add up to the order's figure"),
});

/** The address as it was when the order was placed. */
export const orderAddressSchema = addressFieldsSchema;

export const orderPaymentSchema = z.object({
  method: z.enum(['card', 'cod', 'wallet']).describe('wallet: nothing was left to pay after credit and points'),
  card: z
    .object({
      brand: z.string(),
      last4: z.string().regex(/^\d{4}$/),
      holderName: z.string(),
      expiryMonth: z.int().min(1).max(12),
      expiryYear: z.int(),
    })
    .nullable(),
});

export const orderSummarySchema = z.object({
  number: orderNumberSchema,
  status: orderStatusSchema,
  placedAt: z.iso.datetime(),
  itemCount: z.int().nonnegative(),
  grandTotal: halalasSchema,
  lines: z.array(orderLineSchema).describe('The first lines (at most 3), for a preview'),
});
export type OrderSummary = z.output<typeof orderSummarySchema>;

export const orderListSchema = z.object({
  items: z.array(orderSummarySchema),
  page: z.int().min(1),
  pageSize: z.int().min(1),
  total: z.int().nonnegative(),
});
export type OrderList = z.output<typeof orderListSchema>;

export const trackerSchema = z.object({
  steps: z.array(
    z.object({
      step: z.enum(TRACKER_STEPS),
      state: z.enum(['complete', 'current', 'upcoming']),
      at: z.iso.datetime().nullable(),
    }),
  ),
  cancelledAt: z.iso.datetime().nullable(),
});

export const shipmentEventSchema = z.object({
  status: orderStatusSchema,
  location: z.string(),
  text: localizedTextSchema,
  at: z.iso.datetime(),
});

export const orderDetailSchema = z.object({
  id: idSchema,
  number: orderNumberSchema,
  status: orderStatusSchema,
  placedAt: z.iso.datetime(),
  language: z.enum(['en', 'ar']),
  address: orderAddressSchema,
  payment: orderPaymentSchema,
  coupon: z.object({ code: z.string() }).nullable(),
  lines: z.array(orderLineSchema),
  totals: totalsSchema,
  invoiceNumber: z.string().regex(/^INV-\d{8}$/),
  canCancel: z.boolean().describe('The shopper may cancel it now (while Placed)'),
  cancelledAt: z.iso.datetime().nullable(),
  cancelledBy: z.enum(['shopper', 'staff']).nullable(),
  tracker: trackerSchema,
});
export type OrderDetail = z.output<typeof orderDetailSchema>;

export const trackingSchema = z.object({
  number: orderNumberSchema,
  status: orderStatusSchema,
  tracker: trackerSchema,
  events: z.array(shipmentEventSchema),
});
export type Tracking = z.output<typeof trackingSchema>;

export const invoiceSchema = z.object({
  number: z.string().regex(/^INV-\d{8}$/),
  orderNumber: orderNumberSchema,
  issuedAt: z.iso.datetime(),
  seller: z.object({
    name: z.string().describe('As issued (the name in the QR code)'),
    vatNumber: z.string(),
  }),
  buyer: z.object({ name: z.string(), address: orderAddressSchema }),
  lines: z.array(orderLineSchema),
  totals: totalsSchema,
  vatRatePercent: z.literal(15),
  totalWithVat: halalasSchema.describe('Everything charged before store credit, VAT included'),
  vatTotal: halalasSchema,
  qr: z.string().describe('ZATCA phase-1 QR payload: Base64 of the TLV fields 1–5'),
});
export type Invoice = z.output<typeof invoiceSchema>;

/** Why a line of a re-order could not go into the bag. */
export const REORDER_UNAVAILABLE_REASONS = ['no_longer_sold', 'out_of_stock'] as const;
export const reorderUnavailableReasonSchema = z.enum(REORDER_UNAVAILABLE_REASONS);
export type ReorderUnavailableReason = z.output<typeof reorderUnavailableReasonSchema>;

export const reorderResultSchema = z.object({
  added: z.array(z.object({ sku: skuSchema, quantity: z.int().min(1).max(99) })),
  unavailable: z.array(
    z
      .object({
        sku: skuSchema.nullable().describe('null when the variant is no longer in the catalogue'),
        name: localizedTextSchema,
        reason: reorderUnavailableReasonSchema,
      })
      .describe('Lines that could not be put in the bag, with why'),
  ),
  bagItemCount: z.int().nonnegative(),
});
export type ReorderResult = z.output<typeof reorderResultSchema>;
