import { describe, expect, it } from 'vitest';
import type { StaffLoyaltyEvent } from '@juicyin/contract';
import { bodyOf, draftOf, emptyDraft, refusalProblems } from './loyalty-event-draft.ts';

const filled = {
  ...emptyDraft,
  nameEn: ' Double points ',
  nameAr: 'نقاط مضاعفة',
  startDate: '2026-12-01',
  endDate: '2026-12-03',
};

describe('the loyalty event form', () => {
  it('sends trimmed names, the dates and no tier for Gold and Diamond', () => {
    expect(bodyOf(filled)).toEqual({
      body: {
        kind: 'bonus-points',
        name: { en: 'Double points', ar: 'نقاط مضاعفة' },
        tier: null,
        startDate: '2026-12-01',
        endDate: '2026-12-03',
        coupon: null,
      },
    });
  });

  it('sends a Super Saver day with its coupon (the code only when one was typed), for one tier', () => {
    const saver = { ...filled, kind: 'super-saver' as const, tier: 'diamond' as const };
    expect(bodyOf({ ...saver, percent: '٢٠' })).toMatchObject({
      body: { tier: 'diamond', kind: 'super-saver', coupon: { kind: 'percent', value: 20, minSubTotal: 0 } },
    });
    expect(
      bodyOf({
        ...saver,
        couponCode: ' year-end ',
        couponKind: 'fixed',
        amount: { halalas: 1000, error: null },
        minSubTotal: { halalas: 5000, error: null },
      }),
    ).toMatchObject({ body: { coupon: { code: 'year-end', kind: 'fixed', value: 1000, minSubTotal: 5000 } } });
    expect(bodyOf({ ...saver, tier: '', percent: '101' })).toEqual({
      problems: {
        tier: { kind: 'saverTier' },
        'coupon.value': { kind: 'coupon', message: 'A percentage is 1 to 100' },
      },
    });
    expect(bodyOf({ ...saver, couponKind: 'fixed', minSubTotal: { halalas: null, error: 'Enter an amount' } })).toEqual(
      {
        problems: {
          'coupon.value': { kind: 'required' },
          'coupon.minSubTotal': { kind: 'amount', message: 'Enter an amount' },
        },
      },
    );
  });

  it('opens a window to change it as it was read, its coupon’s discount and code too', () => {
    const event: StaffLoyaltyEvent = {
      id: 4,
      kind: 'super-saver',
      name: { en: 'Year-end', ar: 'نهاية العام' },
      tier: 'gold',
      startDate: '2026-12-10',
      endDate: '2026-12-12',
      startsAt: '2026-12-09T21:00:00.000Z',
      endsAt: '2026-12-12T21:00:00.000Z',
      state: 'scheduled',
      version: 3,
      coupon: { code: 'SAVER-GOLD-4', kind: 'fixed', value: 1000, minSubTotal: 5000 },
    };
    expect(draftOf(event)).toMatchObject({
      nameEn: 'Year-end',
      tier: 'gold',
      couponCode: 'SAVER-GOLD-4',
      couponKind: 'fixed',
      amount: { halalas: 1000, error: null },
      minSubTotal: { halalas: 5000, error: null },
    });
    expect(bodyOf(draftOf(event))).toMatchObject({ body: { coupon: { code: 'SAVER-GOLD-4', value: 1000 } } });
  });

  it('asks for names and dates, at most 80 characters, and a last day on or after the first', () => {
    expect(bodyOf(emptyDraft)).toEqual({
      problems: {
        'name.en': { kind: 'required' },
        'name.ar': { kind: 'required' },
        startDate: { kind: 'date' },
        endDate: { kind: 'date' },
      },
    });
    expect(bodyOf({ ...filled, nameEn: 'x'.repeat(81), endDate: '2026-11-30' })).toEqual({
      problems: {
        'name.en': { kind: 'tooLong', max: 80 },
        endDate: { kind: 'refused', code: 'ends_before_start' },
      },
    });
  });

  it("places the API's refusals at their fields: a rule by its code, a field message translated where known", () => {
    expect(refusalProblems('tier_year_limit', { tier: 'Gold has none left this year' })).toEqual({
      tier: { kind: 'refused', code: 'tier_year_limit' },
    });
    expect(
      refusalProblems('invalid_input', {
        startDate: 'A date such as 2026-11-22',
        'name.ar': 'At most 80 characters',
        'name.en': 'Something new',
        extra: 'Unknown field',
      }),
    ).toEqual({
      startDate: { kind: 'date' },
      'name.ar': { kind: 'tooLong', max: 80 },
      'name.en': { kind: 'text', text: 'Something new' },
      kind: { kind: 'text', text: 'Unknown field' },
    });
    expect(
      refusalProblems('invalid_input', {
        tier: 'A Super Saver coupon is for one tier: choose Gold or Diamond',
        'coupon.value': 'A percentage is 1 to 100',
      }),
    ).toEqual({
      tier: { kind: 'saverTier' },
      'coupon.value': { kind: 'coupon', message: 'A percentage is 1 to 100' },
    });
    expect(refusalProblems('coupon_code_taken', { 'coupon.code': 'A coupon with this code exists already' })).toEqual({
      'coupon.code': { kind: 'coupon', message: 'A coupon with this code exists already' },
    });
  });
});
