import { lazy, Suspense } from 'react';
import { useBag } from '../bag/use-bag.ts';
import type { HeaderSession } from '../shell/shop-header.tsx';
import { withMessages } from '../i18n/with-messages.ts';
import { pathTo } from '../paths.ts';
import { useWishlist } from '../wishlist/use-wishlist.ts';
import { openAuthDialog, useAuthDialog } from './auth-dialog-state.ts';
import { useSession } from './session.ts';

const CartPanel = lazy(async () => ({ default: (await import('../bag/cart-panel.tsx')).CartPanel }));
const AuthDialog = lazy(async () => ({
  default: (await withMessages('auth', import('./auth-dialog.tsx'))).AuthDialog,
}));

/**
 * The header's session part, as props of the kit's Header: the shopper (profile menu with My
 * Profile, My Order → /order-page, Sign Out) or Sign in, the wishlist and bag counts, and the bag
 * panel (its code loads when the panel opens). My Profile leads to the account hub (`user-account`).
 */
export function useHeaderAccount(): HeaderSession {
  const session = useSession();
  const bag = useBag({ priced: false });
  const wishlist = useWishlist({ priced: false });
  return {
    user: session.shopper ? { firstName: session.shopper.firstName } : null,
    profileHref: pathTo('account'),
    ordersHref: pathTo('orders'),
    onSignIn: () => {
      openAuthDialog('sign-in');
    },
    onSignOut: () => {
      session.signOut.mutate();
    },
    wishlistCount: wishlist.count ?? 0,
    cartCount: bag.count ?? 0,
    cart: (
      <Suspense fallback={null}>
        <CartPanel />
      </Suspense>
    ),
  };
}

/** The sign-in dialog, mounted (and its code loaded) only once a shopper opens it. */
export function AccountDialogs() {
  const view = useAuthDialog();
  if (view === null) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialog />
    </Suspense>
  );
}
