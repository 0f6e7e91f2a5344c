import { Button } from '@juicyin/ui/button';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApiClient } from '../api-client.tsx';
import { useLanguage, useMessages } from '../i18n/messages-provider.tsx';
import { storeSettingsQuery } from '../shell/store-settings.ts';
import './widget-contract.ts';
import './widgets.css';

type OptInState = 'idle' | 'pending' | 'on' | 'unavailable';

/**
 * 'Get order updates' on an order's tracking page, shown only when the store configures a push
 * notification script (`widgets.push`). Nothing third-party loads until the shopper presses it:
 * then the script loader (its own chunk) loads the script and the shop calls
 * `window.JuicyinPush.subscribe` (./widget-contract.ts). A script that cannot be loaded or refuses
 * says updates are unavailable, with Try again (a new attempt).
 */
export function PushOptIn({ orderNumber }: { readonly orderNumber: string }) {
  const t = useMessages();
  const language = useLanguage();
  const client = useApiClient();
  const settings = useQuery(storeSettingsQuery(client));
  const [state, setState] = useState<OptInState>('idle');
  const push = settings.data?.widgets.push;
  if (!push) return null;

  const optIn = async () => {
    setState('pending');
    try {
      const { loadScript } = await import('../scripts/load-script.ts');
      const result = await loadScript(push.scriptUrl);
      const widget = window.JuicyinPush;
      if (!result.loaded || typeof widget?.subscribe !== 'function') {
        setState('unavailable');
        return;
      }
      await widget.subscribe({ orderNumber, language });
      setState('on');
    } catch {
      // The loader's chunk could not be fetched, or the script refused (permission denied).
      setState('unavailable');
    }
  };

  return (
    <div className="shop-widget shop-widget--push">
      {state === 'on' ? (
        <p role="status">{t('orders.push.on')}</p>
      ) : state === 'unavailable' ? (
        <div className="shop-widget__unavailable">
          <p role="alert">{t('orders.push.unavailable')}</p>
          <Button variant="secondary" onPress={() => void optIn()}>
            {t('orders.push.retry')}
          </Button>
        </div>
      ) : (
        <Button variant="secondary" isDisabled={state === 'pending'} onPress={() => void optIn()}>
          {t('orders.push.optIn')}
        </Button>
      )}
    </div>
  );
}
