import { describe, expect, it } from 'vitest';
import { reorder } from './reorder.ts';

describe('reorder', () => {
  it('puts the order’s available lines in the bag and lists the rest', () => {
    const inStock = new Set(['OJ-1L', 'MANGO-S']);
    const result = reorder(
      [{ sku: 'OJ-1L', quantity: 1 }],
      [
        { sku: 'OJ-1L', quantity: 2 },
        { sku: 'MANGO-S', quantity: 1 },
        { sku: 'GONE', quantity: 3 },
      ],
      (sku) => inStock.has(sku),
    );
    expect(result).toEqual({
      bag: [
        { sku: 'OJ-1L', quantity: 3 },
        { sku: 'MANGO-S', quantity: 1 },
      ],
      unavailable: ['GONE'],
    });
  });

  it('caps lines at 99', () => {
    expect(reorder([{ sku: 'A', quantity: 90 }], [{ sku: 'A', quantity: 20 }], () => true).bag).toEqual([
      { sku: 'A', quantity: 99 },
    ]);
  });
});
