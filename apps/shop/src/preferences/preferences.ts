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
