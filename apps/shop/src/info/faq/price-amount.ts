import { type Money, MoneyError, sar, toLatinDigits } from '@juicyin/domain';

/**
 * The SAR price a shopper typed ("18.5", "1,250", "٢٥٫٥٠", "SAR 25") in halalas, by the domain's
 * exact parsing (never float arithmetic): Arabic-Indic digits and the Arabic decimal separator are
 * read; group separators, a currency word or sign and spaces are ignored. `null`: not a price above zero.
 */
export function readPrice(text: string): Money | null {
  const plain = toLatinDigits(text)
    .replace(/\u066B/g, '.')
    .replace(/[,\u066C]/g, '')
    .replace(/SAR|ر\.?\s?س\.?|﷼|[\s\u200E\u200F\u061C]/giu, '');
  try {
    const amount = sar(plain);
    return amount > 0 ? amount : null;
  } catch (error) {
    if (error instanceof MoneyError) return null;
    throw error;
  }
}
