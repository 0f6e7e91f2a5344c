import { describe, expect, it } from 'vitest';
import { bonusMultiplier, activeEvents, type LoyaltyEvent, validateYearSchedule } from './events.ts';

const event = (
  id: string,
  kind: LoyaltyEvent['kind'],
  tier: LoyaltyEvent['tier'],
  start: string,
  end: string,
): LoyaltyEvent => ({
  id,
  kind,
  tier,
  startsAt: new Date(start),
  endsAt: new Date(end),
});

const schedule: LoyaltyEvent[] = [
  event('g-b1', 'bonus-points', 'gold', '2026-03-01T00:00:00Z', '2026-03-02T00:00:00Z'),
  event('g-b2', 'bonus-points', 'gold', '2026-09-01T00:00:00Z', '2026-09-02T00:00:00Z'),
  event('g-s1', 'super-saver', 'gold', '2026-04-01T00:00:00Z', '2026-04-02T00:00:00Z'),
  event('g-s2', 'super-saver', 'gold', '2026-10-01T00:00:00Z', '2026-10-02T00:00:00Z'),
  event('d-b1', 'bonus-points', 'diamond', '2026-03-01T00:00:00Z', '2026-03-02T00:00:00Z'),
  event('d-b2', 'bonus-points', 'diamond', '2026-06-01T00:00:00Z', '2026-06-02T00:00:00Z'),
  event('d-b3', 'bonus-points', 'diamond', '2026-09-01T00:00:00Z', '2026-09-02T00:00:00Z'),
  event('d-s1', 'super-saver', 'diamond', '2026-04-01T00:00:00Z', '2026-04-02T00:00:00Z'),
  event('d-s2', 'super-saver', 'diamond', '2026-07-01T00:00:00Z', '2026-07-02T00:00:00Z'),
  event('d-s3', 'super-saver', 'diamond', '2026-10-01T00:00:00Z', '2026-10-02T00:00:00Z'),
];

describe('bonus events', () => {
  it('double order points while a Bonus Points Event for the tier runs', () => {
    expect(bonusMultiplier(schedule, 'gold', new Date('2026-03-01T12:00:00Z'))).toBe(2);
    expect(bonusMultiplier(schedule, 'gold', new Date('2026-03-01T00:00:00Z'))).toBe(2); // start is inclusive
    expect(bonusMultiplier(schedule, 'gold', new Date('2026-03-02T00:00:00Z'))).toBe(1); // end is exclusive
    expect(bonusMultiplier(schedule, 'silver', new Date('2026-03-01T12:00:00Z'))).toBe(1);
    expect(bonusMultiplier(schedule, 'gold', new Date('2026-04-01T12:00:00Z'))).toBe(1); // Super Saver day
  });

  it('list the events of a tier running now', () => {
    expect(activeEvents(schedule, 'diamond', new Date('2026-04-01T08:00:00Z')).map((e) => e.id)).toEqual(['d-s1']);
  });
});

describe('validateYearSchedule', () => {
  it('accepts Gold 2, Diamond 3 and Silver 0 of each kind', () => {
    expect(validateYearSchedule(schedule, 2026)).toEqual([]);
  });

  it('reports wrong counts, Silver events, backwards and out-of-year windows and overlaps', () => {
    const broken = [
      ...schedule.filter((e) => e.id !== 'g-b2'),
      event('s-b1', 'bonus-points', 'silver', '2026-05-01T00:00:00Z', '2026-05-02T00:00:00Z'),
      event('d-b4', 'bonus-points', 'diamond', '2026-03-01T12:00:00Z', '2026-03-01T10:00:00Z'),
      event('d-s4', 'super-saver', 'diamond', '2026-12-31T12:00:00Z', '2027-01-01T12:00:00Z'),
    ];
    expect(validateYearSchedule(broken, 2026)).toEqual([
      { problem: 'ends_before_start', eventId: 'd-b4' },
      { problem: 'outside_year', eventId: 'd-s4' },
      { problem: 'wrong_count', kind: 'bonus-points', tier: 'silver', expected: 0, actual: 1 },
      { problem: 'wrong_count', kind: 'bonus-points', tier: 'gold', expected: 2, actual: 1 },
      { problem: 'wrong_count', kind: 'bonus-points', tier: 'diamond', expected: 3, actual: 4 },
      { problem: 'wrong_count', kind: 'super-saver', tier: 'diamond', expected: 3, actual: 4 },
    ]);
    const overlapping = [
      ...schedule.filter((e) => e.id !== 'g-b2'),
      event('g-b2', 'bonus-points', 'gold', '2026-03-01T20:00:00Z', '2026-03-03T00:00:00Z'),
    ];
    expect(validateYearSchedule(overlapping, 2026)).toEqual([{ problem: 'overlap', eventId: 'g-b1', otherId: 'g-b2' }]);
    expect(validateYearSchedule(schedule, 2027).filter((p) => p.problem === 'outside_year')).toHaveLength(10);
  });
});
