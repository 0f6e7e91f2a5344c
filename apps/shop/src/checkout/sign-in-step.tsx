import { AuthForms, type AuthTab } from '@juicyin/ui/auth-modal';
import { useState } from 'react';
import { apiErrors } from '../account/api-messages.ts';
import { useSignIn } from '../account/sign-in.ts';
import { useLanguage, useMessages } from '../i18n/messages-provider.tsx';
import { useConnectionGate } from '../offline/needs-connection.tsx';
import { pathTo } from '../paths.ts';

/**
 * Step 1, SIGN IN, for a visitor: the sign-in dialog's forms shown in the page. Signing in or
 * registering keeps the bag (the guest's lines join the account's) and moves on to step 2. Offline
 * the forms are disabled with the reason.
 */
export function SignInStep() {
  const t = useMessages();
  const language = useLanguage();
  const session = useSignIn();
  const [tab, setTab] = useState<AuthTab>('sign-in');
  const gate = useConnectionGate();
  const errorsOf = (mutation: { error: unknown; isError: boolean }) =>
    mutation.isError ? apiErrors(t, mutation.error) : undefined;

  return (
    <section className="shop-checkout__section shop-checkout__sign-in" aria-labelledby="checkout-sign-in-title">
      <h2 id="checkout-sign-in-title" className="shop-checkout__heading">
        {t('checkout.signIn.title')}
      </h2>
      <p>{t('checkout.signIn.note')}</p>
      {gate.reason}
      {/* Offline, signing in or registering needs the server: every field and button is disabled. */}
      <fieldset className="shop-checkout__sign-in-forms" disabled={gate.blocked} aria-describedby={gate.describedBy}>
        <AuthForms
          tab={tab}
          onTabChange={(next) => {
            session.signIn.reset();
            session.register.reset();
            setTab(next === 'forgot-password' ? 'sign-in' : next);
          }}
          termsHref={pathTo('terms')}
          signInErrors={errorsOf(session.signIn)}
          registerErrors={errorsOf(session.register)}
          onSignIn={(values) => {
            if (!session.signIn.isPending) session.signIn.mutate(values);
          }}
          onRegister={({ acceptTerms, ...values }) => {
            if (session.register.isPending || !acceptTerms) return;
            session.register.mutate({ ...values, acceptTerms, locale: language });
          }}
        />
      </fieldset>
    </section>
  );
}
