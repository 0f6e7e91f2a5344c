import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocate } from './allocate.ts';
import { halalas, MoneyError, sar } from './money.ts';

describe('allocate', () => {
  it('splits SAR 10.00 in three without losing a halala', () => {
    expect(allocate(sar('10.00'), [1, 1, 1])).toEqual([334, 333, 333]);
  });

  it('follows the weights and gives left-over halalas to the largest remainders', () => {
    expect(allocate(halalas(100), [1, 3])).toEqual([25, 75]);
    expect(allocate(halalas(5), [1, 2, 2])).toEqual([1, 2, 2]);
    expect(allocate(halalas(7), [2, 3, 5])).toEqual([1, 2, 4]); // 1.4, 2.1, 3.5
    expect(allocate(halalas(100), [0, 1])).toEqual([0, 100]);
  });

  it('splits a negative amount like its absolute value, negated', () => {
    expect(allocate(halalas(-1000), [1, 1, 1])).toEqual([-334, -333, -333]);
  });

  it('refuses weights that are negative, fractional or all zero, and amounts too large to split exactly', () => {
    expect(() => allocate(halalas(100), [1, -1])).toThrow(MoneyError);
    expect(() => allocate(halalas(100), [0.5, 1])).toThrow('whole and non-negative');
    expect(() => allocate(halalas(100), [0, 0])).toThrow('add up to zero');
    expect(() => allocate(halalas(100), [])).toThrow('add up to zero');
    expect(() => allocate(halalas(2 ** 40), [2 ** 20, 2 ** 20])).toThrow('exactly');
  });

  it('always adds up to the amount, and each share is within one halala of its exact part', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10_000_000, max: 10_000_000 }),
        fc
          .array(fc.integer({ min: 0, max: 100_000 }), { minLength: 1, maxLength: 12 })
          .filter((w) => w.some((x) => x > 0)),
        (amount, weights) => {
          const shares = allocate(halalas(amount), weights);
          const total = weights.reduce((sum, weight) => sum + weight, 0);
          expect(shares.reduce((sum, share) => sum + share, 0)).toBe(amount);
          shares.forEach((share, index) => {
            expect(Math.abs(share - (amount * (weights[index] ?? 0)) / total)).toBeLessThan(1);
          });
        },
      ),
    );
  });
});
