import { ApiError } from '@juicyin/contract';
import { checkPassword } from '@juicyin/domain';
import { Button } from '@juicyin/ui/button';
import { PasswordField } from '@juicyin/ui/password-field';
import { useMutation } from '@tanstack/react-query';
import { type SyntheticEvent, useState } from 'react';
import { useSearchParams } from '../router/hooks.ts';
import { useApiClient } from '../api-client.tsx';
import { useMessages } from '../i18n/messages-provider.tsx';
import { apiErrors } from './api-messages.ts';
import { openAuthDialog } from './auth-dialog-state.ts';
import './account-pages.css';
import { PageHead } from '../shell/page-head.tsx';

type Field = 'password' | 'confirm';

/**
 * `reset-password?token=…` (the link in the reset e-mail): the new password twice, checked
 * against the domain's policy (at least 8 characters, not a common password); then sign in with
 * it. A used or expired link says so (the API's reason) and offers a new one.
 */
export function ResetPasswordPage() {
  const t = useMessages();
  const client = useApiClient();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const reset = useMutation({
    mutationFn: (newPassword: string) => client.request('resetPassword', { body: { token, password: newPassword } }),
  });

  const linkDead = token === '' || (reset.error instanceof ApiError && reset.error.status === 410);

  if (reset.isSuccess) {
    return (
      <div className="shop-account-page">
        <PageHead title={t('resetPassword.pageTitle')} description={t('resetPassword.pageDescription')} />
        <h1>{t('resetPassword.title')}</h1>
        <p role="status" className="shop-account-page__success">
          {t('resetPassword.success')}
        </p>
        <Button onPress={() => openAuthDialog('sign-in')}>{t('resetPassword.signIn')}</Button>
      </div>
    );
  }

  if (linkDead) {
    return (
      <div className="shop-account-page">
        <PageHead title={t('resetPassword.pageTitle')} description={t('resetPassword.pageDescription')} />
        <h1>{t('resetPassword.title')}</h1>
        <div role="alert" className="shop-account-page__problem">
          <h2>{t('resetPassword.failed')}</h2>
          <p>{token === '' ? t('resetPassword.missing') : (apiErrors(t, reset.error)['form'] ?? '')}</p>
        </div>
        <Button onPress={() => openAuthDialog('forgot-password')}>{t('resetPassword.requestNew')}</Button>
      </div>
    );
  }

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const check = checkPassword(password);
    const next: Partial<Record<Field, string>> = {};
    if (!check.ok) next.password = t(check.reason === 'too_short' ? 'auth.error.tooShort' : 'auth.error.tooCommon');
    if (confirm !== password) next.confirm = t('resetPassword.mismatch');
    setErrors(next);
    if (Object.keys(next).length === 0) reset.mutate(password);
  };
  const server = reset.isError ? apiErrors(t, reset.error) : {};
  const passwordError = errors.password ?? server['password'];

  return (
    <div className="shop-account-page">
      <PageHead title={t('resetPassword.pageTitle')} description={t('resetPassword.pageDescription')} />
      <h1>{t('resetPassword.title')}</h1>
      <form className="shop-account-page__form" noValidate onSubmit={submit}>
        <PasswordField
          label={t('resetPassword.password')}
          description={t('resetPassword.hint')}
          autoComplete="new-password"
          isRequired
          value={password}
          onChange={setPassword}
          isInvalid={passwordError !== undefined}
          errorMessage={passwordError}
        />
        <PasswordField
          label={t('resetPassword.confirm')}
          autoComplete="new-password"
          isRequired
          value={confirm}
          onChange={setConfirm}
          isInvalid={errors.confirm !== undefined}
          errorMessage={errors.confirm}
        />
        {server['form'] && !server['password'] ? <p role="alert">{server['form']}</p> : null}
        <Button type="submit" isDisabled={reset.isPending}>
          {t('resetPassword.submit')}
        </Button>
      </form>
    </div>
  );
}
