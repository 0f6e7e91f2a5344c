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
 * turned off) and, for a few seconds (`backOnlineMs`; `null`: until the next change), when it is back.
 */
export function OfflineBanner({
  backOnlineMs = BACK_ONLINE_SHOWN_MS,
}: {
  readonly backOnlineMs?: number | null | undefined;
}) {
  const online = useOnline();
  const [wasOffline, setWasOffline] = useState(!online);
  if (!online && !wasOffline) setWasOffline(true);
  useEffect(() => {
    if (!online || !wasOffline || backOnlineMs === null) return;
    const timer = setTimeout(() => setWasOffline(false), backOnlineMs);
    return () => clearTimeout(timer);
  }, [online, wasOffline, backOnlineMs]);
  return <OfflineBannerView note={online ? (wasOffline ? 'back-online' : null) : 'offline'} />;
}
