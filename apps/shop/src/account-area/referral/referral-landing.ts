import { useEffect } from 'react';
import { openAuthDialog } from '../../account/auth-dialog-state.ts';
import { useSession } from '../../account/session.ts';
import { useLocation } from '../../router/hooks.ts';
import { rememberReferral } from './referral-link.ts';

/**
 * A visitor arriving by a friend's referral link (`/?ref=CODE`): the code is kept for the tab (the
 * sign-up form sends it) and the Register form opens. A signed-in shopper's page is left alone.
 */
export function useReferralLanding(): void {
  const { search } = useLocation();
  const { status } = useSession();
  useEffect(() => {
    if (status !== 'signed-out') return;
    if (rememberReferral(search) !== null) openAuthDialog('register');
  }, [search, status]);
}
