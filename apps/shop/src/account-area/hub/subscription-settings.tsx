import type { NotificationSettings, Shopper } from '@juicyin/contract';
import { Button } from '@juicyin/ui/button';
import { Checkbox } from '@juicyin/ui/checkbox';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type SyntheticEvent, useState } from 'react';
import { useApiClient } from '../../api-client.tsx';
import { accountKeys } from '../../account/keys.ts';
import { useMessages } from '../../i18n/messages-provider.tsx';

/** Saves the shopper's subscriptions; the answer (the shopper) replaces the cached "me". */
function useSaveSubscriptions() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationSettings) => client.request('updateNotificationSettings', { body }),
    onSuccess: (shopper: Shopper) => {
      queryClient.setQueryData(accountKeys.me(), shopper);
    },
  });
}

/**
 * Subscription setting: Email (balance update, point expiration), Messages and Newsletter as
 * checkboxes, saved with one button; it says when they are saved, or why they were not.
 */
export function SubscriptionSettings({ shopper }: { readonly shopper: Shopper }) {
  const t = useMessages();
  const save = useSaveSubscriptions();
  const [settings, setSettings] = useState<NotificationSettings>(shopper.notifications);
  const change = (key: keyof NotificationSettings) => (value: boolean) => {
    save.reset();
    setSettings((current) => ({ ...current, [key]: value }));
  };
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate(settings);
  };
  return (
    <section className="shop-hub-settings" aria-labelledby="hub-settings">
      <h2 id="hub-settings" className="shop-hub-box__title">
        {t('account.hub.settings.title')}
      </h2>
      <form onSubmit={submit} className="shop-hub-settings__form">
        <fieldset className="shop-hub-settings__group">
          <legend>{t('account.hub.settings.email')}</legend>
          <Checkbox isSelected={settings.balanceUpdate} onChange={change('balanceUpdate')}>
            {t('account.hub.settings.balanceUpdate')}
          </Checkbox>
          <Checkbox isSelected={settings.pointExpiration} onChange={change('pointExpiration')}>
            {t('account.hub.settings.pointExpiration')}
          </Checkbox>
        </fieldset>
        <Checkbox
          isSelected={settings.messages}
          onChange={change('messages')}
          description={t('account.hub.settings.messagesText')}
        >
          {t('account.hub.settings.messages')}
        </Checkbox>
        <Checkbox
          isSelected={settings.newsletter}
          onChange={change('newsletter')}
          description={t('account.hub.settings.newsletterText')}
        >
          {t('account.hub.settings.newsletter')}
        </Checkbox>
        <div className="shop-hub-settings__actions">
          <Button type="submit" variant="secondary" isPending={save.isPending}>
            {t('account.hub.settings.save')}
          </Button>
          <p role="status" className="shop-hub-settings__saved">
            {save.isSuccess ? t('account.hub.settings.saved') : null}
          </p>
        </div>
        {save.isError ? (
          <p role="alert" className="shop-hub-settings__failed">
            {t('account.hub.settings.failed')}
          </p>
        ) : null}
      </form>
    </section>
  );
}
