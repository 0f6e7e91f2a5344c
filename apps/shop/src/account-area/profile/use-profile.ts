import type { BodyOf, Shopper, updateProfile } from '@juicyin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../api-client.tsx';
import { accountKeys } from '../../account/keys.ts';
import { usePreferences } from '../../preferences/use-preferences.ts';

export type ProfileChange = BodyOf<typeof updateProfile>;

/**
 * Saves changed profile fields (`PATCH /api/me`): the answer becomes the signed-in shopper
 * everywhere, and a preferred language the shop has (English, Arabic) becomes the shop's language.
 */
export function useSaveProfile() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [, setPreferences] = usePreferences();
  return useMutation({
    mutationFn: (change: ProfileChange) => client.request('updateProfile', { body: change }),
    onSuccess: (shopper: Shopper, change) => {
      queryClient.setQueryData(accountKeys.me(), shopper);
      const language = change.preferredLanguage;
      if (language === 'en' || language === 'ar') setPreferences({ language });
    },
  });
}

/** Changes the password (`POST /api/me/password`: the current one and the new one). */
export function useChangePassword() {
  const client = useApiClient();
  return useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) => client.request('changePassword', { body }),
  });
}

/** Sends the verification link again (`POST /api/me/verify-email`). */
export function useRequestVerification() {
  const client = useApiClient();
  return useMutation({ mutationFn: () => client.request('requestEmailVerification') });
}
