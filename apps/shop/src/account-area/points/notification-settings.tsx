import type { Shopper } from '@juicyin/contract';
import { Button } from '@juicyin/ui/button';
import { Checkbox } from '@juicyin/ui/checkbox';
import { useState } from 'react';
import { useMessages } from '../../i18n/messages-provider.tsx';
import { useSaveNotifications } from './points-queries.ts';

/**
 * 'Email Notification Setting': the two points e-mails (balance update, point expiration) and
 * 'Save subscription setting'. The newsletter and messages settings are sent back unchanged.
 */
export function NotificationSettings({ shopper }: { readonly shopper: Shopper }) {
  const t = useMessages();
  const save = useSaveNotifications();
  const [balanceUpdate, setBalanceUpdate] = useState(shopper.notifications.balanceUpdate);
  const [pointExpiration, setPointExpiration] = useState(shopper.notifications.pointExpiration);
  return (
    <section className="shop-points__settings" aria-labelledby="points-settings">
      <h2 id="points-settings" className="shop-points__heading">
        {t('account.points.notify.title')}
      </h2>
      <form
        className="shop-points__settings-form"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate({ ...shopper.notifications, balanceUpdate, pointExpiration });
        }}
      >
        <Checkbox
          isSelected={balanceUpdate}
          onChange={(selected) => {
            save.reset();
            setBalanceUpdate(selected);
          }}
        >
          {t('account.points.notify.balance')}
        </Checkbox>
        <Checkbox
          isSelected={pointExpiration}
          onChange={(selected) => {
            save.reset();
            setPointExpiration(selected);
          }}
        >
          {t('account.points.notify.expiry')}
        </Checkbox>
        <div className="shop-points__settings-actions">
          <Button type="submit" isDisabled={save.isPending}>
            {t('account.points.notify.save')}
          </Button>
          <p role="status" className="shop-points__settings-status">
            {save.isSuccess ? t('account.points.notify.saved') : ''}
          </p>
          <p role="alert" className="shop-points__settings-status">
            {save.isError ? t('account.points.notify.failed') : ''}
          </p>
        </div>
      </form>
    </section>
  );
}
