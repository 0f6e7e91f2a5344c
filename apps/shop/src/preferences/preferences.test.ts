import { describe, expect, it } from 'vitest';
import {
  defaultPreferences,
  hasPreferencesCookie,
  PREFERENCES_COOKIE,
  PREFERENCES_KEY,
  preferencesCookieValue,
  preferencesOfCookie,
  readPreferences,
  writePreferences,
} from './preferences.ts';

function memoryStorage(initial?: string) {
  const map = new Map<string, string>(initial === undefined ? [] : [[PREFERENCES_KEY, initial]]);
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => map.set(key, value),
  };
}

describe('shopper preferences', () => {
  it('default to English, SAR and Saudi Arabia', () => {
    expect(readPreferences(undefined)).toEqual({ language: 'en', currency: 'SAR', country: 'SA' });
    expect(readPreferences(memoryStorage())).toEqual(defaultPreferences);
  });

  it('survive a write and a read', () => {
    const storage = memoryStorage();
    writePreferences(storage, { language: 'ar', currency: 'EUR', country: 'AE' });
    expect(readPreferences(storage)).toEqual({ language: 'ar', currency: 'EUR', country: 'AE' });
  });

  it('keep the valid fields of damaged data and default the rest', () => {
    expect(readPreferences(memoryStorage('{"language":"ar","currency":"GBP"}'))).toEqual({
      language: 'ar',
      currency: 'SAR',
      country: 'SA',
    });
    expect(readPreferences(memoryStorage('not json'))).toEqual(defaultPreferences);
    expect(readPreferences(memoryStorage('42'))).toEqual(defaultPreferences);
    expect(readPreferences(memoryStorage('{"language":["ar"],"currency":"usd","country":"INTL"}'))).toEqual({
      language: 'en',
      currency: 'SAR',
      country: 'INTL',
    });
  });

  it('refuse to store a value outside the choices', () => {
    const storage = memoryStorage();
    expect(() => writePreferences(storage, { ...defaultPreferences, currency: 'GBP' as 'SAR' })).toThrow();
    expect(storage.getItem(PREFERENCES_KEY)).toBeNull();
  });
});

describe('the preferences cookie (what the server renders a page in)', () => {
  it('carries the three choices, read back from among other cookies', () => {
    const value = preferencesCookieValue({ language: 'ar', currency: 'USD', country: 'AE' });
    const header = `session=abc; ${PREFERENCES_COOKIE}=${value}; other=1`;
    expect(hasPreferencesCookie(header)).toBe(true);
    expect(preferencesOfCookie(header)).toEqual({ language: 'ar', currency: 'USD', country: 'AE' });
  });

  it('gives the defaults for what is absent or not a choice', () => {
    expect(hasPreferencesCookie(undefined)).toBe(false);
    expect(hasPreferencesCookie('session=abc')).toBe(false);
    expect(preferencesOfCookie(undefined)).toEqual(defaultPreferences);
    expect(preferencesOfCookie(`${PREFERENCES_COOKIE}=ar.GBP`)).toEqual({ ...defaultPreferences, language: 'ar' });
    expect(preferencesOfCookie(`${PREFERENCES_COOKIE}=<script>`)).toEqual(defaultPreferences);
  });
});
