import { useSyncExternalStore } from 'react';
import { useLanguage } from '../i18n/messages-provider.tsx';
import { canonicalUrl } from './page-address.ts';
import { useShopOrigin } from './shop-origin.tsx';

const noChanges = () => () => undefined;

/**
 * The origin to put before a path: the shop's public origin where one is provided (on the server and
 * in the browser alike, so a hydrated page keeps the server's addresses), else the browser's own.
 * Read as an external store, not from `window` during render: a server render without a provided
 * origin gives `''` (the path alone).
 */
export function usePageOrigin(): string {
  const provided = useShopOrigin();
  return useSyncExternalStore(
    noChanges,
    () => provided || window.location.origin,
    () => provided,
  );
}

/** The absolute address of `path` on this shop (share links, copied links). */
export function usePageUrl(path: string): string {
  return usePageOrigin() + path;
}

/** The absolute address `path` is listed at in the language shown (`canonicalUrl`): a page's canonical address. */
export function useCanonicalUrl(path: string): string {
  return canonicalUrl(usePageOrigin(), path, useLanguage());
}
