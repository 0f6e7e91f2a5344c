/** The choices of each preference, the first one the default. */
const choices = {
  language: ['en', 'ar'],
  currency: ['SAR', 'USD', 'EUR'],
  country: ['SA', 'AE', 'INTL'],
} as const;

/** What the shopper chose in the header, kept across visits (and synchronised across tabs). */
export type Preferences = { readonly [K in keyof typeof choices]: (typeof choices)[K][number] };

export const defaultPreferences: Preferences = { language: 'en', currency: 'SAR', country: 'SA' };

export const PREFERENCES_KEY = 'juicyin.preferences';

function isChoice<K extends keyof Preferences>(key: K, value: unknown): value is Preferences[K] {
  return (choices[key] as readonly unknown[]).includes(value);
}

/**
 * Reads the stored preferences. Anything unreadable (no storage, bad JSON, an unknown value from
 * an older version) falls back field by field to the defaults rather than breaking the shop.
 */
export function readPreferences(storage: Pick<Storage, 'getItem'> | undefined): Preferences {
  let stored: unknown;
  try {
    stored = JSON.parse(storage?.getItem(PREFERENCES_KEY) ?? 'null');
  } catch {
    return defaultPreferences;
  }
  if (typeof stored !== 'object' || stored === null) return defaultPreferences;
  const fields = stored as Record<string, unknown>;
  const pick = <K extends keyof Preferences>(key: K): Preferences[K] => {
    const value = fields[key];
    return isChoice(key, value) ? value : defaultPreferences[key];
  };
  return { language: pick('language'), currency: pick('currency'), country: pick('country') };
}

/** Stores the preferences; a value outside the choices is a bug and throws instead of being stored. */
export function writePreferences(storage: Pick<Storage, 'setItem'>, preferences: Preferences): void {
  const { language, currency, country } = preferences;
  if (!isChoice('language', language) || !isChoice('currency', currency) || !isChoice('country', country)) {
    throw new TypeError(`Not a choice of the shop's preferences: ${JSON.stringify(preferences)}`);
  }
  storage.setItem(PREFERENCES_KEY, JSON.stringify({ language, currency, country }));
}

/**
 * The cookie that carries the preferences to the server, so a server-rendered page is in the
 * shopper's language and currency from its first byte: `ar.SAR.SA` (language, currency, country).
 */
export const PREFERENCES_COOKIE = 'juicyin-preferences';

/** The cookie's value for `preferences`. */
export function preferencesCookieValue({ language, currency, country }: Preferences): string {
  return [language, currency, country].join('.');
}

function cookieValue(header: string | undefined): string | undefined {
  return header
    ?.split(';')
    .map((pair) => pair.trim())
    .find((pair) => pair.startsWith(`${PREFERENCES_COOKIE}=`))
    ?.slice(PREFERENCES_COOKIE.length + 1);
}

/** Whether a request's `Cookie` header carries the preferences. */
export function hasPreferencesCookie(header: string | undefined): boolean {
  return cookieValue(header) !== undefined;
}

/**
 * The preferences a request's `Cookie` header carries; the defaults for whatever is absent or not
 * one of the choices (an old or hand-made cookie never breaks the page).
 */
export function preferencesOfCookie(header: string | undefined): Preferences {
  const [language, currency, country] = (cookieValue(header) ?? '').split('.');
  return {
    language: isChoice('language', language) ? language : defaultPreferences.language,
    currency: isChoice('currency', currency) ? currency : defaultPreferences.currency,
    country: isChoice('country', country) ? country : defaultPreferences.country,
  };
}
