import { useSyncExternalStore } from 'react';

/** Which view of the sign-in dialog is open, if any. */
export type AuthView = 'sign-in' | 'register' | 'forgot-password';

let view: AuthView | null = null;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

/** Opens the sign-in dialog (from the header, or from any screen that needs a shopper). */
export function openAuthDialog(next: AuthView = 'sign-in'): void {
  view = next;
  notify();
}

export function closeAuthDialog(): void {
  view = null;
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The open view of the sign-in dialog, or `null` when it is closed. */
export function useAuthDialog(): AuthView | null {
  return useSyncExternalStore(
    subscribe,
    () => view,
    () => null,
  );
}
