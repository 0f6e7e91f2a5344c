import { AuthModal } from '@juicyin/ui/auth-modal';
import { useState } from 'react';
import { useLanguage, useMessages } from '../i18n/messages-provider.tsx';
import { apiErrors } from './api-messages.ts';
import { type AuthView, closeAuthDialog, openAuthDialog, useAuthDialog } from './auth-dialog-state.ts';
import { useSignIn } from './sign-in.ts';
import { pathTo } from '../paths.ts';
import {
  forgetReferral,
  forgetRefusedReferral,
  referralBody,
  withReferralError,
} from '../account-area/referral/referral-link.ts';

/**
 * The sign-in dialog (the kit's AuthModal) wired to the session: sign in, register (the guest's
 * bag and wishlist then join the account) and forgot password, with the API's reasons shown at
 * their fields. Loaded only when a shopper opens it.
 *
 * No `isPending` on its buttons: react-aria announces a pending button through a live-region node
 * (role="img", aria-labelledby the button's spinner) that outlives the spinner for 7 s, which axe
 * reports as an unnamed image. A second press while a request runs is ignored instead.
 */
export function AuthDialog() {
  const view = useAuthDialog();
  const session = useSignIn();
  const t = useMessages();
  const language = useLanguage();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const errorsOf = (mutation: { error: unknown; isError: boolean }) =>
    mutation.isError ? apiErrors(t, mutation.error) : undefined;

  const change = (next: AuthView) => {
    session.signIn.reset();
    session.register.reset();
    session.forgotPassword.reset();
    setSentTo(null);
    openAuthDialog(next);
  };

  return (
    <AuthModal
      isOpen={view !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) closeAuthDialog();
      }}
      tab={view ?? 'sign-in'}
      onTabChange={change}
      termsHref={pathTo('terms')}
      signInErrors={errorsOf(session.signIn)}
      registerErrors={withReferralError(errorsOf(session.register))}
      forgotPasswordErrors={errorsOf(session.forgotPassword)}
      forgotPasswordSent={sentTo !== null && session.forgotPassword.isSuccess}
      onSignIn={(values) => {
        if (session.signIn.isPending) return;
        session.signIn.mutate(values, { onSuccess: closeAuthDialog });
      }}
      onRegister={({ acceptTerms, ...values }) => {
        // The kit's terms checkbox is required: its form is not submitted until the box is ticked.
        if (session.register.isPending || !acceptTerms) return;
        session.register.mutate(
          { ...values, acceptTerms, locale: language, ...referralBody() },
          {
            onSuccess: () => {
              forgetReferral();
              closeAuthDialog();
            },
            onError: forgetRefusedReferral,
          },
        );
      }}
      onForgotPassword={({ email }) => {
        setSentTo(email);
        session.forgotPassword.mutate(email);
      }}
    />
  );
}
