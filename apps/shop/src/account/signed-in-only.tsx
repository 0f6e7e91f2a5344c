import { Button } from '@juicyin/ui/button';
import { EmptyState } from '@juicyin/ui/empty-state';
import { Skeleton } from '@juicyin/ui/skeleton';
import { type ReactNode, useEffect, useRef } from 'react';
import { QueryError } from '../catalogue/query-error.tsx';
import { openAuthDialog } from './auth-dialog-state.ts';
import { useSession } from './session.ts';

/** What the guard says, in the words of the page it guards. */
export interface SignedInOnlyTexts {
  /** While the session is checked. */
  readonly checking: string;
  /** Why a visitor must sign in first, e.g. "Sign in to see your orders". */
  readonly title: string;
  readonly description: string;
  readonly signIn: string;
}

/**
 * A page (or part of one) for a signed-in shopper only. A visitor is asked to sign in: the sign-in
 * dialog opens by itself once, and a Sign in button stays for when it was closed. Once signed in
 * (here, or in another tab), the guarded content shows in place, so the visitor lands on the page
 * they meant to open. Renders on the server too (nothing runs but the session query).
 */
export function SignedInOnly({ texts, children }: { readonly texts: SignedInOnlyTexts; readonly children: ReactNode }) {
  const session = useSession();
  const asked = useRef(false);
  const signedOut = session.status === 'signed-out';
  useEffect(() => {
    if (!signedOut || asked.current) return;
    asked.current = true;
    openAuthDialog('sign-in');
  }, [signedOut]);

  if (session.status === 'loading') {
    return (
      <div aria-busy="true" className="shop-signed-in-only">
        <p role="status">{texts.checking}</p>
        <Skeleton shape="rect" blockSize="6rem" />
      </div>
    );
  }
  if (session.status === 'error') return <QueryError onRetry={() => void session.refetch()} />;
  if (signedOut) {
    return (
      <EmptyState
        headingLevel={2}
        title={texts.title}
        description={texts.description}
        action={<Button onPress={() => openAuthDialog('sign-in')}>{texts.signIn}</Button>}
      />
    );
  }
  return children;
}
