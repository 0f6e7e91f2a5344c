import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Preferences, PREFERENCES_COOKIE, PREFERENCES_KEY } from './preferences.ts';
import {
  adoptPreferences,
  keepPreferencesCookie,
  RenderedPreferencesProvider,
  resetPreferencesCache,
  usePreferences,
} from './use-preferences.ts';

const arabic: Preferences = { language: 'ar', currency: 'SAR', country: 'SA' };
const english: Preferences = { language: 'en', currency: 'USD', country: 'AE' };

function ShownLanguage() {
  const [{ language, currency }] = usePreferences();
  return <p>{`${language} ${currency}`}</p>;
}

const cookie = () => document.cookie.split('; ').find((pair) => pair.startsWith(`${PREFERENCES_COOKIE}=`));

beforeEach(() => {
  localStorage.clear();
  document.cookie = `${PREFERENCES_COOKIE}=; max-age=0; path=/`;
  resetPreferencesCache();
});
afterEach(() => vi.restoreAllMocks());

describe('preferences between the server and the browser', () => {
  it('are given to the server in a cookie whenever they change', () => {
    adoptPreferences(arabic);
    expect(cookie()).toBe(`${PREFERENCES_COOKIE}=ar.SAR.SA`);
    expect(JSON.parse(localStorage.getItem(PREFERENCES_KEY) ?? 'null')).toEqual(arabic);
  });

  it('are put in the cookie when the shop starts, for a choice kept from before the cookie existed', () => {
    localStorage.setItem(PREFERENCES_KEY, JSON.stringify(english));
    keepPreferencesCookie();
    expect(cookie()).toBe(`${PREFERENCES_COOKIE}=en.USD.AE`);
  });

  it('take over a server-rendered page in the preferences it was rendered in, then show the shopper’s own', () => {
    localStorage.setItem(PREFERENCES_KEY, JSON.stringify(english));
    const container = document.createElement('div');
    const page = (
      <RenderedPreferencesProvider value={arabic}>
        <ShownLanguage />
      </RenderedPreferencesProvider>
    );
    container.innerHTML = renderToString(page);
    expect(container.textContent).toBe('ar SAR');
    const errors = vi.spyOn(console, 'error');
    act(() => {
      hydrateRoot(container, page, { onRecoverableError: (error) => console.error(error) });
    });
    expect(container.textContent).toBe('en USD');
    expect(errors).not.toHaveBeenCalled();
  });

  it('take over a page rendered in the shopper’s own preferences without rendering it again', () => {
    adoptPreferences(arabic);
    const rendered = vi.fn();
    function CountedLanguage() {
      rendered();
      return <ShownLanguage />;
    }
    function Reader() {
      usePreferences();
      return <CountedLanguage />;
    }
    const container = document.createElement('div');
    // The page state's own copy, as the server wrote it: equal to the shopper's, not the same object.
    const page = (
      <RenderedPreferencesProvider value={{ ...arabic }}>
        <Reader />
      </RenderedPreferencesProvider>
    );
    container.innerHTML = renderToString(page);
    rendered.mockClear();
    act(() => {
      hydrateRoot(container, page);
    });
    expect(container.textContent).toBe('ar SAR');
    expect(rendered).toHaveBeenCalledTimes(1);
  });
});
