import {
  getStaffStoreSettings,
  type StaffStoreSettings,
  type StaffStoreSettingsBody,
  updateStaffStoreSettings,
} from '@juicyin/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../database.ts';
import { storeSettings } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { registerEndpoint } from '../http/route.ts';
import type { MapTiles } from '../store/map-tiles.ts';
import { loadStoreSettings } from '../store/settings.ts';
import { recordStaffAction } from './actions.ts';
import type { StaffDeps } from './deps.ts';
import { staffIdOf } from './guard.ts';
import { changedFields } from './changed-fields.ts';
import { writeZones, zonesAfter } from './settings-zones.ts';

type Body = Exclude<StaffStoreSettingsBody, undefined>;

/**
 * The settings as staff edit them, the map's tiles the server's own (`serverTiles`) until staff
 * choose others; with `lock`, the settings' row is locked until the transaction ends.
 */
export async function staffStoreSettings(
  db: Database,
  serverTiles: MapTiles,
  lock = false,
): Promise<StaffStoreSettings> {
  const query = db.select().from(storeSettings).where(eq(storeSettings.id, 1));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new Error('The store settings are missing: the database was not seeded');
  const rules = await loadStoreSettings(db);
  return {
    version: row.version,
    cashOnDelivery: {
      enabled: row.codEnabled,
      fee: row.codFee,
      reason: row.codReasonEn === null ? null : { en: row.codReasonEn, ar: row.codReasonAr ?? row.codReasonEn },
    },
    eurPerSar: rules.currencies.eurPerSar,
    deliveryZones: rules.deliveryZones,
    lateness: {
      placed: row.latePlacedMinutes,
      processing: row.lateProcessingMinutes,
      shipping: row.lateShippingMinutes,
    },
    seller: rules.seller,
    contact: rules.contact,
    mapTiles: rules.mapTiles === null ? { ...serverTiles, custom: false } : { ...rules.mapTiles, custom: true },
  };
}

/**
 * Replaces the settings in the transaction `tx`, from the version they were opened at: the row is
 * locked first, so of two saves the second, made from the version the first replaced, is refused
 * (409) instead of overwriting it. Zones not named keep their fee and state. A save that changes
 * nothing keeps the version and records nothing.
 */
export async function saveStoreSettings(
  tx: Database,
  staffId: string,
  body: Body,
  context: { readonly now: Date; readonly serverTiles: MapTiles },
): Promise<{ readonly settings: StaffStoreSettings; readonly changed: boolean }> {
  const before = await staffStoreSettings(tx, context.serverTiles, true);
  if (before.version !== body.version) {
    throw new HttpError(
      409,
      'version_conflict',
      "Someone else saved the store's settings since you opened them: reload them to see their change, then make yours again",
    );
  }
  const after: StaffStoreSettings = {
    version: before.version,
    cashOnDelivery: body.cashOnDelivery,
    eurPerSar: Number(body.eurPerSar).toString(),
    deliveryZones: zonesAfter(before.deliveryZones, body.deliveryZones),
    lateness: body.lateness,
    seller: body.seller,
    contact: body.contact,
    mapTiles:
      body.mapTiles === undefined
        ? before.mapTiles
        : body.mapTiles === null
          ? { ...context.serverTiles, custom: false }
          : { ...body.mapTiles, custom: true },
  };
  const changed = changedFields(before, after);
  if (Object.keys(changed).length === 0) return { settings: before, changed: false };
  await writeSettings(tx, after);
  await recordStaffAction(
    tx,
    staffId,
    'store.settings',
    'store',
    { version: before.version + 1, changed },
    context.now,
  );
  return { settings: await staffStoreSettings(tx, context.serverTiles), changed: true };
}

async function writeSettings(tx: Database, settings: StaffStoreSettings): Promise<void> {
  const { cashOnDelivery: cod, seller, contact, lateness, mapTiles } = settings;
  await tx
    .update(storeSettings)
    .set({
      codEnabled: cod.enabled,
      codFee: cod.fee,
      codReasonEn: cod.reason?.en ?? null,
      codReasonAr: cod.reason?.ar ?? null,
      eurPerSar: settings.eurPerSar,
      latePlacedMinutes: lateness.placed,
      lateProcessingMinutes: lateness.processing,
      lateShippingMinutes: lateness.shipping,
      sellerNameEn: seller.name.en,
      sellerNameAr: seller.name.ar,
      sellerVatNumber: seller.vatNumber,
      contactAddressEn: contact.address.en,
      contactAddressAr: contact.address.ar,
      contactPhone: contact.phone,
      contactPhoneDisplay: contact.phoneDisplay,
      contactEmail: contact.email,
      contactHoursEn: contact.hours.en,
      contactHoursAr: contact.hours.ar,
      contactLat: contact.location.lat,
      contactLng: contact.location.lng,
      contactSocial: contact.social,
      mapTilesUrl: mapTiles.custom ? mapTiles.url : null,
      mapTilesAttribution: mapTiles.custom ? mapTiles.attribution : null,
      version: sql`${storeSettings.version} + 1`,
    })
    .where(eq(storeSettings.id, 1));
  await writeZones(tx, settings.deliveryZones);
}

/** The store's settings as staff manage them (issue 21): read, and save from a version. */
export function staffSettingsRoutes(
  app: FastifyInstance,
  deps: Pick<StaffDeps, 'db' | 'resolve' | 'cache' | 'clock' | 'mapTiles'>,
): void {
  const { db, resolve, cache, clock, mapTiles: serverTiles } = deps;

  registerEndpoint(app, getStaffStoreSettings, resolve, async ({ request }) => {
    staffIdOf(request);
    return staffStoreSettings(db, serverTiles);
  });

  registerEndpoint(app, updateStaffStoreSettings, resolve, async ({ body, request }) => {
    const staff = staffIdOf(request);
    const saved = await db.transaction((tx) => saveStoreSettings(tx, staff, body, { now: clock(), serverTiles }));
    // After the commit: every process (checkout, the contact page, rendered pages) reads the new settings.
    if (saved.changed) await cache.invalidate('store');
    return saved.settings;
  });
}
