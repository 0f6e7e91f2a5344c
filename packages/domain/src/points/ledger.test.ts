import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../time/index.ts';
import {
  availablePoints,
  earnEntry,
  expirePoints,
  lotExpiry,
  type NewPointsEntry,
  nextExpiry,
  pointsBalance,
  PointsError,
  type PointsEntry,
  pointsExpiringSoon,
  pointsLots,
  type PointsLot,
  type RedeemedEntry,
  redeemFromLots,
  redeemPoints,
  redemptionValue,
  returnRedeemedPoints,
  spendableLots,
} from './ledger.ts';

const day0 = new Date('2026-01-01T09:00:00Z');
const on = (days: number) => addDays(day0, days);

/** A tiny in-memory store: gives entries ids in order, as the API's table does. */
function store(entries: readonly NewPointsEntry[]): PointsEntry[] {
  return entries.map((entry, index) => ({ ...entry, id: `p${String(index + 1)}` }));
}
function append(ledger: readonly PointsEntry[], ...entries: readonly NewPointsEntry[]): PointsEntry[] {
  return [...ledger, ...entries.map((entry, index) => ({ ...entry, id: `p${String(ledger.length + index + 1)}` }))];
}

function reasonOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    return error instanceof PointsError ? error.reason : 'other';
  }
  return undefined;
}

describe('earning', () => {
  it('credits points that expire 180 days later', () => {
    expect(earnEntry('registration', 5, day0)).toEqual({
      type: 'registration',
      points: 5,
      at: day0,
      expiresAt: new Date('2026-06-30T09:00:00Z'),
    });
    expect(earnEntry('order', 120, day0, 'JY-260101-ABCDE').orderNumber).toBe('JY-260101-ABCDE');
  });

  it('refuses zero, negative or fractional points', () => {
    expect(reasonOf(() => earnEntry('review', 0, day0))).toBe('not_positive');
    expect(reasonOf(() => earnEntry('review', -1, day0))).toBe('not_positive');
    expect(reasonOf(() => earnEntry('review', 1.5, day0))).toBe('not_positive');
  });
});

describe('a lot as a store keeps it', () => {
  const lot = (id: string, remaining: number, at: Date): PointsLot => ({
    id,
    type: 'order',
    points: 100,
    remaining,
    at,
    expiresAt: lotExpiry(at),
  });

  it('expires 180 days after it is credited', () => {
    expect(lotExpiry(day0)).toEqual(new Date('2026-06-30T09:00:00Z'));
  });

  it('is spendable while unexpired and not spent, earliest-expiring first', () => {
    const lots = [lot('late', 40, on(20)), lot('spent', 0, on(0)), lot('early', 30, on(10)), lot('gone', 90, on(-200))];
    expect(spendableLots(lots, on(30)).map((entry) => entry.id)).toEqual(['early', 'late']);
    expect(spendableLots(lots, lotExpiry(on(10))).map((entry) => entry.id)).toEqual(['late']);
  });

  it('is redeemed from its remainder, earliest-expiring first, without the ledger that led to it', () => {
    const lots = [lot('late', 40, on(20)), lot('early', 30, on(10))];
    expect(redeemFromLots(lots, 50, on(30), 'JY-2')).toEqual({
      type: 'redeemed',
      points: -50,
      at: on(30),
      orderNumber: 'JY-2',
      allocations: [
        { lotId: 'early', points: 30, expiresAt: lotExpiry(on(10)) },
        { lotId: 'late', points: 20, expiresAt: lotExpiry(on(20)) },
      ],
    });
    expect(reasonOf(() => redeemFromLots(lots, 100, on(30), 'JY-2'))).toBe('insufficient');
  });
});

describe('redemption value', () => {
  it('makes 50 points worth SAR 1.30 and 100 points SAR 2.60', () => {
    expect(redemptionValue(50)).toBe(130);
    expect(redemptionValue(100)).toBe(260);
    expect(redemptionValue(0)).toBe(0);
  });

  it('accepts only multiples of 50', () => {
    expect(reasonOf(() => redemptionValue(75))).toBe('not_a_multiple');
    expect(reasonOf(() => redemptionValue(-50))).toBe('not_a_multiple');
    expect(reasonOf(() => redemptionValue(50.5))).toBe('not_a_multiple');
  });
});

describe('spending and expiry', () => {
  const ledger = store([
    earnEntry('registration', 5, on(0)), // expires day 180
    earnEntry('email_verified', 50, on(10)), // day 190
    earnEntry('order', 120, on(20)), // day 200
  ]);

  it('sums the ledger into the balance', () => {
    expect(pointsBalance(ledger)).toBe(175);
    expect(pointsBalance([])).toBe(0);
  });

  it('spends the earliest-expiring points first', () => {
    const redeemed = redeemPoints(ledger, 100, on(30), 'JY-1');
    expect(redeemed).toEqual({
      type: 'redeemed',
      points: -100,
      at: on(30),
      orderNumber: 'JY-1',
      allocations: [
        { lotId: 'p1', points: 5, expiresAt: on(180) },
        { lotId: 'p2', points: 50, expiresAt: on(190) },
        { lotId: 'p3', points: 45, expiresAt: on(200) },
      ],
    });
    const after = append(ledger, redeemed);
    expect(pointsBalance(after)).toBe(75);
    expect(pointsLots(after).map((lot) => lot.remaining)).toEqual([0, 0, 75]);
  });

  it('refuses to spend more than is available, or an amount that is not a positive multiple of 50', () => {
    expect(reasonOf(() => redeemPoints(ledger, 200, on(30), 'JY-1'))).toBe('insufficient');
    expect(reasonOf(() => redeemPoints(ledger, 60, on(30), 'JY-1'))).toBe('not_a_multiple');
    expect(reasonOf(() => redeemPoints(ledger, 0, on(30), 'JY-1'))).toBe('not_positive');
    expect(() => redeemPoints(ledger, 200, on(30), 'JY-1')).toThrow('Only 175 points are available, 200 asked');
  });

  it('does not spend points past their expiry even before the expiry is recorded', () => {
    expect(availablePoints(ledger, on(185))).toBe(170);
    expect(reasonOf(() => redeemPoints(ledger, 200, on(185), 'JY-1'))).toBe('insufficient');
    expect(redeemPoints(ledger, 50, on(185), 'JY-1').allocations).toEqual([
      { lotId: 'p2', points: 50, expiresAt: on(190) },
    ]);
  });

  it('expires the unspent remainder of each lot with a "Points Expired" entry, once', () => {
    const spent = append(ledger, redeemPoints(ledger, 50, on(30), 'JY-1')); // takes 5 + 45
    const expired = expirePoints(spent, on(195));
    expect(expired).toEqual([{ type: 'expired', points: -5, at: on(190), lotId: 'p2' }]);
    const after = append(spent, ...expired);
    expect(pointsBalance(after)).toBe(120);
    expect(expirePoints(after, on(195))).toEqual([]);
    expect(expirePoints(after, on(200))).toEqual([{ type: 'expired', points: -120, at: on(200), lotId: 'p3' }]);
  });

  it('reports points expiring within the next 30 days, and the next expiry', () => {
    expect(pointsExpiringSoon(ledger, on(150))).toBe(5); // day 180 only
    expect(pointsExpiringSoon(ledger, on(165))).toBe(55); // days 180 and 190
    expect(pointsExpiringSoon(ledger, on(10))).toBe(0);
    expect(nextExpiry(ledger, on(0))).toEqual({ at: on(180), points: 5 });
    const twins = store([earnEntry('review', 1, on(0)), earnEntry('tell_us', 20, on(0))]);
    expect(nextExpiry(twins, on(1))).toEqual({ at: on(180), points: 21 });
    expect(nextExpiry(ledger, on(300))).toBeUndefined();
  });

  it('returns a cancelled order’s points with their original expiry, or 30 days, whichever is later', () => {
    const redeemed = redeemPoints(ledger, 100, on(30), 'JY-7');
    const spent = append(ledger, redeemed);
    const stored = spent.at(-1) as RedeemedEntry;
    const returned = returnRedeemedPoints(stored, on(170));
    expect(returned).toEqual([
      { type: 'returned', points: 5, at: on(170), expiresAt: on(200), orderNumber: 'JY-7' }, // was day 180
      { type: 'returned', points: 50, at: on(170), expiresAt: on(200), orderNumber: 'JY-7' }, // was day 190
      { type: 'returned', points: 45, at: on(170), expiresAt: on(200), orderNumber: 'JY-7' },
    ]);
    expect(returnRedeemedPoints(stored, on(31)).map((entry) => entry.expiresAt)).toEqual([on(180), on(190), on(200)]);
    expect(pointsBalance(append(spent, ...returned))).toBe(175);
  });

  it('ignores entries that point at lots outside the given ledger', () => {
    const partial = store([
      earnEntry('order', 10, on(0)),
      { type: 'expired', points: -3, at: on(1), lotId: 'elsewhere' },
      {
        type: 'redeemed',
        points: -50,
        at: on(1),
        orderNumber: 'JY-2',
        allocations: [{ lotId: 'gone', points: 50, expiresAt: on(9) }],
      },
    ]);
    expect(pointsLots(partial).map((lot) => lot.remaining)).toEqual([10]);
  });
});

describe('the ledger under any sequence of events', () => {
  type Step =
    | { kind: 'earn'; points: number; gap: number }
    | { kind: 'spend'; steps: number; gap: number }
    | { kind: 'expire'; gap: number }
    | { kind: 'cancel'; pick: number; gap: number };
  const step: fc.Arbitrary<Step> = fc.oneof(
    fc.record({
      kind: fc.constant('earn' as const),
      points: fc.integer({ min: 1, max: 300 }),
      gap: fc.integer({ min: 0, max: 60 }),
    }),
    fc.record({
      kind: fc.constant('spend' as const),
      steps: fc.integer({ min: 1, max: 6 }),
      gap: fc.integer({ min: 0, max: 60 }),
    }),
    fc.record({ kind: fc.constant('expire' as const), gap: fc.integer({ min: 0, max: 90 }) }),
    fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat(), gap: fc.integer({ min: 0, max: 60 }) }),
  );

  it('never goes negative, sums to the lots left, and always spends the earliest-expiring points', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        let ledger: PointsEntry[] = [];
        let now = day0;
        const cancelled = new Set<string>();
        for (const s of steps) {
          now = addDays(now, s.gap);
          if (s.kind === 'earn') ledger = append(ledger, earnEntry('order', s.points, now));
          if (s.kind === 'expire') ledger = append(ledger, ...expirePoints(ledger, now));
          if (s.kind === 'spend') {
            const points = s.steps * 50;
            const available = availablePoints(ledger, now);
            if (points > available) {
              expect(() => redeemPoints(ledger, points, now, 'JY')).toThrow(PointsError);
              continue;
            }
            const lotsBefore = pointsLots(ledger).filter((lot) => lot.remaining > 0 && lot.expiresAt > now);
            const redeemed = redeemPoints(ledger, points, now, `JY-${String(ledger.length)}`);
            // Every lot it skipped expires no earlier than every lot it drew on, and only the last is partly used.
            const used = new Set(redeemed.allocations.map((allocation) => allocation.lotId));
            const latestUsed = Math.max(...redeemed.allocations.map((allocation) => allocation.expiresAt.getTime()));
            for (const lot of lotsBefore)
              if (!used.has(lot.id)) expect(lot.expiresAt.getTime()).toBeGreaterThanOrEqual(latestUsed);
            redeemed.allocations.slice(0, -1).forEach((allocation) => {
              expect(allocation.points).toBe(lotsBefore.find((lot) => lot.id === allocation.lotId)?.remaining);
            });
            ledger = append(ledger, redeemed);
          }
          if (s.kind === 'cancel') {
            const open = ledger.filter(
              (entry): entry is RedeemedEntry => entry.type === 'redeemed' && !cancelled.has(entry.id),
            );
            const target = open[s.pick % Math.max(1, open.length)];
            if (target) {
              cancelled.add(target.id);
              ledger = append(ledger, ...returnRedeemedPoints(target, now));
            }
          }
          const balance = pointsBalance(ledger);
          expect(balance).toBeGreaterThanOrEqual(0);
          const lots = pointsLots(ledger);
          expect(lots.every((lot) => lot.remaining >= 0)).toBe(true);
          expect(lots.reduce((sum, lot) => sum + lot.remaining, 0)).toBe(balance);
          expect(availablePoints(ledger, now)).toBeLessThanOrEqual(balance);
        }
      }),
    );
  });
});
