import { cardBrand, cvvLength, luhnValid } from '@juicyin/domain';
import type { CardDetails } from './provider.ts';

export { cardBrand, luhnValid } from '@juicyin/domain';

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
  if (!new RegExp(`^\\d{${String(cvvLength(brand))}}$`).test(card.cvv)) {
    problems['card.cvv'] =
      brand === 'amex' ? 'The security code is 4 digits on American Express' : 'The security code is 3 digits';
  }
  return problems;
}
