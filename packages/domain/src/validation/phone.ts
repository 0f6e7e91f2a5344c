import { toLatinDigits } from './digits.ts';

/**
 * A Saudi mobile number in the one stored form `+9665XXXXXXXX`, or null when the input is not one.
 *
 * Accepts the ways a shopper types it: `05X XXX XXXX`, `5XXXXXXXX`, `+966 5X…`, `00966 5X…`,
 * `966 5X…` (also with a stray trunk 0 after the country code, `+966 05…`), with spaces, dashes,
 * dots or brackets between the digits, and in Arabic-Indic digits.
 */
export function normalizeSaudiMobile(input: string): string | null {
  const compact = toLatinDigits(input).replace(/[\s\-.()\u200e\u200f]/g, '');
  // When it matches, the last nine digits are the subscriber number 5XXXXXXXX.
  return /^(?:(?:\+|00)?966)?0?5\d{8}$/.test(compact) ? `+966${compact.slice(-9)}` : null;
}
