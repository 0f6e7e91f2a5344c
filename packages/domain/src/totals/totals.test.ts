import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { halalas, sar, vatContained } from '../money/index.ts';
import { PointsError } from '../points/index.ts';
import { TotalsError } from './lines.ts';
import { orderTotals, type TotalsInput } from './totals.ts';

const bag = [
  { unitPrice: sar('25.00'), quantity: 2 }, // 50.00
  { unitPrice: sar('15.00'), quantity: 1 }, // 15.00
];

describe('orderTotals', () => {
  it('adds the lines and takes the VAT contained in them', () => {
    const totals = orderTotals({ lines: [{ unitPrice: sar('115.00'), quantity: 1 }], paymentMethod: 'card' });
    expect(totals).toEqual({
      subTotal: 11500,
      couponDiscount: 0,
      pointsRedeemed: 0,
      pointDiscount: 0,
      codFee: 0,
      shipping: 0,
      walletApplied: 0,
      totalWithVat: 11500,
      vat: 1500, // SAR 115.00 contains SAR 15.00
      grandTotal: 11500,
      pointsEarned: 115,
      maxRedeemablePoints: 0,
      maxWalletAmount: 0, // no wallet balance given
    });
  });

  it('works a full example: coupon, 100 points, COD fee, shipping and wallet', () => {
    const totals = orderTotals({
      lines: bag,
      coupon: { kind: 'percent', percent: 10 },
      pointsToRedeem: 100,
      pointsAvailable: 430,
      paymentMethod: 'cod',
      codFee: sar('5.00'),
      shipping: sar('10.00'),
      walletToApply: sar('20.00'),
      walletAvailable: sar('35.00'),
      tier: 'gold',
      bonusMultiplier: 2,
    });
    expect(totals).toEqual({
      subTotal: 6500,
      couponDiscount: 650,
      pointsRedeemed: 100,
      pointDiscount: 260, // 100 points = SAR 2.60
      codFee: 500,
      shipping: 1000,
      walletApplied: 2000,
      totalWithVat: 7090, // charged before wallet credit: the invoice's total
      vat: 925, // (65 − 6.50 − 2.60 + 5 + 10) = 70.90 × 15 / 115 = 9.2478… → SAR 9.25
      grandTotal: 5090,
      pointsEarned: 55 * 2 * 2, // floor(55.90) × Gold × bonus
      maxRedeemablePoints: 400, // 430 points → 8 steps; SAR 58.50 would allow 45
      maxWalletAmount: 3500,
    });
  });

  it('charges the COD fee only for cash on delivery', () => {
    expect(orderTotals({ lines: bag, paymentMethod: 'card', codFee: sar('5.00') }).codFee).toBe(0);
    expect(orderTotals({ lines: bag, paymentMethod: 'cod' }).codFee).toBe(0); // store default
  });

  it('caps points at what is left after the coupon, in whole steps of 50', () => {
    const totals = orderTotals({
      lines: [{ unitPrice: sar('3.00'), quantity: 1 }],
      pointsToRedeem: 500,
      paymentMethod: 'card',
    });
    expect(totals.maxRedeemablePoints).toBe(100); // 2 × 1.30 = 2.60 ≤ 3.00 < 3.90
    expect(totals.pointsRedeemed).toBe(100);
    expect(totals.pointDiscount).toBe(260);
    expect(
      orderTotals({ lines: bag, pointsToRedeem: 100, pointsAvailable: 60, paymentMethod: 'card' }).pointsRedeemed,
    ).toBe(50);
    expect(orderTotals({ lines: bag, pointsAvailable: -5, paymentMethod: 'card' }).maxRedeemablePoints).toBe(0);
  });

  it('caps wallet credit at what is left to pay, and at the wallet', () => {
    const totals = orderTotals({
      lines: bag,
      coupon: { kind: 'fixed', amount: sar('60.00') },
      walletToApply: sar('50.00'),
      paymentMethod: 'card',
      shipping: sar('2.00'),
    });
    expect(totals.walletApplied).toBe(700);
    expect(totals.grandTotal).toBe(0);
    expect(totals.vat).toBe(vatContained(halalas(700))); // wallet credit does not lower VAT
    expect(
      orderTotals({ lines: bag, walletToApply: sar('50.00'), walletAvailable: sar('12.00'), paymentMethod: 'card' })
        .walletApplied,
    ).toBe(1200);
  });

  it('refuses negative amounts, bad quantities, bad multipliers and points that are not steps of 50', () => {
    const card = { paymentMethod: 'card' } as const;
    expect(() => orderTotals({ ...card, lines: [{ unitPrice: halalas(-1), quantity: 1 }] })).toThrow(TotalsError);
    expect(() => orderTotals({ ...card, lines: [{ unitPrice: sar('1.00'), quantity: 0 }] })).toThrow(
      'A quantity must be a whole number of at least 1, got 0',
    );
    expect(() => orderTotals({ ...card, lines: [{ unitPrice: sar('1.00'), quantity: 1.5 }] })).toThrow(TotalsError);
    expect(() => orderTotals({ ...card, lines: bag, shipping: halalas(-100) })).toThrow(
      'Shipping cannot be negative, got -100',
    );
    expect(() => orderTotals({ ...card, lines: bag, walletToApply: halalas(-1) })).toThrow(TotalsError);
    expect(() => orderTotals({ lines: bag, paymentMethod: 'cod', codFee: halalas(-1) })).toThrow(TotalsError);
    expect(() => orderTotals({ ...card, lines: bag, bonusMultiplier: 0 })).toThrow(TotalsError);
    expect(() => orderTotals({ ...card, lines: bag, pointsToRedeem: 70 })).toThrow(PointsError);
  });

  it('gives an empty bag all zeros', () => {
    const totals = orderTotals({ lines: [], paymentMethod: 'card' });
    expect(totals.subTotal).toBe(0);
    expect(totals.grandTotal).toBe(0);
    expect(totals.vat).toBe(0);
  });
});

const money = (max: number) => fc.integer({ min: 0, max }).map((n) => halalas(n));
const input: fc.Arbitrary<TotalsInput> = fc.record({
  lines: fc.array(fc.record({ unitPrice: money(50_000), quantity: fc.integer({ min: 1, max: 99 }) }), { maxLength: 6 }),
  coupon: fc.option(
    fc.oneof(
      fc.record({
        kind: fc.constant('percent' as const),
        percent: fc.integer({ min: 0, max: 10_000 }).map((n) => n / 100),
      }),
      fc.record({ kind: fc.constant('fixed' as const), amount: money(100_000) }),
    ),
    { nil: undefined },
  ),
  pointsToRedeem: fc.integer({ min: 0, max: 400 }).map((n) => n * 50),
  pointsAvailable: fc.integer({ min: 0, max: 30_000 }),
  paymentMethod: fc.constantFrom('card' as const, 'cod' as const),
  codFee: money(2_000),
  shipping: money(5_000),
  walletToApply: money(200_000),
  walletAvailable: money(200_000),
  tier: fc.constantFrom('silver' as const, 'gold' as const, 'diamond' as const),
  bonusMultiplier: fc.constantFrom(1, 2),
});

describe('orderTotals for any order', () => {
  it('is never negative and keeps every part within its cap', () => {
    fc.assert(
      fc.property(input, (order) => {
        const t = orderTotals(order);
        for (const value of Object.values(t)) expect(value).toBeGreaterThanOrEqual(0);
        expect(t.couponDiscount).toBeLessThanOrEqual(t.subTotal);
        expect(t.pointDiscount).toBeLessThanOrEqual(t.subTotal - t.couponDiscount);
        expect(t.pointsRedeemed % 50).toBe(0);
        expect(t.pointsRedeemed).toBeLessThanOrEqual(Math.min(order.pointsToRedeem ?? 0, t.maxRedeemablePoints));
        expect(t.maxRedeemablePoints).toBeLessThanOrEqual(order.pointsAvailable ?? 0);
        expect(t.pointDiscount).toBe((t.pointsRedeemed / 50) * 130);
        const charged = t.subTotal - t.couponDiscount - t.pointDiscount + t.codFee + t.shipping;
        expect(t.walletApplied).toBeLessThanOrEqual(
          Math.min(charged, order.walletAvailable ?? 0, order.walletToApply ?? 0),
        );
        expect(t.grandTotal).toBe(charged - t.walletApplied);
        expect(t.vat).toBeLessThanOrEqual(charged);
        if (order.paymentMethod === 'card') expect(t.codFee).toBe(0);
      }),
    );
  });

  it('takes VAT once from the whole, the same however the lines are split', () => {
    fc.assert(
      fc.property(input, fc.integer({ min: 1, max: 98 }), (order, cut) => {
        const t = orderTotals(order);
        const charged = halalas(t.subTotal - t.couponDiscount - t.pointDiscount + t.codFee + t.shipping);
        expect(t.vat).toBe(vatContained(charged));
        // The same goods as single units, one line per unit: the same VAT.
        const units = order.lines.flatMap((line) =>
          Array.from({ length: Math.min(line.quantity, cut) }, () => ({ unitPrice: line.unitPrice, quantity: 1 })),
        );
        const rest = order.lines
          .filter((line) => line.quantity > cut)
          .map((line) => ({ unitPrice: line.unitPrice, quantity: line.quantity - cut }));
        expect(orderTotals({ ...order, lines: [...rest, ...units] }).vat).toBe(t.vat);
      }),
    );
  });

  it('earns floor(SAR after coupon and points) × tier × bonus points', () => {
    fc.assert(
      fc.property(input, (order) => {
        const t = orderTotals(order);
        const multiplier = { silver: 1, gold: 2, diamond: 3 }[order.tier ?? 'silver'] * (order.bonusMultiplier ?? 1);
        expect(t.pointsEarned).toBe(Math.floor((t.subTotal - t.couponDiscount - t.pointDiscount) / 100) * multiplier);
      }),
    );
  });
});
