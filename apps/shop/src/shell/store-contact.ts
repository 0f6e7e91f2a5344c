import type { StoreSettings } from '@juicyin/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api.ts';
import { storeSettingsQuery } from './store-settings.ts';

/** How shoppers reach the shop (address, help line, e-mail, hours, social profiles): the store's settings. */
export type StoreContact = StoreSettings['contact'];

/** The store's contact from its settings; `undefined` until they arrive (or when they cannot be loaded). */
export function useStoreContact(): StoreContact | undefined {
  return useQuery(storeSettingsQuery(api)).data?.contact;
}

/** The cards the shop takes, shown in the footer (not a store setting: the shop's payment provider decides). */
export const paymentMethods = ['mada', 'VISA', 'Mastercard', 'Apple Pay'] as const;
