import { type ReactNode, useId } from 'react';
import { useMessages } from '../i18n/messages-provider.tsx';
import { useOnline } from './online.ts';
import './notes.css';

export interface ConnectionGate {
  /** Offline, and the action needs the server: its button is disabled. */
  readonly blocked: boolean;
  /** The reason's id, for the disabled button's `aria-describedby`. */
  readonly describedBy: string | undefined;
  /** The reason shown beside the button while blocked. */
  readonly reason: ReactNode;
}

/**
 * For an action that needs the server (a signed-in shopper's Add to bag, Confirm Order, sending a
 * review): offline it is disabled with the reason shown, never queued to be sent later.
 * `needsServer: false` (a guest's bag, kept in the browser) leaves it enabled.
 */
export function useConnectionGate(needsServer = true): ConnectionGate {
  const t = useMessages();
  const online = useOnline();
  const id = useId();
  const blocked = needsServer && !online;
  return {
    blocked,
    describedBy: blocked ? id : undefined,
    reason: blocked ? (
      <p id={id} className="shop-needs-connection">
        {t('offline.needsConnection')}
      </p>
    ) : null,
  };
}
