import { z } from 'zod';

/** What the shopper chose in the header, kept across visits (and synchronised across tabs). */
export const preferencesSchema = z.object({
  language: z.enum(['en', 'ar']),
  currency: z.enum(['SAR', 'USD', 'EUR']),
  country: z.enum(['SA', 'AE', 'INTL']),
});

export type Preferences = z.output<typeof preferencesSchema>;

export const defaultPreferences: Preferences = { language: 'en', currency: 'SAR', country: 'SA' };

export const PREFERENCES_KEY = 'juicyin.preferences';

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
    const parsed = preferencesSchema.shape[key].safeParse(fields[key]);
    return parsed.success ? (parsed.data as Preferences[K]) : defaultPreferences[key];
  };
  return { language: pick('language'), currency: pick('currency'), country: pick('country') };
}

export function writePreferences(storage: Pick<Storage, 'setItem'>, preferences: Preferences): void {
  storage.setItem(PREFERENCES_KEY, JSON.stringify(preferencesSchema.parse(preferences)));
}
