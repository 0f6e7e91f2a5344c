import { createLocalStore, useLocalStore } from '../bag/local-store.ts';

export const LAST_SEARCH_KEY = 'juicyin.lastSearch';

/** The longest query the catalogue's search accepts. */
const MAX_WORDS = 100;

/** A search query as kept: spaces collapsed and trimmed, at most 100 characters; `''` for none. */
export function normaliseSearch(words: unknown): string {
  if (typeof words !== 'string') return '';
  return words.replace(/\s+/g, ' ').trim().slice(0, MAX_WORDS).trim();
}

/** The shopper's last search query, kept in this browser (PRODUCT.md §2), shared by its tabs. */
export const lastSearch = createLocalStore(LAST_SEARCH_KEY, normaliseSearch, '');

/** Remembers a search the shopper made; an empty query leaves the last one in place. */
export function rememberSearch(words: string): void {
  const kept = normaliseSearch(words);
  if (kept !== '' && kept !== lastSearch.get()) lastSearch.set(kept);
}

/** The shopper's last search query (`''` when they have not searched in this browser). */
export function useLastSearch(): string {
  return useLocalStore(lastSearch);
}
