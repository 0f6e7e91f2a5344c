import { toLatinDigits } from './digits.ts';

/**
 * `length` digits (Latin or Arabic-Indic) with surrounding spaces ignored, in Latin digits as
 * stored, or null. The national address's numbers are fixed-length codes, not quantities: leading
 * zeros are kept.
 */
export function normalizeDigitCode(input: string, length: number): string | null {
  const code = toLatinDigits(input.trim());
  return code.length === length && /^\d+$/.test(code) ? code : null;
}

/** The building number of a Saudi national address: 4 digits, e.g. `2929`. */
export function normalizeBuildingNumber(input: string): string | null {
  return normalizeDigitCode(input, 4);
}

/** The additional number of a Saudi national address: 4 digits, e.g. `7788`. */
export function normalizeAdditionalNumber(input: string): string | null {
  return normalizeDigitCode(input, 4);
}

/**
 * The short address of a Saudi national address: 4 Latin letters then 4 digits (`RRRD2929`), stored
 * upper-case without spaces. Accepts lower case, Arabic-Indic digits and spaces or a hyphen
 * between the parts (`rrrd 2929`, `RRRD-٢٩٢٩`), as shoppers copy it from the Saudi Post app.
 */
export function normalizeShortAddress(input: string): string | null {
  const compact = toLatinDigits(input.trim()).toUpperCase().replace(/[\s-]/g, '');
  return /^[A-Z]{4}\d{4}$/.test(compact) ? compact : null;
}
