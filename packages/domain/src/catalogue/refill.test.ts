import { describe, expect, it } from 'vitest';
import { sar } from '../money/index.ts';
import { checkRefill, refillAllowances } from './refill.ts';

describe('refill', () => {
  const delivered = new Map([
    ['orange', 3],
    ['mango', 1],
    ['grape', 2],
  ]);
  const ordered = new Map([
    ['orange', 1],
    ['mango', 1],
    ['grape', 5],
  ]);

  it('allows glass units delivered minus refills ordered, listing only what is left', () => {
    expect(refillAllowances(delivered, ordered)).toEqual([
      { productId: 'orange', glassDelivered: 3, refillsOrdered: 1, available: 2 },
    ]);
    expect(refillAllowances(new Map([['lychee', 2]]), new Map())).toEqual([
      { productId: 'lychee', glassDelivered: 2, refillsOrdered: 0, available: 2 },
    ]);
  });

  const [orange] = refillAllowances(delivered, ordered);
  const prices = { refillPrice: sar('8.00'), glassPrice: sar('14.00') };

  it('accepts a refill within the allowance at the refill price', () => {
    expect(checkRefill(orange, 2, prices)).toEqual({ ok: true, unitPrice: 800 });
  });

  it('refuses more than allowed, a product not received in Glass, or one without a lower refill price', () => {
    expect(checkRefill(orange, 3, prices)).toEqual({ ok: false, reason: 'more_than_allowed' });
    expect(checkRefill(orange, 0, prices)).toEqual({ ok: false, reason: 'more_than_allowed' });
    expect(checkRefill(orange, 1.5, prices)).toEqual({ ok: false, reason: 'more_than_allowed' });
    expect(checkRefill(undefined, 1, prices)).toEqual({ ok: false, reason: 'not_received_in_glass' });
    expect(checkRefill(orange, 1, { glassPrice: sar('14.00') })).toEqual({ ok: false, reason: 'no_refill_price' });
    expect(checkRefill(orange, 1, { refillPrice: sar('14.00'), glassPrice: sar('14.00') })).toEqual({
      ok: false,
      reason: 'no_refill_price',
    });
  });
});
