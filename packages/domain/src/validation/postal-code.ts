import { toLatinDigits } from './digits.ts';

/** A Saudi postal code: exactly five digits (Latin or Arabic-Indic), surrounding spaces ignored. */
export function isSaudiPostalCode(input: string): boolean {
  return normalizeSaudiPostalCode(input) !== null;
}

/** The postal code in Latin digits, as stored, or null when it is not five digits. */
export function normalizeSaudiPostalCode(input: string): string | null {
  const code = toLatinDigits(input.trim());
  return /^\d{5}$/.test(code) ? code : null;
}
