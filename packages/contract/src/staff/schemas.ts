import { STATUS_TEXT_PRESET_KEYS } from '@juicyin/domain';
import { z } from 'zod';
import { lineText, multilineText } from '../common/text.ts';
import { halalasSchema, pageQuery } from '../common/schemas.ts';
import { walletEntrySchema } from '../wallet/schemas.ts';

export const orderStatusSchema = z.enum(['placed', 'processing', 'shipping', 'delivered', 'cancelled']);

export const staffOrderParamsSchema = z.strictObject({ number: lineText().min(1).max(40) });

export const STAFF_ORDER_SORTS = ['placedAt', '-placedAt', 'grandTotal', '-grandTotal', 'number', '-number'] as const;

export const staffOrderListQuerySchema = z
  .strictObject({
    status: orderStatusSchema.optional(),
    placedFrom: z.iso.date().optional().describe('Placed on or after this day (store time, Asia/Riyadh)'),
    placedTo: z.iso.date().optional().describe('Placed on or before this day (store time, Asia/Riyadh)'),
    city: lineText().trim().max(80).optional().describe("The delivery zone: the address's city, exactly"),
    payment: z.enum(['card', 'cod', 'wallet']).optional(),
    q: lineText().trim().max(80).optional().describe("Part of the order number, the shopper's name or e-mail"),
    sort: z.enum(STAFF_ORDER_SORTS).default('placedAt').describe('A leading - sorts descending'),
    page: pageQuery.page,
    pageSize: z.coerce.number().int().min(1).max(100).default(25),
  })
  .refine((query) => !query.placedFrom || !query.placedTo || query.placedFrom <= query.placedTo, {
    path: ['placedTo'],
    message: 'The last day comes before the first',
  });
export type StaffOrderListQuery = z.input<typeof staffOrderListQuerySchema>;

export const staffOrderSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  status: orderStatusSchema,
  placedAt: z.iso.datetime(),
  statusSince: z.iso.datetime().describe('When the order entered its current status'),
  deliveredAt: z.iso.datetime().nullable(),
  customer: z.object({ id: z.uuid(), name: z.string(), email: z.string() }),
  city: z.string(),
  itemCount: z.int().nonnegative(),
  grandTotal: halalasSchema,
  paymentMethod: z.enum(['card', 'cod', 'wallet']),
  pointsEarned: z.int().nonnegative(),
  /** The statuses staff may move the order to now (the status machine). */
  nextStatuses: z.array(orderStatusSchema),
});
export type StaffOrder = z.output<typeof staffOrderSchema>;

export const staffOrderListSchema = z.object({
  items: z.array(staffOrderSchema),
  page: z.int().min(1),
  pageSize: z.int().min(1),
  total: z.int().nonnegative(),
  pageCount: z.int().nonnegative(),
  counts: z
    .object({ placed: z.int().nonnegative(), processing: z.int().nonnegative(), shipping: z.int().nonnegative() })
    .describe('Open orders by status, whatever the filters'),
  cities: z.array(z.string()).describe("Every order's city (the zone filter's choices), sorted"),
});
export type StaffOrderList = z.output<typeof staffOrderListSchema>;

export const advanceOrderBodySchema = z
  .strictObject({
    status: z.enum(['processing', 'shipping', 'delivered']),
    location: lineText().trim().min(1, 'Required').max(120, 'At most 120 characters'),
    preset: z
      .enum(STATUS_TEXT_PRESET_KEYS)
      .optional()
      .describe('A ready-made status text, stored in English and Arabic (each shopper reads their own)'),
    text: lineText()
      .trim()
      .max(200, 'At most 200 characters')
      .optional()
      .describe("Staff's own status text, stored as written and shown so in both languages"),
  })
  .refine((body) => !(body.preset && body.text), {
    path: ['text'],
    message: 'Choose a ready-made text or write your own, not both',
  })
  .describe("Without a preset or a text, the status's standard text in both languages");
export type AdvanceOrderBody = z.input<typeof advanceOrderBodySchema>;

export const staffCancelBodySchema = z.strictObject({
  reason: multilineText().trim().min(1, 'Required').max(200, 'At most 200 characters'),
});

export const staffWalletQuerySchema = z.strictObject({
  type: z.enum(['refund', 'withdrawal']).optional(),
  status: z.enum(['pending', 'completed', 'failed']).default('pending'),
  page: pageQuery.page,
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});

export const staffWalletEntrySchema = walletEntrySchema.extend({
  customer: z.object({ id: z.uuid(), name: z.string(), email: z.string() }),
});
export type StaffWalletEntry = z.output<typeof staffWalletEntrySchema>;

export const staffWalletListSchema = z.object({
  items: z.array(staffWalletEntrySchema),
  page: z.int().min(1),
  pageSize: z.int().min(1),
  total: z.int().nonnegative(),
  pageCount: z.int().nonnegative(),
});

export const walletEntryParamsSchema = z.strictObject({ id: z.uuid() });

export const goodwillBodySchema = z.strictObject({
  email: lineText().trim().toLowerCase().min(3).max(254),
  amount: z.int('Enter an amount in halalas').positive('Enter an amount above zero').max(10_000_000),
  description: lineText().trim().min(1, 'Required').max(200, 'At most 200 characters'),
});
export type GoodwillBody = z.input<typeof goodwillBodySchema>;

export const staffActionsQuerySchema = z.strictObject({
  subject: lineText().max(80).optional(),
  action: lineText().max(40).optional().describe('One kind of action, e.g. order.status'),
  staff: lineText().trim().toLowerCase().max(254).optional().describe("The staff member's e-mail"),
  page: pageQuery.page,
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});

export const staffActionSchema = z.object({
  id: z.int(),
  staff: z.object({ id: z.uuid(), email: z.string() }),
  action: z.string(),
  subject: z.string(),
  details: z.record(z.string(), z.unknown()),
  at: z.iso.datetime(),
});

export const staffActionListSchema = z.object({
  items: z.array(staffActionSchema),
  page: z.int().min(1),
  pageSize: z.int().min(1),
  total: z.int().nonnegative(),
  pageCount: z.int().nonnegative(),
});
