import { Button } from '@juicyin/ui/button';
import { PasswordField } from '@juicyin/ui/password-field';
import { type SyntheticEvent, useState } from 'react';
import { useMessages } from '../../i18n/messages-provider.tsx';
import { FocusOnOpen } from './focus-on-open.tsx';
import { profileErrors } from './profile-errors.ts';
import { useChangePassword } from './use-profile.ts';

/**
 * The password: hidden, with Edit; editing asks for the current password and the new one, which
 * the API checks (the domain's rules: at least 8 characters, not a common password) and refuses
 * with its message on the field.
 */
export function PasswordSection() {
  const t = useMessages();
  const change = useChangePassword();
  const [editing, setEditing] = useState(false);
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const errors = change.isError ? profileErrors(t, change.error) : {};
  const label = t('account.profile.password');

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (change.isPending) return;
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          setEditing(false);
          setCurrentPassword('');
          setNewPassword('');
        },
      },
    );
  };

  if (!editing) {
    return (
      <section className="shop-profile__password" aria-labelledby="profile-password">
        <div className="shop-profile__row">
          <dl className="shop-profile__fact">
            <dt id="profile-password">{label}</dt>
            <dd>{t('account.profile.passwordHidden')}</dd>
          </dl>
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('account.profile.editField', { field: label })}
            onPress={() => {
              change.reset();
              setEditing(true);
            }}
          >
            {t('account.profile.edit')}
          </Button>
        </div>
        <p role="status" className="shop-profile__status">
          {change.isSuccess ? t('account.profile.passwordChanged') : ''}
        </p>
      </section>
    );
  }

  return (
    <section className="shop-profile__password" aria-labelledby="profile-password">
      <h2 id="profile-password" className="shop-profile__subheading">
        {t('account.profile.changePassword')}
      </h2>
      <form className="shop-profile__form" noValidate onSubmit={submit}>
        <FocusOnOpen className="shop-profile__form">
          <PasswordField
            label={t('account.profile.currentPassword')}
            autoComplete="current-password"
            isRequired
            value={currentPassword}
            onChange={setCurrentPassword}
            isInvalid={errors['currentPassword'] !== undefined}
            errorMessage={errors['currentPassword']}
          />
          <PasswordField
            label={t('account.profile.newPassword')}
            description={t('account.profile.newPasswordHint')}
            autoComplete="new-password"
            isRequired
            value={newPassword}
            onChange={setNewPassword}
            isInvalid={errors['newPassword'] !== undefined}
            errorMessage={errors['newPassword']}
          />
        </FocusOnOpen>
        {errors['form'] ? <p role="alert">{errors['form']}</p> : null}
        <div className="shop-profile__actions">
          <Button type="submit" isDisabled={change.isPending}>
            {t('account.profile.changePassword')}
          </Button>
          <Button
            variant="secondary"
            isDisabled={change.isPending}
            onPress={() => {
              setEditing(false);
              setCurrentPassword('');
              setNewPassword('');
            }}
          >
            {t('account.profile.cancel')}
          </Button>
        </div>
      </form>
    </section>
  );
}
