import { ApiError, type BodyOf, type login, type register, type Shopper } from '@juicyin/contract';
import { queryOptions, type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api.ts';
import { useApiClient } from '../api-client.tsx';
import { guestBag } from '../bag/guest-bag.ts';
import { clearPersonalCaches } from '../offline/personal-caches.ts';
import { guestWishlist } from '../wishlist/guest-wishlist.ts';
import { sessionChanged } from '../router/router.tsx';
import { broadcast, useCrossTabSync } from './cross-tab.ts';
import { accountKeys } from './keys.ts';

/**
 * The API's "signed in" mark: a cookie the page can read, set and ended with the HttpOnly session
 * cookie (`__Host-` over https). Without it a visitor is a guest and the shop does not ask the API,
 * so a visitor's page makes no request that answers 401 (which the browser logs as an error, and
 * Lighthouse counts). A sign-in made anywhere (another tab, an e-mail link) sets it. Production
 * builds only: stories and tests against MSW have no such cookie.
 */
const signedInMark = /(?:^|;\s*)(?:__Host-)?juicyin_signed_in=1(?:;|$)/;

export function hasSignedInMark(): boolean {
  return signedInMark.test(document.cookie);
}

/** The session ended on the server (expired, signed out elsewhere): its mark goes too. */
function forgetSignedInMark(): void {
  document.cookie = 'juicyin_signed_in=; Max-Age=0; Path=/; SameSite=Lax';
  if (location.protocol === 'https:')
    document.cookie = '__Host-juicyin_signed_in=; Max-Age=0; Path=/; Secure; SameSite=Lax';
}

/** The signed-in shopper, or `null` for a guest (the API's 401 is not an error here). */
export function meQuery(client: ApiClient) {
  return queryOptions({
    queryKey: accountKeys.me(),
    queryFn: async ({ signal }): Promise<Shopper | null> => {
      if (import.meta.env.PROD && !hasSignedInMark()) return null;
      try {
        return await client.request('getMe', { signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) {
          forgetSignedInMark();
          return null;
        }
        throw error;
      }
    },
    staleTime: 60_000,
  });
}

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

export type SessionStatus = 'loading' | 'signed-in' | 'signed-out' | 'error';

/**
 * The current shopper through the account "me" endpoint, and the sign in / register / sign out /
 * forgot password actions. Sign-in and registration merge the guest's bag and wishlist into the
 * account; every change reaches the shop's other tabs.
 */
export function useSession() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  useCrossTabSync();
  const me = useQuery(meQuery(client));
  const status: SessionStatus = me.isPending
    ? 'loading'
    : me.isError
      ? 'error'
      : me.data === null
        ? 'signed-out'
        : 'signed-in';

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
  const signOut = useMutation({
    mutationFn: async () => {
      await client.request('logout');
      // The offline worker's saved orders of this shopper go with the session.
      await clearPersonalCaches().catch(() => undefined);
      // The shopper's data goes; "me" stays in the cache (mounted hooks observe it) and becomes a guest.
      queryClient.setQueryData(accountKeys.me(), null);
      queryClient.removeQueries({ queryKey: accountKeys.all, predicate: (query) => query.queryKey[1] !== 'me' });
      broadcast('session');
      sessionChanged();
    },
  });
  const forgot = useMutation({
    mutationFn: (email: string) => client.request('forgotPassword', { body: { email } }),
  });

  return {
    status,
    /** The shopper when signed in; `null` for a guest; `undefined` while loading. */
    shopper: me.data,
    isSignedIn: status === 'signed-in',
    refetch: me.refetch,
    signIn,
    register: registerMutation,
    signOut,
    forgotPassword: forgot,
  };
}

export type Session = ReturnType<typeof useSession>;
