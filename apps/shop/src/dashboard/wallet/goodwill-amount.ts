import { readWithdrawAmount } from '../../account-area/wallet/withdraw-amount.ts';

/** The most goodwill one grant may credit, in halalas (the API's ceiling: SAR 100,000). */
export const GOODWILL_MAX = 10_000_000;

export type GoodwillAmount =
  | { readonly ok: true; readonly amount: number }
  | { readonly ok: false; readonly reason: 'invalid' | 'zero' | 'too-much' };

/**
 * The SAR amount staff typed ("25", "1,250.5", "٢٥٫٥٠") in halalas, read exactly by the domain's
 * money parsing as the wallet's withdraw form reads it (never float arithmetic): above zero and
 * at most SAR 100,000.
 */
export function readGoodwillAmount(text: string): GoodwillAmount {
  return readWithdrawAmount(text, GOODWILL_MAX);
}
