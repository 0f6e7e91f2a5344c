/** The card brands the shop accepts (PRODUCT.md §8). */
export const CARD_BRANDS = ['visa', 'mastercard', 'mada', 'amex'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** The Luhn checksum every card number carries in its last digit (12 to 19 digits). */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Saudi mada BIN ranges the shop recognises (a sample of the published list). */
const MADA_PREFIXES = ['440647', '440795', '446404', '457865', '588845', '968208', '636120', '529415', '543357'];

/**
 * The card brand from the number's leading digits (mada first: many mada cards carry Visa or
 * Mastercard BINs), or null when none is recognised. Works on a partly typed number.
 */
export function cardBrand(digits: string): CardBrand | null {
  if (MADA_PREFIXES.some((prefix) => digits.startsWith(prefix))) return 'mada';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  return null;
}

/** Digits of the card's security code: 4 on American Express, 3 on the others. */
export function cvvLength(brand: CardBrand | null): 3 | 4 {
  return brand === 'amex' ? 4 : 3;
}

/** Whether a card expiring at the end of `month`/`year` (month 1–12, four-digit year) is still valid at `now`. */
export function cardExpiryValid(month: number, year: number, now: Date): boolean {
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year)) return false;
  return year * 12 + month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}
