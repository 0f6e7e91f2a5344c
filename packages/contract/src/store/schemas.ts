import { z } from 'zod';
import { halalasSchema, localizedTextSchema } from '../common/schemas.ts';

/** The social networks a shop may link to, with the name each is shown by (a brand name, the same in every language). */
export const SOCIAL_NETWORKS = {
  instagram: 'Instagram',
  x: 'X',
  facebook: 'Facebook',
  snapchat: 'Snapchat',
  tiktok: 'TikTok',
  youtube: 'YouTube',
} as const;
export type SocialNetworkId = keyof typeof SOCIAL_NETWORKS;
export const SOCIAL_NETWORK_IDS = Object.keys(SOCIAL_NETWORKS) as [SocialNetworkId, ...SocialNetworkId[]];

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
  contact: z
    .object({
      address: localizedTextSchema,
      phone: z.string().describe('E.164, dialled as is'),
      phoneDisplay: z.string().describe('The phone number as shown (grouped)'),
      email: z.string(),
      hours: localizedTextSchema.describe('When the help line answers'),
      location: z.object({ lat: z.number(), lng: z.number() }).describe("The shop's pin on the contact page's map"),
      social: z.array(
        z.object({
          id: z.enum(SOCIAL_NETWORK_IDS),
          network: z.string(),
          href: z.url(),
        }),
      ),
    })
    .describe('How shoppers reach the shop: the contact page, the help line, the footer'),
  widgets: z
    .object({
      reviews: z.object({ scriptUrl: z.url() }).nullable(),
      push: z.object({ scriptUrl: z.url() }).nullable(),
    })
    .describe('Third-party scripts the store has configured; null: not configured, nothing is loaded'),
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
