import { HALALAS_PER_SAR, type Money } from '../money/index.ts';
import { base64Decode, base64Encode, EncodingError, utf8Decode, utf8Encode } from './bytes.ts';

/** One TLV record: a tag byte, a length byte (the value's UTF-8 byte count) and the value. */
export interface TlvField {
  readonly tag: number;
  readonly value: string;
}

/** Tags of the ZATCA phase-1 (simplified tax invoice) QR code. */
export const ZATCA_TAGS = { sellerName: 1, vatNumber: 2, timestamp: 3, totalWithVat: 4, vatTotal: 5 } as const;

/** TLV records, Base64-encoded. Throws EncodingError for a tag outside 1–255 or a value over 255 bytes. */
export function encodeTlv(fields: readonly TlvField[]): string {
  const bytes: number[] = [];
  for (const { tag, value } of fields) {
    if (!Number.isInteger(tag) || tag < 1 || tag > 255)
      throw new EncodingError(`A TLV tag is one byte from 1 to 255, got ${String(tag)}`);
    const encoded = utf8Encode(value);
    if (encoded.length > 255)
      throw new EncodingError(`TLV field ${String(tag)} is ${String(encoded.length)} bytes; at most 255 fit`);
    bytes.push(tag, encoded.length, ...encoded);
  }
  return base64Encode(bytes);
}

/** The records of a Base64 TLV payload; throws EncodingError when it is malformed. */
export function decodeTlv(payload: string): TlvField[] {
  const fields: TlvField[] = [];
  let tag = -1;
  let length = -1;
  let value: number[] = [];
  for (const byte of base64Decode(payload)) {
    if (tag < 0) tag = byte;
    else if (length < 0) length = byte;
    else value.push(byte);
    if (length >= 0 && value.length === length) {
      fields.push({ tag, value: utf8Decode(value) });
      tag = -1;
      length = -1;
      value = [];
    }
  }
  if (tag >= 0) throw new EncodingError(`TLV field ${String(tag)} runs past the end`);
  return fields;
}

/** The five fields of the phase-1 QR code. */
export interface ZatcaQrFields {
  readonly sellerName: string;
  /** The seller's 15-digit VAT registration number. */
  readonly vatNumber: string;
  /** When the invoice was issued. */
  readonly issuedAt: Date;
  readonly totalWithVat: Money;
  readonly vatTotal: Money;
}

/** Halalas as the decimal SAR text the QR code carries: 11500 → "115.00". */
export function sarText(amount: Money): string {
  const sign = amount < 0 ? '-' : '';
  const whole = Math.abs(amount);
  return `${sign}${String(Math.floor(whole / HALALAS_PER_SAR))}.${String(whole % HALALAS_PER_SAR).padStart(2, '0')}`;
}

/** ISO 8601 in UTC to the second, as ZATCA's examples write it: 2026-11-22T10:15:00Z. */
export function zatcaTimestamp(at: Date): string {
  return `${at.toISOString().slice(0, 19)}Z`;
}

/**
 * The ZATCA phase-1 QR payload of a simplified tax invoice (PRODUCT.md §8): Base64 of the TLV
 * fields seller name (1), VAT number (2), timestamp (3), total with VAT (4) and VAT total (5).
 * Lengths are UTF-8 byte counts, so an Arabic seller name is encoded correctly.
 */
export function zatcaQrPayload(fields: ZatcaQrFields): string {
  return encodeTlv([
    { tag: ZATCA_TAGS.sellerName, value: fields.sellerName },
    { tag: ZATCA_TAGS.vatNumber, value: fields.vatNumber },
    { tag: ZATCA_TAGS.timestamp, value: zatcaTimestamp(fields.issuedAt) },
    { tag: ZATCA_TAGS.totalWithVat, value: sarText(fields.totalWithVat) },
    { tag: ZATCA_TAGS.vatTotal, value: sarText(fields.vatTotal) },
  ]);
}

/** The five values of a phase-1 payload, as text; throws EncodingError when one is missing or malformed. */
export function decodeZatcaQr(payload: string): Readonly<Record<keyof typeof ZATCA_TAGS, string>> {
  const byTag = new Map(decodeTlv(payload).map((field) => [field.tag, field.value]));
  const read = (tag: number) => {
    const value = byTag.get(tag);
    if (value === undefined) throw new EncodingError(`The QR payload has no field ${String(tag)}`);
    return value;
  };
  return {
    sellerName: read(ZATCA_TAGS.sellerName),
    vatNumber: read(ZATCA_TAGS.vatNumber),
    timestamp: read(ZATCA_TAGS.timestamp),
    totalWithVat: read(ZATCA_TAGS.totalWithVat),
    vatTotal: read(ZATCA_TAGS.vatTotal),
  };
}

/** A Saudi VAT registration number: 15 digits, starting and ending with 3. */
export function isSaudiVatNumber(input: string): boolean {
  return /^3\d{13}3$/.test(input);
}
