import type { CardBrand, CardDetails } from './provider.ts';

/** The Luhn checksum every card number carries in its last digit. */
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

/** Saudi mada BIN ranges the sandbox recognises (a sample of the published list). */
const MADA_PREFIXES = ['440647', '440795', '446404', '457865', '588845', '968208', '636120', '529415', '543357'];

/** The card brand from the number's prefix (mada first: many mada cards carry Visa or Mastercard BINs). */
export function cardBrand(digits: string): CardBrand | null {
  if (MADA_PREFIXES.some((prefix) => digits.startsWith(prefix))) return 'mada';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  return null;
}

/**
 * Field messages for card details that cannot be charged: the number (digits, brand, Luhn), the
 * expiry (month 1–12, not in the past at `now`) and the security code (3 digits, 4 for American
 * Express). Empty when the card may be sent to the provider.
 */
export function cardProblems(card: CardDetails, now: Date): Record<string, string> {
  const problems: Record<string, string> = {};
  const brand = cardBrand(card.number);
  if (!/^\d{12,19}$/.test(card.number)) problems['card.number'] = 'A card number is 12 to 19 digits';
  else if (!luhnValid(card.number)) problems['card.number'] = 'This card number is not valid; check the digits';
  else if (brand === null) problems['card.number'] = 'We accept Visa, Mastercard, mada and American Express';
  if (card.expiryMonth < 1 || card.expiryMonth > 12) problems['card.expiryMonth'] = 'A month is 1 to 12';
  else {
    const month = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
    if (card.expiryYear * 12 + card.expiryMonth < month) problems['card.expiryYear'] = 'This card has expired';
  }
  const cvvLength = brand === 'amex' ? 4 : 3;
  if (!new RegExp(`^\\d{${String(cvvLength)}}$`).test(card.cvv)) {
    problems['card.cvv'] =
      brand === 'amex' ? 'The security code is 4 digits on American Express' : 'The security code is 3 digits';
  }
  return problems;
}
