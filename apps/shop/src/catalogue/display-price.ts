import { convertForDisplay, halalas } from '@juicyin/domain';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../api.ts';
import { usePreferences } from '../preferences/use-preferences.ts';
import { storeSettingsQuery } from '../shell/store-settings.ts';

export interface DisplayPrice {
  readonly price: number;
  readonly oldPrice?: number;
  readonly currency: 'SAR' | 'USD' | 'EUR';
}

/**
 * The one way the shop shows a price: SAR amounts (halalas) turned into the shopper's display
 * currency by the domain's `convertForDisplay` (EUR at the store's rate once the store settings
 * have loaded, the domain's default until then); the kit's Price marks a converted amount with "≈".
 */
export function useDisplayPrice(): (price: number, oldPrice?: number | null) => DisplayPrice {
  const [{ currency }] = usePreferences();
  const { data: settings } = useQuery({ ...storeSettingsQuery(api), enabled: currency === 'EUR' });
  const eurPerSar = settings ? Number(settings.currencies.eurPerSar) : undefined;
  return useCallback(
    (price, oldPrice) => {
      const options = eurPerSar === undefined || !Number.isFinite(eurPerSar) ? {} : { eurPerSar };
      const shown = convertForDisplay(halalas(price), currency, options);
      if (oldPrice === undefined || oldPrice === null) return { price: shown.minor, currency: shown.currency };
      return {
        price: shown.minor,
        oldPrice: convertForDisplay(halalas(oldPrice), currency, options).minor,
        currency: shown.currency,
      };
    },
    [currency, eurPerSar],
  );
}
