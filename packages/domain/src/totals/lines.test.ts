import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MoneyError, sar } from '../money/index.ts';
import { bagTotals, itemCount, lineTotal, TotalsError } from './lines.ts';

describe('lineTotal', () => {
  it('is the VAT-inclusive unit price times the quantity, in halalas', () => {
    expect(lineTotal({ unitPrice: sar('12.50'), quantity: 3 })).toBe(3750);
    expect(lineTotal({ unitPrice: 0, quantity: 2 })).toBe(0);
  });

  it('refuses a negative price, a fraction of a halala and a quantity that is not a whole number of at least 1', () => {
    expect(() => lineTotal({ unitPrice: -1, quantity: 1 })).toThrow(TotalsError);
    expect(() => lineTotal({ unitPrice: 10.5, quantity: 1 })).toThrow(MoneyError);
    expect(() => lineTotal({ unitPrice: 100, quantity: 0 })).toThrow('A quantity must be a whole number of at least 1');
    expect(() => lineTotal({ unitPrice: 100, quantity: 1.5 })).toThrow(TotalsError);
  });
});

describe('itemCount', () => {
  it('counts the units of every line', () => {
    expect(itemCount([{ quantity: 2 }, { quantity: 99 }])).toBe(101);
    expect(itemCount([])).toBe(0);
  });

  it('refuses a broken quantity', () => {
    expect(() => itemCount([{ quantity: -1 }])).toThrow(TotalsError);
  });
});

describe('bagTotals', () => {
  it('gives every line its total, keeping its other fields, and adds up the units and the sub total', () => {
    const totals = bagTotals([
      { sku: 'J1-R-1L', unitPrice: sar('25.00'), quantity: 2 },
      { sku: 'J2-G-2L', unitPrice: sar('15.00'), quantity: 1 },
    ]);
    expect(totals).toEqual({
      lines: [
        { sku: 'J1-R-1L', unitPrice: 2500, quantity: 2, lineTotal: 5000 },
        { sku: 'J2-G-2L', unitPrice: 1500, quantity: 1, lineTotal: 1500 },
      ],
      itemCount: 3,
      subTotal: 6500,
    });
  });

  it('is zero for an empty bag', () => {
    expect(bagTotals([])).toEqual({ lines: [], itemCount: 0, subTotal: 0 });
  });

  it('makes the sub total the sum of the line totals and the count the sum of the quantities', () => {
    const line = fc.record({ unitPrice: fc.nat({ max: 1_000_000 }), quantity: fc.integer({ min: 1, max: 99 }) });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 20 }), (lines) => {
        const totals = bagTotals(lines);
        expect(totals.subTotal).toBe(totals.lines.reduce((sum, priced) => sum + priced.lineTotal, 0));
        expect(totals.itemCount).toBe(lines.reduce((sum, priced) => sum + priced.quantity, 0));
      }),
    );
  });
});
