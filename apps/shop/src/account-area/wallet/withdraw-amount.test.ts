import { describe, expect, it } from 'vitest';
import { readWithdrawAmount } from './withdraw-amount.ts';

describe('the withdraw amount field', () => {
  it('reads SAR amounts into halalas exactly, with Latin or Arabic-Indic digits', () => {
    expect(readWithdrawAmount('25', 6000)).toEqual({ ok: true, amount: 2500 });
    expect(readWithdrawAmount(' 25.5 ', 6000)).toEqual({ ok: true, amount: 2550 });
    expect(readWithdrawAmount('0.29', 6000)).toEqual({ ok: true, amount: 29 });
    expect(readWithdrawAmount('٢٥٫٥٠', 6000)).toEqual({ ok: true, amount: 2550 });
    expect(readWithdrawAmount('SAR 60.00', 6000)).toEqual({ ok: true, amount: 6000 });
    expect(readWithdrawAmount('60 ر.س', 6000)).toEqual({ ok: true, amount: 6000 });
    expect(readWithdrawAmount('1,250.5', 200_000)).toEqual({ ok: true, amount: 125_050 });
  });

  it('refuses what is not an amount, zero, and more than the withdrawable credit', () => {
    for (const text of ['', 'abc', '12.345', '1e3', '1.2.3', '--5']) {
      expect(readWithdrawAmount(text, 6000)).toEqual({ ok: false, reason: 'invalid' });
    }
    expect(readWithdrawAmount('0', 6000)).toEqual({ ok: false, reason: 'zero' });
    expect(readWithdrawAmount('-5', 6000)).toEqual({ ok: false, reason: 'zero' });
    expect(readWithdrawAmount('60.01', 6000)).toEqual({ ok: false, reason: 'too-much' });
  });
});
