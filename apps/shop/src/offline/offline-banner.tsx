import { useEffect, useState } from 'react';
import { useMessages } from '../i18n/messages-provider.tsx';
import { useOnline } from './online.ts';

/** How long "back online" stays before the bar empties again. */
const BACK_ONLINE_SHOWN_MS = 8000;

export type ConnectionNote = 'offline' | 'back-online' | null;

/** The connection bar as it shows a note: a live region that is always there, so a change is announced. */
export function OfflineBannerView({ note }: { readonly note: ConnectionNote }) {
  const t = useMessages();
  return (
    <div role="status" className="shop-offline-banner" data-note={note ?? undefined}>
      {note === 'offline' ? t('offline.banner.offline') : note === 'back-online' ? t('offline.banner.back') : null}
    </div>
  );
}

/**
 * Says when the shop has lost its connection (what was seen still reads; what needs the server is
 * turned off) and, for a few seconds, when it is back.
 */
export function OfflineBanner() {
  const online = useOnline();
  const [wasOffline, setWasOffline] = useState(!online);
  if (!online && !wasOffline) setWasOffline(true);
  useEffect(() => {
    if (!online || !wasOffline) return;
    const timer = setTimeout(() => setWasOffline(false), BACK_ONLINE_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [online, wasOffline]);
  return <OfflineBannerView note={online ? (wasOffline ? 'back-online' : null) : 'offline'} />;
}
