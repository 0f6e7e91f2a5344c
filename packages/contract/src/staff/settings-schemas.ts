import { z } from 'zod';
import { halalasSchema, localizedTextSchema, shortText } from '../common/schemas.ts';
import { lineText } from '../common/text.ts';
import { SOCIAL_NETWORK_IDS, storeSettingsSchema } from '../store/schemas.ts';
import { lateAfterMinutesSchema } from './dashboard-schemas.ts';

// The store's settings as staff edit them (issue 21): cash on delivery, the EUR rate, the delivery
// zones (their fees, and new ones), when an order is late, the seller on invoices, how shoppers reach
// the shop and the map's tile server. The third-party widgets are the server's configuration.

/** The most a fee may be: 500 SAR, far above any delivery, so a slip of the keyboard is refused. */
export const MAX_STORE_FEE = 50_000;

const feeSchema = z.int('Whole halalas').min(0, 'At least 0').max(MAX_STORE_FEE, 'At most 500 SAR');
const minutesSchema = z.int('Whole minutes').min(1, 'At least 1 minute').max(1440, 'At most 1,440 minutes (a day)');
const bothLanguages = (max: number) => z.strictObject({ en: shortText(max), ar: shortText(max) });

export const staffStoreSettingsSchema = z.object({
  /** Grows by one with every change: a save names the version it was made from. */
  version: z.int().min(1),
  cashOnDelivery: z.object({
    enabled: z.boolean(),
    fee: halalasSchema,
    reason: localizedTextSchema.nullable().describe('Shown to shoppers while cash on delivery is off'),
  }),
  eurPerSar: z.string().describe('Decimal string; 1 SAR in EUR'),
  deliveryZones: storeSettingsSchema.shape.deliveryZones,
  lateness: lateAfterMinutesSchema.describe('When an order in each status counts as late on the dashboard'),
  seller: storeSettingsSchema.shape.seller,
  contact: storeSettingsSchema.shape.contact,
  mapTiles: storeSettingsSchema.shape.mapTiles.extend({
    custom: z
      .boolean()
      .describe("false while the map uses the server's own tile server (MAP_TILES_URL or OpenStreetMap)"),
  }),
});
export type StaffStoreSettings = z.output<typeof staffStoreSettingsSchema>;

/** A zone's key: lower-case Latin letters, digits and hyphens, as a city is written in an address. */
const zoneKeySchema = z
  .string()
  .regex(/^[a-z][a-z0-9-]{1,39}$/, 'Lower-case Latin letters, digits and hyphens, e.g. al-khobar');

/** A Leaflet tile URL template: {z}, {x} and {y} in that order, absolute (http or https) or a path here. */
export const mapTilesUrlSchema = lineText()
  .trim()
  .max(300, 'At most 300 characters')
  .regex(
    /^(https?:\/\/[^\s/]+|\/)\S*\{z\}\S*\{x\}\S*\{y\}\S*$/,
    'A tile address with {z}, {x} and {y}, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  );

const socialLinkSchema = z.strictObject({
  id: z.enum(SOCIAL_NETWORK_IDS),
  network: shortText(40),
  href: z.url({ protocol: /^https$/, error: 'An https:// address' }).max(300, 'At most 300 characters'),
});

export const staffStoreSettingsBodySchema = z.strictObject({
  version: z.int().min(1).describe('The version the changes were made from (from the settings as they were opened)'),
  cashOnDelivery: z
    .strictObject({
      enabled: z.boolean(),
      fee: feeSchema,
      reason: bothLanguages(200).nullable(),
    })
    .refine((cod) => cod.enabled || cod.reason !== null, {
      path: ['reason'],
      message: 'Say why cash on delivery is off, in English and Arabic: shoppers see it at checkout',
    }),
  eurPerSar: lineText()
    .regex(/^(0|[1-9]\d{0,2})(\.\d{1,6})?$/, 'A rate such as 0.245, at most 6 decimals')
    .refine((rate) => Number(rate) > 0, 'More than 0'),
  deliveryZones: z
    .array(
      z.strictObject({
        key: zoneKeySchema,
        fee: feeSchema,
        served: z.boolean(),
        city: bothLanguages(60)
          .optional()
          .describe("A new zone's city, in English and Arabic; a known zone keeps its own"),
      }),
    )
    .min(1)
    .max(100)
    .refine((zones) => new Set(zones.map((zone) => zone.key)).size === zones.length, 'Each zone once')
    .refine((zones) => zones.some((zone) => zone.served), 'At least one zone is served'),
  lateness: z.strictObject({ placed: minutesSchema, processing: minutesSchema, shipping: minutesSchema }),
  seller: z.strictObject({
    name: bothLanguages(120),
    vatNumber: z
      .string()
      .regex(/^3\d{13}3$/, 'A Saudi VAT number: 15 digits, starting and ending with 3')
      .describe('ZATCA VAT registration number, printed on invoices and in their QR'),
  }),
  contact: z.strictObject({
    address: bothLanguages(300),
    phone: z.string().regex(/^\+[1-9]\d{6,14}$/, 'An international number, e.g. +966112345678'),
    phoneDisplay: shortText(30),
    email: z.email('An e-mail address').max(200),
    hours: bothLanguages(120),
    location: z.strictObject({
      lat: z.number().min(-90, 'A latitude').max(90, 'A latitude'),
      lng: z.number().min(-180, 'A longitude').max(180, 'A longitude'),
    }),
    social: z
      .array(socialLinkSchema)
      .max(6)
      .refine((links) => new Set(links.map((link) => link.id)).size === links.length, 'Each network once'),
  }),
  mapTiles: z
    .strictObject({ url: mapTilesUrlSchema, attribution: lineText().trim().max(200, 'At most 200 characters') })
    .nullable()
    .optional()
    .describe("The address map's tile server; null goes back to the server's own; absent keeps it"),
});
export type StaffStoreSettingsBody = z.input<typeof staffStoreSettingsBodySchema>;
