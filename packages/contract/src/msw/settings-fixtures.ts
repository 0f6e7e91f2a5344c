import type { StaffStoreSettings } from '../staff/settings-schemas.ts';
import { fixtures } from './fixtures.ts';

/*
 * The store's settings as staff edit them (`GET /api/staff/settings`), for the dashboard's settings
 * stories: the seeded store of `fixtures.store` (cash on delivery off with its reason, the three
 * zones) at version 3, with the dashboard's lateness defaults and the server's own map tiles.
 */

const { cashOnDelivery, currencies, deliveryZones, seller, contact, mapTiles } = fixtures.store;

export const staffSettings: StaffStoreSettings = {
  version: 3,
  cashOnDelivery: {
    enabled: cashOnDelivery.enabled,
    fee: cashOnDelivery.fee,
    reason: cashOnDelivery.unavailableReason,
  },
  eurPerSar: currencies.eurPerSar,
  deliveryZones: deliveryZones.map((zone) => ({ ...zone, city: { ...zone.city } })),
  lateness: { placed: 15, processing: 45, shipping: 90 },
  seller: { name: { ...seller.name }, vatNumber: seller.vatNumber },
  contact: structuredClone(contact),
  mapTiles: { ...mapTiles, custom: false },
};

/** What a colleague saved while the story's staff member had the settings open: a new EUR rate. */
export function colleaguesChange(settings: StaffStoreSettings): StaffStoreSettings {
  return { ...settings, version: settings.version + 1, eurPerSar: '0.251' };
}
