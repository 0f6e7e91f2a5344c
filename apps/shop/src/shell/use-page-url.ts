import { useSyncExternalStore } from 'react';

const noChanges = () => () => undefined;
const browserOrigin = () => window.location.origin;
const noOrigin = () => '';

/**
 * The absolute address of `path` on this shop (share links, copied links). Read as an external
 * store, not from `window` during render: a server render (no window) gives the path alone.
 */
export function usePageUrl(path: string): string {
  return useSyncExternalStore(noChanges, browserOrigin, noOrigin) + path;
}
