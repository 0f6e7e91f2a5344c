import { afterEach, describe, expect, it } from 'vitest';
import { LAST_SEARCH_KEY, lastSearch, normaliseSearch, rememberSearch } from './last-search.ts';

afterEach(() => {
  localStorage.clear();
  lastSearch.reset();
});

describe('the last search', () => {
  it('is kept in the browser, spaces collapsed', () => {
    rememberSearch('  orange   juice ');
    expect(lastSearch.get()).toBe('orange juice');
    expect(JSON.parse(localStorage.getItem(LAST_SEARCH_KEY) ?? 'null')).toBe('orange juice');
    lastSearch.reset();
    expect(lastSearch.get()).toBe('orange juice');
  });

  it('is not replaced by an empty search', () => {
    rememberSearch('برتقال');
    rememberSearch('   ');
    expect(lastSearch.get()).toBe('برتقال');
  });

  it('reads anything unreadable in storage as no search, and cuts long queries to 100 characters', () => {
    localStorage.setItem(LAST_SEARCH_KEY, '{"q":1}');
    expect(lastSearch.get()).toBe('');
    expect(normaliseSearch(42)).toBe('');
    expect(normaliseSearch('a'.repeat(150))).toHaveLength(100);
  });

  it('follows a search made in another tab', () => {
    const seen: string[] = [];
    const stop = lastSearch.subscribe(() => seen.push(lastSearch.get()));
    localStorage.setItem(LAST_SEARCH_KEY, JSON.stringify('mango'));
    window.dispatchEvent(new StorageEvent('storage', { key: LAST_SEARCH_KEY }));
    stop();
    expect(seen).toEqual(['mango']);
  });
});
