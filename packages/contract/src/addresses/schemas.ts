import { normalizeSaudiPostalCode } from '@juicyin/domain';
import { z } from 'zod';
import { mobileSchema } from '../account/schemas.ts';
import { halalasSchema, idSchema, shortText } from '../common/schemas.ts';

export const postalCodeSchema = z
  .string()
  .max(20)
  .transform((value, context) => {
    const code = normalizeSaudiPostalCode(value);
    if (code === null) {
      context.addIssue({ code: 'custom', message: 'A postal code is 5 digits' });
      return z.NEVER;
    }
    return code;
  });

export const addressBodySchema = z.strictObject({
  firstName: shortText(60),
  lastName: shortText(60),
  mobile: mobileSchema,
  postalCode: postalCodeSchema,
  district: shortText(100),
  street: shortText(200),
  city: shortText(80),
  region: shortText(80),
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
  message: z.string().nullable().describe('Why the address cannot be chosen for delivery'),
});

export const addressSchema = z.object({
  id: idSchema,
  firstName: z.string(),
  lastName: z.string(),
  mobile: z.string(),
  postalCode: z.string(),
  district: z.string(),
  street: z.string(),
  city: z.string(),
  region: z.string(),
  type: z.enum(['home', 'work']),
  location: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  isDefault: z.boolean(),
  delivery: deliverySchema,
});
export type Address = z.output<typeof addressSchema>;

export const addressListSchema = z.object({ items: z.array(addressSchema) });
export const addressParamsSchema = z.strictObject({ id: idSchema });
