import {
  SOCIAL_NETWORK_IDS,
  SOCIAL_NETWORKS,
  type SocialNetworkId,
  type StaffStoreSettings,
  type StaffStoreSettingsBody,
} from '@juicyin/contract';
import { toLatinDigits } from '@juicyin/domain';

/*
 * The settings form's draft: every text as typed, each under the body's own field path
 * (`seller.vatNumber`), so that the API's field messages (`fields: { 'seller.vatNumber': … }`) land
 * on the field that has that name; the amounts as the money fields hand them back (halalas, or the
 * field's own error).
 */

export const TEXT_FIELDS = [
  'cashOnDelivery.reason.en',
  'cashOnDelivery.reason.ar',
  'eurPerSar',
  'lateness.placed',
  'lateness.processing',
  'lateness.shipping',
  'seller.name.en',
  'seller.name.ar',
  'seller.vatNumber',
  'contact.phone',
  'contact.phoneDisplay',
  'contact.email',
  'contact.address.en',
  'contact.address.ar',
  'contact.hours.en',
  'contact.hours.ar',
  'contact.social.instagram',
  'contact.social.x',
  'contact.social.facebook',
  'contact.social.snapchat',
  'contact.social.tiktok',
  'contact.social.youtube',
  'mapTiles.url',
  'mapTiles.attribution',
] as const;
export type TextField = (typeof TEXT_FIELDS)[number];

/** A social network's address field in the draft: `contact.social.instagram`. */
export const socialField = (id: SocialNetworkId) => `contact.social.${id}` as const;

/** An amount as a money field hands it back. */
export type Amount =
  { readonly halalas: number; readonly error: null } | { readonly halalas: null; readonly error: string };

/** A zone of the draft; a zone added in the form also has its city as typed, in both languages. */
export interface DraftZone {
  readonly key: string;
  readonly fee: Amount;
  readonly served: boolean;
  readonly city?: { readonly en: string; readonly ar: string };
}

export interface SettingsDraft {
  readonly codEnabled: boolean;
  readonly codFee: Amount;
  readonly zones: readonly DraftZone[];
  /** Whether the map uses the tile server below rather than the server's own. */
  readonly customTiles: boolean;
  readonly text: Readonly<Record<TextField, string>>;
}

const amount = (halalas: number): Amount => ({ halalas, error: null });

/** A new zone's key from its English name: `Al Khobar` → `al-khobar` (empty when it has no Latin letter). */
export const zoneKeyOf = (cityEn: string): string =>
  cityEn
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^[^a-z]+|-+$/g, '')
    .slice(0, 40);

/** The draft with one more zone, to be named in both languages: served, free until its fee is typed. */
export const withNewZone = (draft: SettingsDraft): SettingsDraft => ({
  ...draft,
  zones: [...draft.zones, { key: '', fee: amount(0), served: true, city: { en: '', ar: '' } }],
});

/** Why a field cannot be sent yet: a key of the form's messages, or a money field's own message. */
export type Problem =
  | { readonly kind: 'required' | 'reasonRequired' | 'minutes' | 'cityLatin' | 'https' }
  | { readonly kind: 'amount'; readonly message: string };

/** The draft of settings as loaded. */
export function draftOf(settings: StaffStoreSettings): SettingsDraft {
  const { cashOnDelivery: cod, lateness, seller, contact, mapTiles } = settings;
  return {
    codEnabled: cod.enabled,
    codFee: amount(cod.fee),
    zones: settings.deliveryZones.map((zone) => ({ key: zone.key, fee: amount(zone.fee), served: zone.served })),
    customTiles: mapTiles.custom,
    text: {
      'cashOnDelivery.reason.en': cod.reason?.en ?? '',
      'cashOnDelivery.reason.ar': cod.reason?.ar ?? '',
      eurPerSar: settings.eurPerSar,
      'lateness.placed': String(lateness.placed),
      'lateness.processing': String(lateness.processing),
      'lateness.shipping': String(lateness.shipping),
      'seller.name.en': seller.name.en,
      'seller.name.ar': seller.name.ar,
      'seller.vatNumber': seller.vatNumber,
      'contact.phone': contact.phone,
      'contact.phoneDisplay': contact.phoneDisplay,
      'contact.email': contact.email,
      'contact.address.en': contact.address.en,
      'contact.address.ar': contact.address.ar,
      'contact.hours.en': contact.hours.en,
      'contact.hours.ar': contact.hours.ar,
      ...socialTexts(settings),
      'mapTiles.url': mapTiles.url,
      'mapTiles.attribution': mapTiles.attribution,
    },
  };
}

/** Each network's address as loaded; empty for a network the shop does not link to. */
function socialTexts(settings: StaffStoreSettings): Record<ReturnType<typeof socialField>, string> {
  const linked = new Map(settings.contact.social.map((link) => [link.id, link.href]));
  return Object.fromEntries(SOCIAL_NETWORK_IDS.map((id) => [socialField(id), linked.get(id) ?? ''])) as Record<
    ReturnType<typeof socialField>,
    string
  >;
}

/** An https address, or empty (no link): what a social link field may hold. */
const HTTPS_ADDRESS = /^https:\/\/[^\s/]+\S*$/;

/**
 * The networks a save sends, in the body's order (so an API message at `contact.social.1.href` can
 * be shown at its field): those with an address, the ones linked before first, in their order.
 */
export function sentSocialLinks(settings: StaffStoreSettings, draft: SettingsDraft): readonly SocialNetworkId[] {
  const linkedBefore = settings.contact.social.map((link) => link.id);
  return [...linkedBefore, ...SOCIAL_NETWORK_IDS.filter((id) => !linkedBefore.includes(id))].filter(
    (id) => draft.text[socialField(id)].trim() !== '',
  );
}

/** Whole minutes typed with Latin or Arabic-Indic digits, or null. */
export function readMinutes(text: string): number | null {
  const latin = toLatinDigits(text).trim();
  return /^\d{1,5}$/.test(latin) ? Number(latin) : null;
}

/**
 * The body to save from the draft, made from the version it was opened at; the map pin goes back as
 * it was loaded, the tile server only when staff chose one or went back; the social links are the
 * networks with an address (those linked before first, in their order; a network's name as loaded,
 * else its brand name). Or, when something cannot be sent, the problem of each field by its path
 * (the rest — a VAT number's form, a rate's — is the API's to judge).
 */
export function bodyOf(
  settings: StaffStoreSettings,
  draft: SettingsDraft,
): { readonly body: StaffStoreSettingsBody } | { readonly problems: Readonly<Record<string, Problem>> } {
  const problems: Record<string, Problem> = {};
  const text = (field: TextField) => draft.text[field].trim();
  const money = (field: string, value: Amount): number => {
    if (value.halalas === null) problems[field] = { kind: 'amount', message: value.error };
    return value.halalas ?? 0;
  };
  const minutes = (field: 'lateness.placed' | 'lateness.processing' | 'lateness.shipping'): number => {
    const value = readMinutes(draft.text[field]);
    if (value === null) problems[field] = { kind: 'minutes' };
    return value ?? 0;
  };
  const social = sentSocialLinks(settings, draft).map((id) => {
    const href = text(socialField(id));
    if (!HTTPS_ADDRESS.test(href)) problems[socialField(id)] = { kind: 'https' };
    const network = settings.contact.social.find((link) => link.id === id)?.network ?? SOCIAL_NETWORKS[id];
    return { id, network, href };
  });
  const reason = { en: text('cashOnDelivery.reason.en'), ar: text('cashOnDelivery.reason.ar') };
  if (!draft.codEnabled) {
    if (reason.en === '') problems['cashOnDelivery.reason.en'] = { kind: 'reasonRequired' };
    if (reason.ar === '') problems['cashOnDelivery.reason.ar'] = { kind: 'reasonRequired' };
  }
  const body: StaffStoreSettingsBody = {
    version: settings.version,
    cashOnDelivery: {
      enabled: draft.codEnabled,
      fee: money('cashOnDelivery.fee', draft.codFee),
      reason: reason.en === '' && reason.ar === '' ? null : reason,
    },
    eurPerSar: toLatinDigits(text('eurPerSar')).replace(/\u066b/g, '.'),
    deliveryZones: draft.zones.map((zone, index) => {
      const fee = money(`deliveryZones.${String(index)}.fee`, zone.fee);
      if (zone.city === undefined) return { key: zone.key, fee, served: zone.served };
      const city = { en: zone.city.en.trim(), ar: zone.city.ar.trim() };
      const key = zoneKeyOf(city.en);
      if (key === '') problems[`deliveryZones.${String(index)}.city.en`] = { kind: 'cityLatin' };
      if (city.ar === '') problems[`deliveryZones.${String(index)}.city.ar`] = { kind: 'required' };
      return { key, fee, served: zone.served, city };
    }),
    lateness: {
      placed: minutes('lateness.placed'),
      processing: minutes('lateness.processing'),
      shipping: minutes('lateness.shipping'),
    },
    seller: {
      name: { en: text('seller.name.en'), ar: text('seller.name.ar') },
      vatNumber: toLatinDigits(text('seller.vatNumber')),
    },
    contact: {
      address: { en: text('contact.address.en'), ar: text('contact.address.ar') },
      phone: toLatinDigits(text('contact.phone')),
      phoneDisplay: text('contact.phoneDisplay'),
      email: text('contact.email'),
      hours: { en: text('contact.hours.en'), ar: text('contact.hours.ar') },
      location: settings.contact.location,
      social,
    },
    mapTiles: draft.customTiles
      ? { url: text('mapTiles.url'), attribution: text('mapTiles.attribution') }
      : settings.mapTiles.custom
        ? null
        : undefined,
  };
  return Object.keys(problems).length > 0 ? { problems } : { body };
}
