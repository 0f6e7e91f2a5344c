import { type Money, ZERO } from '../money/index.ts';
import { normalizeSearchText } from '../search/index.ts';

/** A served delivery area: one or more cities (their names in English and Arabic) and a fee. */
export interface DeliveryZone {
  readonly id: string;
  /** Every name the city may be written as, in any language: compared after search normalisation. */
  readonly cities: readonly string[];
  readonly fee: Money;
}

/** The shop's default zones: Riyadh, with free shipping. Zones are store data. */
export const DEFAULT_DELIVERY_ZONES: readonly DeliveryZone[] = [
  { id: 'riyadh', cities: ['Riyadh', 'Ar Riyadh', 'Al Riyadh', 'الرياض', 'رياض'], fee: ZERO },
];

/** The zone serving a city, when one does (case, diacritics, letter variants and spaces ignored). */
export function zoneForCity(zones: readonly DeliveryZone[], city: string): DeliveryZone | undefined {
  const wanted = normalizeSearchText(city);
  return zones.find((zone) => zone.cities.some((name) => normalizeSearchText(name) === wanted));
}

export type Deliverability =
  | { readonly deliverable: true; readonly zone: DeliveryZone; readonly fee: Money }
  | { readonly deliverable: false; readonly reason: 'not_served'; readonly servedCities: readonly string[] };

/**
 * Whether an address can be chosen for delivery, and its fee. An address in a city that is not
 * served can still be saved; checkout refuses it and names the cities served (the first name of
 * each zone) so the message can say where the shop delivers.
 */
export function deliverability(zones: readonly DeliveryZone[], address: { readonly city: string }): Deliverability {
  const zone = zoneForCity(zones, address.city);
  if (zone === undefined) {
    return { deliverable: false, reason: 'not_served', servedCities: zones.flatMap((z) => z.cities.slice(0, 1)) };
  }
  return { deliverable: true, zone, fee: zone.fee };
}

/** The header tooltip's words, kept exactly. */
export const COD_UNAVAILABLE_REASON = 'Cash on delivery is unavailable due to the pandemic';

/** The store's cash-on-delivery setting: off by default, with its reason. */
export interface CodSetting {
  readonly enabled: boolean;
  /** Shown when disabled; defaults to the pandemic message. */
  readonly reason?: string | undefined;
  /** Charged when the shopper pays cash; 0 by default. */
  readonly fee?: Money | undefined;
}

export const DEFAULT_COD_SETTING: CodSetting = { enabled: false, reason: COD_UNAVAILABLE_REASON, fee: ZERO };

export type CodAvailability =
  { readonly available: true; readonly fee: Money } | { readonly available: false; readonly reason: string };

/** Whether cash on delivery may be chosen: shown always, selectable only when the store enables it. */
export function codAvailability(setting: CodSetting = DEFAULT_COD_SETTING): CodAvailability {
  return setting.enabled
    ? { available: true, fee: setting.fee ?? ZERO }
    : { available: false, reason: setting.reason ?? COD_UNAVAILABLE_REASON };
}
