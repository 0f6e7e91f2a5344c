import { staffCouponsFixtures } from '@juicyin/contract/msw';
import { staffCouponCreateBodySchema } from '@juicyin/contract';
import { describe, expect, it } from 'vitest';
import { bodyOf, draftOf, emailsOf, emptyDraft } from './coupon-draft.ts';

describe("the coupon form's draft", () => {
  it('sends a percent coupon limited to Gold, its days as whole Riyadh days, in a body the contract accepts', () => {
    const made = bodyOf({
      ...emptyDraft,
      code: 'gold-20',
      percent: '٢٠',
      validFrom: '2026-12-01',
      validUntil: '2026-12-31',
      totalLimit: '100',
      tier: 'gold',
      descriptionEn: '20 % off for Gold',
      descriptionAr: 'خصم ٢٠٪ للذهبية',
    });
    expect(made).toEqual({
      body: {
        code: 'gold-20',
        kind: 'percent',
        value: 20,
        minSubTotal: 0,
        validFrom: '2026-12-01T00:00:00+03:00',
        validUntil: '2026-12-31T23:59:59+03:00',
        totalLimit: 100,
        perShopperLimit: 1,
        tier: 'gold',
        description: { en: '20 % off for Gold', ar: 'خصم ٢٠٪ للذهبية' },
      },
    });
    if ('body' in made) expect(staffCouponCreateBodySchema.safeParse(made.body).success).toBe(true);
  });

  it('opens a coupon as it is and sends it back unchanged (its days read in Riyadh)', () => {
    const ramadan = staffCouponsFixtures.coupons.find((coupon) => coupon.code === 'RAMADAN25');
    if (!ramadan) throw new Error('The fixtures have RAMADAN25');
    const made = bodyOf(draftOf(ramadan));
    if (!('body' in made)) throw new Error('A saved coupon reads back');
    expect(made.body.value).toBe(2500);
    expect(Date.parse(made.body.validFrom ?? '')).toBe(Date.parse(ramadan.validFrom ?? ''));
    expect(Date.parse(made.body.validUntil ?? '')).toBe(Date.parse(ramadan.validUntil ?? ''));
  });

  it('tells before asking: a missing value, a percent over 100, a limit that is not a whole number, an amount refused', () => {
    expect(bodyOf({ ...emptyDraft, code: 'X1Y' })).toEqual({ problems: { value: { kind: 'required' } } });
    expect(bodyOf({ ...emptyDraft, percent: '120', totalLimit: '1.5' })).toEqual({
      problems: { value: { kind: 'percent' }, totalLimit: { kind: 'whole' } },
    });
    expect(bodyOf({ ...emptyDraft, kind: 'fixed', amount: { halalas: null, error: 'Enter an amount' } })).toEqual({
      problems: { value: { kind: 'amount', message: 'Enter an amount' } },
    });
  });

  it('reads e-mails one a line or separated by commas, each once', () => {
    expect(emailsOf('a@x.sa, b@x.sa\n\nc@x.sa;a@x.sa ')).toEqual(['a@x.sa', 'b@x.sa', 'c@x.sa']);
  });
});
