import { normalizeDigitCode } from './national-address.ts';

/** A Saudi postal code: exactly five digits (Latin or Arabic-Indic), surrounding spaces ignored. */
export function isSaudiPostalCode(input: string): boolean {
  return normalizeSaudiPostalCode(input) !== null;
}

/** The postal code in Latin digits, as stored, or null when it is not five digits. */
export function normalizeSaudiPostalCode(input: string): string | null {
  return normalizeDigitCode(input, 5);
}
