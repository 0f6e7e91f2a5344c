import { useEffect, useState } from 'react';
import { formatEventTime } from '@juicyin/ui/shipment-tracker';
import { intlLocales } from '../i18n/messages.ts';
import { useLanguage, useMessages } from '../i18n/messages-provider.tsx';
import { useOnline } from './online.ts';
import './notes.css';

/** The API address of one of the shopper's order screens' answers, as the offline worker saves it. */
export const savedOrderPath = (number?: string, part?: 'tracking' | 'invoice') =>
  number === undefined ? '/api/me/orders' : `/api/me/orders/${encodeURIComponent(number)}${part ? `/${part}` : ''}`;

/** When the saved answer at `apiPath` was made (its `date` header), read from the worker's caches. */
function useSavedAt(apiPath: string, online: boolean): string | null {
  const [savedAt, setSavedAt] = useState<{ path: string; iso: string } | null>(null);
  useEffect(() => {
    if (online || typeof caches === 'undefined') return;
    let current = true;
    void caches.match(apiPath, { ignoreSearch: true }).then((saved) => {
      const date = saved?.headers.get('date');
      if (current && date) setSavedAt({ path: apiPath, iso: new Date(date).toISOString() });
    });
    return () => {
      current = false;
    };
  }, [apiPath, online]);
  return !online && savedAt?.path === apiPath ? savedAt.iso : null;
}

/** Offline, over an order screen read from the saved copy: when that copy was last updated. */
export function SavedCopyNote({ apiPath }: { readonly apiPath: string }) {
  const t = useMessages();
  const locale = intlLocales[useLanguage()];
  const savedAt = useSavedAt(apiPath, useOnline());
  if (savedAt === null) return null;
  return (
    <p className="shop-saved-copy">{t('offline.savedAt', { time: formatEventTime(locale, savedAt, 'Asia/Riyadh') })}</p>
  );
}
