import { type Money, MoneyError, sar, toLatinDigits } from '@juicyin/domain';

/** What the amount field holds: halalas to withdraw, or why it cannot be read. */
export type WithdrawAmount =
  | { readonly ok: true; readonly amount: Money }
  | { readonly ok: false; readonly reason: 'invalid' | 'zero' | 'too-much' };

/**
 * The SAR amount a shopper typed ("25", "1,250.5", "٢٥٫٥٠", "SAR 25") in halalas, by the domain's
 * exact parsing (never float arithmetic): Arabic-Indic digits and the Arabic decimal separator are
 * read; group separators, a currency word or sign and spaces are ignored. Above zero and at most `withdrawable`.
 */
export function readWithdrawAmount(text: string, withdrawable: number): WithdrawAmount {
  const plain = toLatinDigits(text)
    .replace(/\u066B/g, '.')
    .replace(/[,\u066C]/g, '')
    .replace(/SAR|ر\.?\s?س\.?|﷼|[\s\u200E\u200F\u061C]/giu, '');
  let amount: Money;
  try {
    amount = sar(plain);
  } catch (error) {
    if (error instanceof MoneyError) return { ok: false, reason: 'invalid' };
    throw error;
  }
  if (amount <= 0) return { ok: false, reason: 'zero' };
  if (amount > withdrawable) return { ok: false, reason: 'too-much' };
  return { ok: true, amount };
}
