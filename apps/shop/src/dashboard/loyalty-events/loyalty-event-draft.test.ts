import { describe, expect, it } from 'vitest';
import { bodyOf, emptyDraft, refusalProblems } from './loyalty-event-draft.ts';

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
      },
    });
    expect(bodyOf({ ...filled, tier: 'diamond', kind: 'super-saver' })).toMatchObject({
      body: { tier: 'diamond', kind: 'super-saver' },
    });
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
  });
});
