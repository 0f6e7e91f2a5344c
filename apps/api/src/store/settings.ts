import type { StoreSettings } from '@juicyin/contract';
import { normalizeSearchText, SAR_PER_USD } from '@juicyin/domain';
import { asc } from 'drizzle-orm';
import type { ReadCache } from '../cache/cache.ts';
import type { Database } from '../database.ts';
import { deliveryZones, storeSettings } from '../db/schema.ts';

export interface Zone {
  readonly key: string;
  readonly city: { en: string; ar: string };
  readonly fee: number;
  readonly served: boolean;
}

/**
 * The store's settings from its database: all but the third-party widgets, which are the server's
 * configuration. `mapTiles` is null while the store uses the server's own tile server.
 */
export type StoreRules = Omit<StoreSettings, 'mapTiles' | 'widgets'> & {
  readonly mapTiles: StoreSettings['mapTiles'] | null;
};

type SettingsRow = typeof storeSettings.$inferSelect;
type Contact = StoreSettings['contact'];

/** The contact columns (version 6), filled by the seed at every start when empty. */
function contactOf(row: SettingsRow): Contact {
  const { contactPhone: phone, contactLat: lat, contactLng: lng } = row;
  if (phone === null || lat === null || lng === null) {
    throw new Error("The store's contact details are missing: the database was not seeded");
  }
  return {
    address: { en: row.contactAddressEn ?? '', ar: row.contactAddressAr ?? '' },
    phone,
    phoneDisplay: row.contactPhoneDisplay ?? phone,
    email: row.contactEmail ?? '',
    hours: { en: row.contactHoursEn ?? '', ar: row.contactHoursAr ?? '' },
    location: { lat, lng },
    social: (row.contactSocial ?? []) as Contact['social'],
  };
}

export async function loadStoreSettings(db: Database): Promise<StoreRules> {
  const [settings] = await db.select().from(storeSettings);
  if (!settings) throw new Error('The store settings are missing: the database was not seeded');
  const zones = await db.select().from(deliveryZones).orderBy(asc(deliveryZones.position));
  return {
    cashOnDelivery: {
      enabled: settings.codEnabled,
      fee: settings.codFee,
      unavailableReason:
        settings.codEnabled || settings.codReasonEn === null
          ? null
          : { en: settings.codReasonEn, ar: settings.codReasonAr ?? settings.codReasonEn },
    },
    currencies: { usdPerSar: (1 / SAR_PER_USD).toFixed(6), eurPerSar: Number(settings.eurPerSar).toString() },
    deliveryZones: zones.map((zone) => ({
      key: zone.key,
      city: { en: zone.cityEn, ar: zone.cityAr },
      fee: zone.fee,
      served: zone.served,
    })),
    seller: { name: { en: settings.sellerNameEn, ar: settings.sellerNameAr }, vatNumber: settings.sellerVatNumber },
    contact: contactOf(settings),
    mapTiles:
      settings.mapTilesUrl === null
        ? null
        : { url: settings.mapTilesUrl, attribution: settings.mapTilesAttribution ?? '' },
  };
}

export function storeSettingsFrom(cache: ReadCache, db: Database): Promise<StoreRules> {
  return cache.value('store', 'settings', () => loadStoreSettings(db));
}

/** Whether an address in this city can be chosen for delivery, and at what fee (PRODUCT.md §8). */
export function deliveryFor(settings: StoreRules, city: string) {
  const wanted = normalizeSearchText(city);
  const zone = settings.deliveryZones.find(
    (candidate) =>
      candidate.key === wanted ||
      normalizeSearchText(candidate.city.en) === wanted ||
      normalizeSearchText(candidate.city.ar) === wanted,
  );
  if (zone?.served) return { deliverable: true, zone: zone.key, fee: zone.fee, message: null };
  const served = settings.deliveryZones.filter((candidate) => candidate.served).map((candidate) => candidate.city);
  // The city is named as the shopper wrote it; the served cities in each language (store data).
  return {
    deliverable: false,
    zone: zone?.key ?? null,
    fee: null,
    message: {
      en: `We do not deliver to ${city} yet. We deliver to ${served.map((name) => name.en).join(', ')}. You can save the address, but not choose it for delivery.`,
      ar: `لا نوصل إلى ${city} بعد. نوصل إلى ${served.map((name) => name.ar).join('، ')}. يمكنك حفظ العنوان، لكن لا يمكنك اختياره للتوصيل.`,
    },
  };
}
