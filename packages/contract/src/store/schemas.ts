import { z } from 'zod';
import { halalasSchema, localizedTextSchema } from '../common/schemas.ts';

export const storeSettingsSchema = z.object({
  cashOnDelivery: z.object({
    enabled: z.boolean(),
    fee: halalasSchema,
    unavailableReason: localizedTextSchema.nullable(),
  }),
  currencies: z.object({
    usdPerSar: z.string().describe('Decimal string; 1 SAR in USD (the peg: 1 / 3.75)'),
    eurPerSar: z.string().describe('Decimal string; 1 SAR in EUR (a store setting)'),
  }),
  deliveryZones: z.array(
    z.object({ key: z.string(), city: localizedTextSchema, fee: halalasSchema, served: z.boolean() }),
  ),
  seller: z.object({ name: localizedTextSchema, vatNumber: z.string() }),
  mapTiles: z.object({
    url: z.string().describe('Tile URL template for the address map ({z}/{x}/{y}); OpenStreetMap by default'),
    attribution: z.string().describe('Plain text credited on the map'),
  }),
});
export type StoreSettings = z.output<typeof storeSettingsSchema>;

export const outboxSchema = z.object({
  messages: z.array(
    z.object({
      id: z.uuid(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      createdAt: z.iso.datetime(),
      sentAt: z.iso.datetime().nullable(),
    }),
  ),
});
export type Outbox = z.output<typeof outboxSchema>;
