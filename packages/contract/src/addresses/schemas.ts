import {
  normalizeAdditionalNumber,
  normalizeBuildingNumber,
  normalizeSaudiPostalCode,
  normalizeShortAddress,
} from '@juicyin/domain';
import { z } from 'zod';
import { mobileSchema } from '../account/schemas.ts';
import { halalasSchema, idSchema, localizedTextSchema, normalizedText, shortText } from '../common/schemas.ts';

export const postalCodeSchema = normalizedText(normalizeSaudiPostalCode, 'A postal code is 5 digits');
export const buildingNumberSchema = normalizedText(normalizeBuildingNumber, 'A building number is 4 digits');
export const additionalNumberSchema = normalizedText(normalizeAdditionalNumber, 'An additional number is 4 digits');
/** Optional: empty or null is none. */
export const shortAddressSchema = normalizedText(
  (value) => (value.trim() === '' ? '' : normalizeShortAddress(value)),
  'A short address is 4 letters and 4 digits, like RRRD2929',
)
  .transform((value) => (value === '' ? null : value))
  .nullable()
  .default(null);

export const addressBodySchema = z.strictObject({
  firstName: shortText(60),
  lastName: shortText(60),
  mobile: mobileSchema,
  buildingNumber: buildingNumberSchema,
  street: shortText(200),
  district: shortText(100),
  city: shortText(80),
  region: shortText(80),
  postalCode: postalCodeSchema,
  additionalNumber: additionalNumberSchema,
  shortAddress: shortAddressSchema,
  type: z.enum(['home', 'work']),
  location: z
    .strictObject({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) })
    .nullable()
    .default(null),
  isDefault: z.boolean().default(false),
});
export type AddressInput = z.input<typeof addressBodySchema>;

export const deliverySchema = z.object({
  deliverable: z.boolean(),
  zone: z.string().nullable(),
  fee: halalasSchema.nullable(),
  message: localizedTextSchema.nullable().describe('Why the address cannot be chosen for delivery, in both languages'),
});

const missingBefore = 'Null on an address saved before the national address was asked for';

/** The address as it is shown, on a saved address and on an order's snapshot of it. */
export const addressFieldsSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  mobile: z.string(),
  buildingNumber: z.string().nullable().describe(`4 digits. ${missingBefore}`),
  street: z.string(),
  district: z.string(),
  city: z.string(),
  region: z.string(),
  postalCode: z.string(),
  additionalNumber: z.string().nullable().describe(`4 digits. ${missingBefore}`),
  shortAddress: z.string().nullable().describe('4 letters and 4 digits (RRRD2929), when given'),
  type: z.enum(['home', 'work']),
});

export const addressSchema = addressFieldsSchema.extend({
  id: idSchema,
  location: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  isDefault: z.boolean(),
  delivery: deliverySchema,
});
export type Address = z.output<typeof addressSchema>;

export const addressListSchema = z.object({ items: z.array(addressSchema) });
export const addressParamsSchema = z.strictObject({ id: idSchema });
