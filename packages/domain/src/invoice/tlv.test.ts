import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { halalas, sar } from '../money/index.ts';
import { base64Decode, EncodingError } from './bytes.ts';
import {
  decodeTlv,
  decodeZatcaQr,
  encodeTlv,
  isSaudiVatNumber,
  sarText,
  zatcaQrPayload,
  zatcaTimestamp,
} from './tlv.ts';

describe('the ZATCA phase-1 QR payload', () => {
  const fields = {
    sellerName: 'Juicyin',
    vatNumber: '310122393500003',
    issuedAt: new Date('2026-11-22T10:15:30.456Z'),
    totalWithVat: sar('115.00'),
    vatTotal: sar('15.00'),
  };

  it('is Base64 of tag, byte length and value for the five fields', () => {
    const payload = zatcaQrPayload(fields);
    const bytes = base64Decode(payload);
    expect(bytes.slice(0, 9)).toEqual([1, 7, ...Array.from('Juicyin', (c) => c.charCodeAt(0))]);
    expect(decodeZatcaQr(payload)).toEqual({
      sellerName: 'Juicyin',
      vatNumber: '310122393500003',
      timestamp: '2026-11-22T10:15:30Z',
      totalWithVat: '115.00',
      vatTotal: '15.00',
    });
  });

  it('encodes an Arabic seller name by its UTF-8 byte length', () => {
    const payload = zatcaQrPayload({ ...fields, sellerName: 'جوسين للعصائر' });
    const bytes = base64Decode(payload);
    expect(bytes[0]).toBe(1);
    expect(bytes[1]).toBe(25); // 12 Arabic letters × 2 bytes + 1 space
    expect(decodeZatcaQr(payload).sellerName).toBe('جوسين للعصائر');
  });

  it('matches the widely published ZATCA sample', () => {
    // The sample from ZATCA's QR code guideline: Salla, 2021-07-12T14:25:09Z, 100.00 with 15.00 VAT.
    const payload = encodeTlv([
      { tag: 1, value: 'Salla' },
      { tag: 2, value: '1234567891' },
      { tag: 3, value: '2021-07-12T14:25:09Z' },
      { tag: 4, value: '100.00' },
      { tag: 5, value: '15.00' },
    ]);
    expect(payload).toBe('AQVTYWxsYQIKMTIzNDU2Nzg5MQMUMjAyMS0wNy0xMlQxNDoyNTowOVoEBjEwMC4wMAUFMTUuMDA=');
  });

  it('decodes to what was encoded for any Unicode seller name', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 40 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (name, total) => {
          const payload = zatcaQrPayload({ ...fields, sellerName: name, totalWithVat: halalas(total) });
          expect(decodeZatcaQr(payload).sellerName).toBe(name);
          expect(decodeZatcaQr(payload).totalWithVat).toBe(sarText(halalas(total)));
        },
      ),
    );
  });

  it('refuses a value over 255 bytes, a bad tag, a truncated payload or a missing field', () => {
    expect(() => encodeTlv([{ tag: 1, value: 'ع'.repeat(128) }])).toThrow('TLV field 1 is 256 bytes; at most 255 fit');
    expect(() => encodeTlv([{ tag: 0, value: 'x' }])).toThrow(EncodingError);
    expect(() => encodeTlv([{ tag: 256, value: 'x' }])).toThrow(EncodingError);
    expect(() => decodeTlv('AQVTYWxs')).toThrow('TLV field 1 runs past the end');
    expect(() => decodeTlv('AQ==')).toThrow(EncodingError);
    expect(() => decodeZatcaQr(encodeTlv([{ tag: 1, value: 'Juicyin' }]))).toThrow('The QR payload has no field 2');
  });

  it('keeps empty values', () => {
    expect(
      decodeTlv(
        encodeTlv([
          { tag: 9, value: '' },
          { tag: 1, value: 'a' },
        ]),
      ),
    ).toEqual([
      { tag: 9, value: '' },
      { tag: 1, value: 'a' },
    ]);
  });
});

describe('field formats', () => {
  it('write amounts as decimal SAR and timestamps to the second in UTC', () => {
    expect(sarText(halalas(11500))).toBe('115.00');
    expect(sarText(halalas(5))).toBe('0.05');
    expect(sarText(halalas(-1999))).toBe('-19.99');
    expect(zatcaTimestamp(new Date('2026-01-02T03:04:05.999Z'))).toBe('2026-01-02T03:04:05Z');
  });

  it('recognise a Saudi VAT number: 15 digits starting and ending with 3', () => {
    expect(isSaudiVatNumber('310122393500003')).toBe(true);
    expect(isSaudiVatNumber('210122393500003')).toBe(false);
    expect(isSaudiVatNumber('31012239350003')).toBe(false);
  });
});
