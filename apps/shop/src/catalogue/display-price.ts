import { convertForDisplay, halalas } from '@juicyin/domain';
import { useCallback } from 'react';
import { usePreferences } from '../preferences/use-preferences.ts';

export interface DisplayPrice {
  readonly price: number;
  readonly oldPrice?: number;
  readonly currency: 'SAR' | 'USD' | 'EUR';
}

/**
 * Turns SAR prices (halalas) into the shopper's display currency through the domain; the kit's
 * Price marks a converted amount with "≈".
 */
export function useDisplayPrice(): (price: number, oldPrice?: number | null) => DisplayPrice {
  const [{ currency }] = usePreferences();
  return useCallback(
    (price, oldPrice) => {
      const shown = convertForDisplay(halalas(price), currency);
      if (oldPrice === undefined || oldPrice === null) return { price: shown.minor, currency: shown.currency };
      return {
        price: shown.minor,
        oldPrice: convertForDisplay(halalas(oldPrice), currency).minor,
        currency: shown.currency,
      };
    },
    [currency],
  );
}
