import { riyadhDate } from '../time/index.ts';

/** Crockford's base-32 alphabet: no I, L, O or U, so a number read over the phone is not misheard. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const CODE_LENGTH = 5;

/** Order codes run from 0 to 32⁵ − 1; the API draws one at random and retries on a clash. */
export const ORDER_CODE_SPACE = 32 ** CODE_LENGTH;

export class NumberFormatError extends RangeError {
  override readonly name = 'NumberFormatError';
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/**
 * A human-friendly order number, `JY-YYMMDD-XXXXX`: the order's date in Riyadh and five Crockford
 * base-32 characters of `code` (0 ≤ code < 32⁵). Unique as long as the code is unique per day.
 */
export function formatOrderNumber(at: Date, code: number): string {
  if (!Number.isSafeInteger(code) || code < 0 || code >= ORDER_CODE_SPACE) {
    throw new NumberFormatError(
      `An order code must be a whole number from 0 to ${String(ORDER_CODE_SPACE - 1)}, got ${String(code)}`,
    );
  }
  const { year, month, day } = riyadhDate(at);
  let chars = '';
  for (let rest = code, i = 0; i < CODE_LENGTH; i += 1, rest = Math.floor(rest / 32)) {
    chars = ALPHABET.charAt(rest % 32) + chars;
  }
  return `JY-${pad(year % 100, 2)}${pad(month, 2)}${pad(day, 2)}-${chars}`;
}

/** Whether a string is an order number (case-insensitive, as a shopper may type it). */
export function isOrderNumber(input: string): boolean {
  return /^JY-\d{6}-[0-9A-HJKMNP-TV-Z]{5}$/.test(input.trim().toUpperCase());
}

/** An order number as stored: trimmed, upper case. */
export function normalizeOrderNumber(input: string): string | null {
  const upper = input.trim().toUpperCase();
  return isOrderNumber(upper) ? upper : null;
}

const INVOICE_DIGITS = 8;

/** The invoice number of the n-th invoice (n ≥ 1): `INV-00000001`. Sequential without gaps. */
export function formatInvoiceNumber(sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1 || sequence >= 10 ** INVOICE_DIGITS) {
    throw new NumberFormatError(
      `An invoice sequence must be a whole number from 1 to 99999999, got ${String(sequence)}`,
    );
  }
  return `INV-${pad(sequence, INVOICE_DIGITS)}`;
}

/** The sequence of an invoice number, or null when it is not one. */
export function parseInvoiceNumber(input: string): number | null {
  const match = /^INV-(\d{8})$/.exec(input);
  const sequence = Number(match?.[1] ?? 'x');
  return sequence >= 1 ? sequence : null;
}

/** The number the next invoice gets after the last one issued (the first is INV-00000001). */
export function nextInvoiceNumber(last: string | null): string {
  if (last === null) return formatInvoiceNumber(1);
  const sequence = parseInvoiceNumber(last);
  if (sequence === null) throw new NumberFormatError(`"${last}" is not an invoice number`);
  return formatInvoiceNumber(sequence + 1);
}
