import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addToCart,
  assertLineQuantity,
  type CartLine,
  MAX_LINE_QUANTITY,
  mergeCarts,
  QuantityError,
  removeLine,
  setQuantity,
} from './cart.ts';

function reasonOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    return error instanceof QuantityError ? error.reason : 'other';
  }
  return undefined;
}

describe('line quantities', () => {
  it('are whole numbers from 1 to 99', () => {
    expect(MAX_LINE_QUANTITY).toBe(99);
    expect(() => {
      assertLineQuantity(1);
      assertLineQuantity(99);
    }).not.toThrow();
    expect(reasonOf(() => assertLineQuantity(0))).toBe('below_minimum');
    expect(reasonOf(() => assertLineQuantity(100))).toBe('above_maximum');
    expect(reasonOf(() => assertLineQuantity(1.5))).toBe('not_whole');
    expect(reasonOf(() => assertLineQuantity(Number.NaN))).toBe('not_whole');
  });

  it('report the offending value in a typed error', () => {
    const error = new QuantityError(120, 'above_maximum');
    expect(error).toBeInstanceOf(RangeError);
    expect(error.name).toBe('QuantityError');
    expect(error.quantity).toBe(120);
    expect(error.message).toBe('A quantity must be from 1 to 99, got 120');
    expect(new QuantityError(2.5, 'not_whole').message).toBe('A quantity must be a whole number, got 2.5');
  });
});

describe('addToCart', () => {
  it('adds a new variant as the last line, one unit by default', () => {
    expect(addToCart([], 'OJ-1L-R')).toEqual([{ sku: 'OJ-1L-R', quantity: 1 }]);
    expect(addToCart([{ sku: 'A', quantity: 2 }], 'B', 3)).toEqual([
      { sku: 'A', quantity: 2 },
      { sku: 'B', quantity: 3 },
    ]);
  });

  it('adds units to the existing line of the variant', () => {
    const bag = [
      { sku: 'A', quantity: 2 },
      { sku: 'B', quantity: 1 },
    ];
    expect(addToCart(bag, 'A', 3)).toEqual([
      { sku: 'A', quantity: 5 },
      { sku: 'B', quantity: 1 },
    ]);
    expect(bag[0]?.quantity).toBe(2); // the input is not changed
  });

  it('refuses to take a line past 99 or to add a bad quantity', () => {
    expect(reasonOf(() => addToCart([{ sku: 'A', quantity: 98 }], 'A', 2))).toBe('above_maximum');
    expect(addToCart([{ sku: 'A', quantity: 98 }], 'A', 1)).toEqual([{ sku: 'A', quantity: 99 }]);
    expect(reasonOf(() => addToCart([], 'A', 0))).toBe('below_minimum');
    expect(reasonOf(() => addToCart([], 'A', -1))).toBe('below_minimum');
  });
});

describe('setQuantity and removeLine', () => {
  const bag: readonly CartLine[] = [
    { sku: 'A', quantity: 2 },
    { sku: 'B', quantity: 1 },
  ];

  it('sets the quantity of the line, or adds the variant when missing', () => {
    expect(setQuantity(bag, 'B', 7)).toEqual([
      { sku: 'A', quantity: 2 },
      { sku: 'B', quantity: 7 },
    ]);
    expect(setQuantity(bag, 'C', 4)).toEqual([...bag, { sku: 'C', quantity: 4 }]);
  });

  it('refuses quantities outside 1–99', () => {
    expect(reasonOf(() => setQuantity(bag, 'A', 0))).toBe('below_minimum');
    expect(reasonOf(() => setQuantity(bag, 'A', 100))).toBe('above_maximum');
    expect(reasonOf(() => setQuantity(bag, 'A', 2.5))).toBe('not_whole');
  });

  it('removes a line, and leaves the bag as it was for a variant not in it', () => {
    expect(removeLine(bag, 'A')).toEqual([{ sku: 'B', quantity: 1 }]);
    expect(removeLine(bag, 'Z')).toEqual(bag);
  });
});

describe('mergeCarts', () => {
  it('adds quantities per variant, keeps the account order and appends new guest variants', () => {
    const account = [
      { sku: 'A', quantity: 2 },
      { sku: 'B', quantity: 1 },
    ];
    const guest = [
      { sku: 'C', quantity: 5 },
      { sku: 'A', quantity: 3 },
    ];
    expect(mergeCarts(account, guest)).toEqual([
      { sku: 'A', quantity: 5 },
      { sku: 'B', quantity: 1 },
      { sku: 'C', quantity: 5 },
    ]);
  });

  it('caps a merged line at 99 and drops broken stored lines', () => {
    expect(mergeCarts([{ sku: 'A', quantity: 60 }], [{ sku: 'A', quantity: 60 }])).toEqual([
      { sku: 'A', quantity: 99 },
    ]);
    expect(
      mergeCarts(
        [{ sku: 'A', quantity: 150 }],
        [
          { sku: 'B', quantity: 0 },
          { sku: 'C', quantity: 1.5 },
          { sku: 'D', quantity: -2 },
        ],
      ),
    ).toEqual([{ sku: 'A', quantity: 99 }]);
  });

  const skus = fc.constantFrom('A', 'B', 'C', 'D', 'E');
  const bags = fc.array(fc.record({ sku: skus, quantity: fc.integer({ min: -5, max: 150 }) }), { maxLength: 8 });
  const quantities = (lines: readonly CartLine[]) => Object.fromEntries(lines.map((line) => [line.sku, line.quantity]));

  it('is associative on quantities', () => {
    fc.assert(
      fc.property(bags, bags, bags, (a, b, c) => {
        expect(quantities(mergeCarts(mergeCarts(a, b), c))).toEqual(quantities(mergeCarts(a, mergeCarts(b, c))));
      }),
    );
  });

  it('gives every variant one line of 1–99, the capped sum of its valid quantities', () => {
    fc.assert(
      fc.property(bags, bags, (account, guest) => {
        const merged = mergeCarts(account, guest);
        expect(new Set(merged.map((line) => line.sku)).size).toBe(merged.length);
        for (const line of merged) {
          const sum = [...account, ...guest]
            .filter((other) => other.sku === line.sku && other.quantity >= 1)
            .reduce((total, other) => total + other.quantity, 0);
          expect(line.quantity).toBe(Math.min(99, sum));
          expect(line.quantity).toBeGreaterThanOrEqual(1);
          expect(line.quantity).toBeLessThanOrEqual(99);
        }
      }),
    );
  });

  it('loses no variant with a valid quantity', () => {
    fc.assert(
      fc.property(bags, bags, (account, guest) => {
        const merged = new Set(mergeCarts(account, guest).map((line) => line.sku));
        for (const line of [...account, ...guest]) {
          if (line.quantity >= 1) expect(merged.has(line.sku)).toBe(true);
        }
      }),
    );
  });
});
