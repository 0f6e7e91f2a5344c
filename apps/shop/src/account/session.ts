import { ApiError, type Shopper } from '@juicyin/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api.ts';
import { useApiClient } from '../api-client.tsx';
import { clearPersonalCaches } from '../offline/personal-caches.ts';
import { sessionChanged } from '../router/router.tsx';
import { broadcast, useCrossTabSync } from './cross-tab.ts';
import { accountKeys } from './keys.ts';
import { hasSignedInMark } from './signed-in-mark.ts';

/** The session ended on the server (expired, signed out elsewhere): its mark goes too. */
function forgetSignedInMark(): void {
  document.cookie = 'juicyin_signed_in=; Max-Age=0; Path=/; SameSite=Lax';
  if (location.protocol === 'https:')
    document.cookie = '__Host-juicyin_signed_in=; Max-Age=0; Path=/; Secure; SameSite=Lax';
}

/**
 * Who the API says is signed in with the request's session: the shopper, or `null` when no one is
 * (its 401 is not an error here). The server renderer asks it with a shopper's cookies.
 */
export async function fetchShopper(client: ApiClient, signal?: AbortSignal): Promise<Shopper | null> {
  try {
    return await client.request('getMe', signal ? { signal } : {});
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** The signed-in shopper, or `null` for a guest (the API's 401 is not an error here). */
export function meQuery(client: ApiClient) {
  return queryOptions({
    queryKey: accountKeys.me(),
    queryFn: async ({ signal }): Promise<Shopper | null> => {
      // Stories and tests against MSW have no mark (production builds only).
      if (import.meta.env.PROD && !hasSignedInMark()) return null;
      const shopper = await fetchShopper(client, signal);
      // The session ended on the server: the mark goes too.
      if (shopper === null) forgetSignedInMark();
      return shopper;
    },
    staleTime: 60_000,
  });
}

export type SessionStatus = 'loading' | 'signed-in' | 'signed-out' | 'error';

/**
 * The current shopper through the account "me" endpoint, and signing out; every change reaches the
 * shop's other tabs. Signing in, registering and asking for a new password are `useSignIn`'s (the
 * forms that do them load later).
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

  return {
    status,
    /** The shopper when signed in; `null` for a guest; `undefined` while loading. */
    shopper: me.data,
    isSignedIn: status === 'signed-in',
    refetch: me.refetch,
    signOut,
  };
}

export type Session = ReturnType<typeof useSession>;
