import { halalas, type Money, MoneyError } from './money.ts';

/**
 * Splits an amount in proportion to whole, non-negative weights without losing or inventing a
 * halala: each share is rounded down, then the halalas left over go one each to the shares with
 * the largest remainders (the earlier share first on a tie). The shares always add up to the
 * amount. A negative amount is split like its absolute value and negated.
 *
 * `allocate(sar('10.00'), [1, 1, 1])` → 3.34, 3.33, 3.33.
 */
export function allocate(amount: Money, weights: readonly number[]): Money[] {
  let total = 0;
  for (const weight of weights) {
    if (!Number.isSafeInteger(weight) || weight < 0) {
      throw new MoneyError(`Allocation weights must be whole and non-negative, got ${String(weight)}`);
    }
    total += weight;
  }
  if (total === 0) throw new MoneyError('Cannot allocate by weights that add up to zero');
  const sign = amount < 0 ? -1 : 1;
  const whole = Math.abs(amount);
  if (!Number.isSafeInteger(whole * total)) throw new MoneyError(`Cannot allocate ${String(amount)} exactly`);
  const shares = weights.map((weight) => Math.floor((whole * weight) / total));
  const remainders = weights.map((weight, index) => ({ index, remainder: (whole * weight) % total }));
  remainders.sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  const left = whole - shares.reduce((sum, share) => sum + share, 0); // fewer than weights.length
  const topped = new Set(remainders.slice(0, left).map(({ index }) => index));
  return shares.map((share, index) => halalas(sign * (topped.has(index) ? share + 1 : share)));
}
