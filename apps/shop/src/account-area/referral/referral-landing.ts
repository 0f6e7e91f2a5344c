import { useEffect } from 'react';
import { openAuthDialog } from '../../account/auth-dialog-state.ts';
import { useSession } from '../../account/session.ts';
import { useLocation } from '../../router/hooks.ts';

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

/** The query parameter a referral link carries: `/?ref=CODE`. */
export const REFERRAL_PARAM = 'ref';

/** Where the tab keeps the code of the referral link it arrived by (`referral-link.ts` reads it). */
export const REFERRAL_STORAGE_KEY = 'juicyin.referral';

const codePattern = /^[A-Za-z0-9]{4,20}$/;

/**
 * Remembers the code of a referral link the visitor arrived by (for this tab), so the sign-up form
 * sends it whenever they register. Called from an effect with the page's address.
 */
export function rememberReferral(search: string): string | null {
  const code = new URLSearchParams(search).get(REFERRAL_PARAM)?.trim();
  if (!code || !codePattern.test(code)) return null;
  try {
    sessionStorage.setItem(REFERRAL_STORAGE_KEY, code.toUpperCase());
  } catch {
    // Storage refused (private mode): the code is not kept, registration works without it.
  }
  return code.toUpperCase();
}
