import type { StaffStoreSettings, StaffStoreSettingsBody } from '@juicyin/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { HttpError } from '../http/errors.ts';

type Zone = StaffStoreSettings['deliveryZones'][number];
type ZoneChange = Exclude<StaffStoreSettingsBody, undefined>['deliveryZones'][number];

/**
 * The zones after a save: each known zone with its new fee and state (zones not named keep theirs),
 * then the new ones in the order given. A new zone needs its city in both languages; a city already
 * a zone's, in either language, is refused, so an address always finds one zone.
 */
export function zonesAfter(before: readonly Zone[], changes: readonly ZoneChange[]): Zone[] {
  const known = new Map(before.map((zone) => [zone.key, zone]));
  const cities = new Set(before.flatMap((zone) => [zone.city.en.toLowerCase(), zone.city.ar]));
  const added: Zone[] = [];
  for (const [index, change] of changes.entries()) {
    if (known.has(change.key)) continue;
    const at = `deliveryZones.${String(index)}`;
    if (change.city === undefined) {
      throw new HttpError(
        422,
        'zone_city_required',
        `The new zone ${change.key} needs its city in English and Arabic`,
        {
          [`${at}.city.en`]: 'A new zone’s city, in English and Arabic',
        },
      );
    }
    const taken = cities.has(change.city.en.toLowerCase()) ? 'en' : cities.has(change.city.ar) ? 'ar' : null;
    if (taken !== null) {
      throw new HttpError(422, 'zone_city_taken', `${change.city[taken]} is already a delivery zone`, {
        [`${at}.city.${taken}`]: 'Already a delivery zone',
      });
    }
    cities.add(change.city.en.toLowerCase()).add(change.city.ar);
    added.push({ key: change.key, city: change.city, fee: change.fee, served: change.served });
  }
  return [
    ...before.map((zone) => {
      const change = changes.find((candidate) => candidate.key === zone.key);
      return change ? { ...zone, fee: change.fee, served: change.served } : zone;
    }),
    ...added,
  ];
}

/** Writes each zone's fee and state, and adds the zones the database does not have yet, after the last. */
export async function writeZones(tx: Database, zones: readonly Zone[]): Promise<void> {
  for (const zone of zones) {
    await tx.execute(sql`
      insert into delivery_zones (key, city_en, city_ar, fee, served, position)
      values (${zone.key}, ${zone.city.en}, ${zone.city.ar}, ${zone.fee}, ${zone.served},
        (select coalesce(max(position), -1) + 1 from delivery_zones))
      on conflict (key) do update set fee = excluded.fee, served = excluded.served`);
  }
}
