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
import { loadStoreSettings } from '../store/settings.ts';
import { recordStaffAction } from './actions.ts';
import type { StaffDeps } from './deps.ts';
import { staffIdOf } from './guard.ts';
import { changedFields } from './changed-fields.ts';

type Body = Exclude<StaffStoreSettingsBody, undefined>;

/** The settings as staff edit them; with `lock`, the settings' row is locked until the transaction ends. */
export async function staffStoreSettings(db: Database, lock = false): Promise<StaffStoreSettings> {
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
  now: Date,
): Promise<{ readonly settings: StaffStoreSettings; readonly changed: boolean }> {
  const before = await staffStoreSettings(tx, true);
  if (before.version !== body.version) {
    throw new HttpError(
      409,
      'version_conflict',
      "Someone else saved the store's settings since you opened them: reload them to see their change, then make yours again",
    );
  }
  const zones = new Map(before.deliveryZones.map((zone) => [zone.key, zone]));
  const unknown = body.deliveryZones.findIndex((zone) => !zones.has(zone.key));
  if (unknown !== -1) {
    throw new HttpError(
      422,
      'unknown_zone',
      `The store has no delivery zone ${body.deliveryZones[unknown]?.key ?? ''}`,
      {
        [`deliveryZones.${String(unknown)}.key`]: 'Not one of the store’s delivery zones',
      },
    );
  }
  const after: StaffStoreSettings = {
    version: before.version,
    cashOnDelivery: body.cashOnDelivery,
    eurPerSar: Number(body.eurPerSar).toString(),
    deliveryZones: before.deliveryZones.map((zone) => {
      const change = body.deliveryZones.find((candidate) => candidate.key === zone.key);
      return change ? { ...zone, fee: change.fee, served: change.served } : zone;
    }),
    lateness: body.lateness,
    seller: body.seller,
    contact: body.contact,
  };
  const changed = changedFields(before, after);
  if (Object.keys(changed).length === 0) return { settings: before, changed: false };
  await writeSettings(tx, after);
  await recordStaffAction(tx, staffId, 'store.settings', 'store', { version: before.version + 1, changed }, now);
  return { settings: await staffStoreSettings(tx), changed: true };
}

async function writeSettings(tx: Database, settings: StaffStoreSettings): Promise<void> {
  const { cashOnDelivery: cod, seller, contact, lateness } = settings;
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
      version: sql`${storeSettings.version} + 1`,
    })
    .where(eq(storeSettings.id, 1));
  for (const zone of settings.deliveryZones) {
    await tx.execute(sql`update delivery_zones set fee = ${zone.fee}, served = ${zone.served} where key = ${zone.key}`);
  }
}

/** The store's settings as staff manage them (issue 21): read, and save from a version. */
export function staffSettingsRoutes(
  app: FastifyInstance,
  deps: Pick<StaffDeps, 'db' | 'resolve' | 'cache' | 'clock'>,
): void {
  const { db, resolve, cache, clock } = deps;

  registerEndpoint(app, getStaffStoreSettings, resolve, async ({ request }) => {
    staffIdOf(request);
    return staffStoreSettings(db);
  });

  registerEndpoint(app, updateStaffStoreSettings, resolve, async ({ body, request }) => {
    const staff = staffIdOf(request);
    const saved = await db.transaction((tx) => saveStoreSettings(tx, staff, body, clock()));
    // After the commit: every process (checkout, the contact page, rendered pages) reads the new settings.
    if (saved.changed) await cache.invalidate('store');
    return saved.settings;
  });
}
