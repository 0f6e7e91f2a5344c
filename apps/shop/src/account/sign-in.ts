import type { BodyOf, login, register, Shopper } from '@juicyin/contract';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api.ts';
import { useApiClient } from '../api-client.tsx';
import { guestBag } from '../bag/guest-bag.ts';
import { sessionChanged } from '../router/router.tsx';
import { guestWishlist } from '../wishlist/guest-wishlist.ts';
import { broadcast } from './cross-tab.ts';
import { accountKeys } from './keys.ts';

export type SignInInput = BodyOf<typeof login>;
export type RegisterInput = BodyOf<typeof register>;

/**
 * After sign-in or registration: the guest's bag and wishlist go into the account (the API adds
 * quantities per variant) and the browser's copies are cleared. A failed merge keeps the guest's
 * copy, so nothing is lost; the shopper is signed in either way.
 */
export async function mergeGuestState(client: ApiClient): Promise<void> {
  const bag = guestBag.get();
  const wishlist = guestWishlist.get();
  await Promise.all([
    bag.lines.length > 0
      ? client
          .request('mergeBag', { body: { lines: bag.lines.map(({ sku, quantity }) => ({ sku, quantity })) } })
          .then(() => guestBag.clear())
      : undefined,
    wishlist.skus.length > 0
      ? client.request('mergeWishlist', { body: { skus: [...wishlist.skus] } }).then(() => guestWishlist.clear())
      : undefined,
  ]).catch(() => undefined);
}

async function signedIn(queryClient: QueryClient, client: ApiClient, shopper: Shopper): Promise<Shopper> {
  await mergeGuestState(client);
  // Reset, not removed: mounted hooks keep observing the same queries.
  await Promise.all([
    queryClient.resetQueries({ queryKey: accountKeys.bag() }),
    queryClient.resetQueries({ queryKey: accountKeys.wishlist() }),
  ]);
  queryClient.setQueryData(accountKeys.me(), shopper);
  broadcast('session');
  // Pages that depend on who is signed in (the staff dashboard) are resolved again.
  sessionChanged();
  return shopper;
}

/**
 * Signing in, registering and asking for a new password (the sign-in dialog, checkout's sign-in
 * step): sign-in and registration merge the guest's bag and wishlist into the account, and every
 * change reaches the shop's other tabs. Signing out and who is signed in are `useSession`'s.
 */
export function useSignIn() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const signIn = useMutation({
    mutationFn: async (input: SignInInput) => {
      const { shopper } = await client.request('login', { body: input });
      return signedIn(queryClient, client, shopper);
    },
  });
  const registerMutation = useMutation({
    mutationFn: async (input: RegisterInput) => {
      const { shopper } = await client.request('register', { body: input });
      return signedIn(queryClient, client, shopper);
    },
  });
  const forgotPassword = useMutation({
    mutationFn: (email: string) => client.request('forgotPassword', { body: { email } }),
  });
  return { signIn, register: registerMutation, forgotPassword };
}
