import { z } from 'zod';
import { addressFieldsSchema } from '../addresses/schemas.ts';
import { totalsSchema } from '../checkout/schemas.ts';
import { halalasSchema, localizedTextSchema, pageQuery } from '../common/schemas.ts';
import { multilineText } from '../common/text.ts';
import { orderLineSchema, orderPaymentSchema } from '../orders/schemas.ts';
import { orderStatusSchema, staffOrderSchema } from './schemas.ts';

/** Minutes after placing past which an order still in this status is late (a store setting). */
export const lateAfterMinutesSchema = z.object({
  placed: z.int().positive(),
  processing: z.int().positive(),
  shipping: z.int().positive(),
});
export type LateAfterMinutes = z.output<typeof lateAfterMinutesSchema>;

const staffMemberSchema = z.object({ id: z.uuid(), email: z.string() });

/** The signed-in staff member: the shop loads the dashboard's code only after this answers. */
export const staffSessionSchema = z.object({
  staff: staffMemberSchema.extend({ name: z.string() }),
  lateAfterMinutes: lateAfterMinutesSchema,
});
export type StaffSession = z.output<typeof staffSessionSchema>;

export const staffNoteSchema = z.object({
  id: z.int(),
  text: z.string(),
  at: z.iso.datetime(),
  staff: staffMemberSchema,
});
export type StaffNote = z.output<typeof staffNoteSchema>;

export const staffNoteBodySchema = z.strictObject({
  text: multilineText().trim().min(1, 'Required').max(500, 'At most 500 characters'),
});

export const staffTimelineEventSchema = z.object({
  status: orderStatusSchema,
  at: z.iso.datetime(),
  location: z.string(),
  text: localizedTextSchema,
  staff: staffMemberSchema.nullable().describe('Null for the event of placing, made by the shopper'),
});

/** One order as staff see it: everything needed to prepare, deliver or cancel it. */
export const staffOrderDetailSchema = staffOrderSchema.extend({
  lines: z.array(orderLineSchema),
  address: addressFieldsSchema,
  location: z.object({ lat: z.number(), lng: z.number() }).nullable().describe('The pin the shopper confirmed'),
  contact: z.object({ email: z.string(), mobile: z.string().nullable() }),
  payment: orderPaymentSchema,
  totals: totalsSchema,
  cancelReason: z.string().nullable(),
  timeline: z.array(staffTimelineEventSchema).describe('Oldest first'),
  notes: z.array(staffNoteSchema).describe('Internal notes, oldest first; never shown to the shopper'),
});
export type StaffOrderDetail = z.output<typeof staffOrderDetailSchema>;

/** A message from the contact page or the FAQ's price-match form, as staff read it in the inbox. */
export const staffEnquirySchema = z.object({
  id: z.uuid(),
  kind: z.enum(['contact', 'price-match']),
  fullName: z.string(),
  email: z.string(),
  enquiry: z.string().nullable().describe("The 'Pitch us' text (contact enquiries)"),
  priceMatch: z
    .object({ product: z.string(), seenAt: z.string(), price: halalasSchema, link: z.string().nullable() })
    .nullable(),
  receivedAt: z.iso.datetime(),
});
export type StaffEnquiry = z.output<typeof staffEnquirySchema>;
export const staffEnquiriesQuerySchema = z.strictObject({
  ...pageQuery,
  kind: z.enum(['contact', 'price-match']).optional(),
});
export const staffEnquiryListSchema = z.object({
  items: z.array(staffEnquirySchema),
  page: z.int().min(1),
  pageSize: z.int().min(1),
  total: z.int().nonnegative(),
});
export type StaffEnquiryList = z.output<typeof staffEnquiryListSchema>;
