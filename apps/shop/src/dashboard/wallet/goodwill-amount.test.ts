import { describe, expect, it } from 'vitest';
import { GOODWILL_MAX, readGoodwillAmount } from './goodwill-amount.ts';

describe('the goodwill amount', () => {
  it('reads SAR into exact halalas, in Latin or Arabic-Indic digits', () => {
    expect(readGoodwillAmount('25')).toEqual({ ok: true, amount: 2500 });
    expect(readGoodwillAmount('0.10')).toEqual({ ok: true, amount: 10 });
    expect(readGoodwillAmount('1,250.55')).toEqual({ ok: true, amount: 125_055 });
    expect(readGoodwillAmount('٢٥٫٥٠')).toEqual({ ok: true, amount: 2550 });
  });

  it('refuses what is not an amount, zero, and more than SAR 100,000', () => {
    expect(readGoodwillAmount('12.345')).toEqual({ ok: false, reason: 'invalid' });
    expect(readGoodwillAmount('ten')).toEqual({ ok: false, reason: 'invalid' });
    expect(readGoodwillAmount('0')).toEqual({ ok: false, reason: 'zero' });
    expect(readGoodwillAmount('100000')).toEqual({ ok: true, amount: GOODWILL_MAX });
    expect(readGoodwillAmount('100000.01')).toEqual({ ok: false, reason: 'too-much' });
  });
});
