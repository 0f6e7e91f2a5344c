import { Button } from '@juicyin/ui/button';
import { useMessages } from '../i18n/messages-provider.tsx';
import { type ApplyUpdate, useUpdateWaiting } from './update-store.ts';

/** "A new version is ready" with its Reload to update button. */
export function UpdatePromptView({ onReload }: { readonly onReload: ApplyUpdate }) {
  const t = useMessages();
  return (
    <div role="status" className="shop-update-prompt">
      <p className="shop-update-prompt__text">{t('offline.update.ready')}</p>
      <Button size="sm" onPress={onReload}>
        {t('offline.update.reload')}
      </Button>
    </div>
  );
}

/**
 * Shown when a new version of the shop is installed and waiting. The page in use keeps running the
 * version it started with until the shopper presses Reload to update.
 */
export function UpdatePrompt() {
  const apply = useUpdateWaiting();
  return apply ? <UpdatePromptView onReload={apply} /> : null;
}
