import { useSyncExternalStore } from 'react';

/** Applies the waiting version of the shop (the worker takes over, then the page reloads). */
export type ApplyUpdate = () => void;

let apply: ApplyUpdate | null = null;
const listeners = new Set<() => void>();

/** The registration says a new version is installed and waiting; `null` when none is. */
export function setUpdateWaiting(next: ApplyUpdate | null): void {
  apply = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** How to apply the waiting version, or `null` when the shop is up to date. */
export function useUpdateWaiting(): ApplyUpdate | null {
  return useSyncExternalStore(
    subscribe,
    () => apply,
    () => null,
  );
}
