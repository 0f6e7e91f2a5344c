import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatInvoiceNumber,
  formatOrderNumber,
  isOrderNumber,
  nextInvoiceNumber,
  normalizeOrderNumber,
  NumberFormatError,
  ORDER_CODE_SPACE,
  parseInvoiceNumber,
} from './numbers.ts';

describe('order numbers', () => {
  it('read JY, the date in Riyadh and five Crockford base-32 characters', () => {
    expect(formatOrderNumber(new Date('2026-11-22T10:00:00Z'), 0)).toBe('JY-261122-00000');
    expect(formatOrderNumber(new Date('2026-11-22T10:00:00Z'), 31)).toBe('JY-261122-0000Z');
    expect(formatOrderNumber(new Date('2026-11-22T10:00:00Z'), ORDER_CODE_SPACE - 1)).toBe('JY-261122-ZZZZZ');
    expect(formatOrderNumber(new Date('2026-12-31T21:30:00Z'), 1234567)).toBe('JY-270101-15NM7'); // already 1 January in Riyadh
  });

  it('refuse codes outside 0 to 32⁵ − 1', () => {
    expect(() => formatOrderNumber(new Date(), -1)).toThrow(NumberFormatError);
    expect(() => formatOrderNumber(new Date(), ORDER_CODE_SPACE)).toThrow(NumberFormatError);
    expect(() => formatOrderNumber(new Date(), 1.5)).toThrow(NumberFormatError);
  });

  it('are recognised whatever the case, and never contain I, L, O or U', () => {
    expect(isOrderNumber('jy-261122-15nm7')).toBe(true);
    expect(normalizeOrderNumber(' jy-261122-15nm7 ')).toBe('JY-261122-15NM7');
    expect(isOrderNumber('JY-261122-15NO7')).toBe(false);
    expect(isOrderNumber('JY-2611-15NM7')).toBe(false);
    expect(normalizeOrderNumber('INV-00000001')).toBeNull();
  });

  it('are distinct for distinct codes on a day, and always well formed', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: ORDER_CODE_SPACE - 1 }),
        fc.integer({ min: 0, max: ORDER_CODE_SPACE - 1 }),
        fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true }),
        (a, b, at) => {
          const first = formatOrderNumber(at, a);
          expect(isOrderNumber(first)).toBe(true);
          expect(first === formatOrderNumber(at, b)).toBe(a === b);
        },
      ),
    );
  });
});

describe('invoice numbers', () => {
  it('count from INV-00000001 without gaps', () => {
    expect(nextInvoiceNumber(null)).toBe('INV-00000001');
    expect(nextInvoiceNumber('INV-00000001')).toBe('INV-00000002');
    expect(nextInvoiceNumber('INV-00000999')).toBe('INV-00001000');
  });

  it('parse back to their sequence, and refuse anything else', () => {
    expect(parseInvoiceNumber('INV-00012345')).toBe(12345);
    expect(parseInvoiceNumber('INV-00000000')).toBeNull();
    expect(parseInvoiceNumber('INV-123')).toBeNull();
    expect(parseInvoiceNumber('JY-261122-00000')).toBeNull();
    expect(() => nextInvoiceNumber('INV-12')).toThrow('"INV-12" is not an invoice number');
    expect(() => formatInvoiceNumber(0)).toThrow(NumberFormatError);
    expect(() => formatInvoiceNumber(100_000_000)).toThrow(NumberFormatError);
  });

  it('always follow each other: next(format(n)) = format(n + 1)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999_998 }), (n) => {
        expect(parseInvoiceNumber(formatInvoiceNumber(n))).toBe(n);
        expect(nextInvoiceNumber(formatInvoiceNumber(n))).toBe(formatInvoiceNumber(n + 1));
      }),
    );
  });
});
