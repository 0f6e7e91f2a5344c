import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { halalas, sar } from '../money/index.ts';
import {
  completeWithdrawal,
  failWithdrawal,
  goodwillEntry,
  type NewWalletEntry,
  payWithWallet,
  refundEntry,
  requestWithdrawal,
  settleRefund,
  walletBalances,
  type WalletEntry,
  WalletError,
} from './wallet.ts';

const at = new Date('2026-11-01T10:00:00Z');
const append = (ledger: readonly WalletEntry[], entry: NewWalletEntry): WalletEntry[] => [
  ...ledger,
  { ...entry, id: `w${String(ledger.length + 1)}` },
];
const replace = (ledger: readonly WalletEntry[], entry: WalletEntry): WalletEntry[] =>
  ledger.map((row) => (row.id === entry.id ? entry : row));

function reasonOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    return error instanceof WalletError ? error.reason : 'other';
  }
  return undefined;
}

describe('wallet balances', () => {
  it('are zero for an empty wallet', () => {
    expect(walletBalances([])).toEqual({ total: 0, unavailable: 0, available: 0, withdrawable: 0 });
  });

  it('keep a refund unavailable until it is settled, then withdrawable when it came from a card', () => {
    let ledger = append(
      [],
      refundEntry(sar('40.00'), { at, orderNumber: 'JY-1', withdrawable: true, description: 'Card refund' }),
    );
    expect(ledger[0]?.status).toBe('pending');
    expect(walletBalances(ledger)).toEqual({ total: 4000, unavailable: 4000, available: 0, withdrawable: 0 });
    ledger = replace(ledger, settleRefund(ledger[0] as WalletEntry));
    expect(walletBalances(ledger)).toEqual({ total: 4000, unavailable: 0, available: 4000, withdrawable: 4000 });
  });

  it('make goodwill spendable but not withdrawable, and spend it before card refunds', () => {
    let ledger = append([], goodwillEntry(sar('10.00'), { at, description: 'Sorry for the delay' }));
    ledger = append(
      ledger,
      refundEntry(sar('30.00'), { at, orderNumber: 'JY-2', withdrawable: true, description: 'Card refund' }),
    );
    ledger = replace(ledger, settleRefund(ledger[1] as WalletEntry));
    expect(walletBalances(ledger)).toMatchObject({ available: 4000, withdrawable: 3000 });
    ledger = append(ledger, payWithWallet(ledger, sar('15.00'), { at, orderNumber: 'JY-3', description: 'Payment' }));
    expect(walletBalances(ledger)).toEqual({ total: 2500, unavailable: 0, available: 2500, withdrawable: 2500 });
  });

  it('hold a withdrawal while pending, keep it on completion and give it back on failure', () => {
    let ledger = append([], {
      ...refundEntry(sar('50.00'), { at, orderNumber: 'JY-4', withdrawable: true, description: 'Refund' }),
      status: 'completed',
    });
    ledger = append(ledger, requestWithdrawal(ledger, sar('20.00'), { at, description: 'Withdraw Deposit' }));
    const pending = ledger[1] as WalletEntry;
    expect(pending).toMatchObject({ type: 'withdrawal', amount: -2000, status: 'pending' });
    expect(walletBalances(ledger)).toMatchObject({ available: 3000, withdrawable: 3000 });
    expect(walletBalances(replace(ledger, completeWithdrawal(pending)))).toMatchObject({
      available: 3000,
      withdrawable: 3000,
    });
    expect(walletBalances(replace(ledger, failWithdrawal(pending)))).toMatchObject({
      available: 5000,
      withdrawable: 5000,
    });
  });

  it('refuses to pay or withdraw more than there is, or a non-positive amount', () => {
    const ledger = append([], goodwillEntry(sar('10.00'), { at, description: 'Goodwill' }));
    expect(reasonOf(() => payWithWallet(ledger, sar('10.01'), { at, orderNumber: 'JY', description: '' }))).toBe(
      'insufficient',
    );
    expect(reasonOf(() => requestWithdrawal(ledger, sar('1.00'), { at, description: '' }))).toBe('not_withdrawable');
    expect(reasonOf(() => payWithWallet(ledger, halalas(0), { at, orderNumber: 'JY', description: '' }))).toBe(
      'not_positive',
    );
    expect(reasonOf(() => goodwillEntry(halalas(-5), { at, description: '' }))).toBe('not_positive');
  });

  it('settles only pending refunds and finishes only pending withdrawals', () => {
    const ledger = append([], goodwillEntry(sar('10.00'), { at, description: 'Goodwill' }));
    const goodwill = ledger[0] as WalletEntry;
    expect(reasonOf(() => settleRefund(goodwill))).toBe('wrong_type');
    expect(reasonOf(() => completeWithdrawal(goodwill))).toBe('wrong_type');
    const refund = { ...goodwill, type: 'refund', status: 'completed' } as const;
    expect(reasonOf(() => settleRefund(refund))).toBe('not_pending');
    const withdrawal = { ...goodwill, type: 'withdrawal', amount: halalas(-100), status: 'failed' } as const;
    expect(reasonOf(() => failWithdrawal(withdrawal))).toBe('not_pending');
  });
});

describe('the wallet under any sequence of operations', () => {
  const op = fc.oneof(
    fc.record({
      kind: fc.constant('refund' as const),
      amount: fc.integer({ min: 1, max: 10_000 }),
      card: fc.boolean(),
    }),
    fc.record({ kind: fc.constant('goodwill' as const), amount: fc.integer({ min: 1, max: 10_000 }) }),
    fc.record({ kind: fc.constant('settle' as const), pick: fc.nat() }),
    fc.record({ kind: fc.constant('pay' as const), amount: fc.integer({ min: 1, max: 10_000 }) }),
    fc.record({ kind: fc.constant('withdraw' as const), amount: fc.integer({ min: 1, max: 10_000 }) }),
    fc.record({ kind: fc.constant('finish' as const), pick: fc.nat(), ok: fc.boolean() }),
  );

  it('never lets available or withdrawable credit go negative, and total = available + unavailable', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 40 }), (ops) => {
        let ledger: WalletEntry[] = [];
        for (const o of ops) {
          const pick = <T>(rows: T[], n: number) => rows[n % Math.max(1, rows.length)];
          if (o.kind === 'refund') {
            ledger = append(
              ledger,
              refundEntry(halalas(o.amount), { at, orderNumber: 'JY', withdrawable: o.card, description: '' }),
            );
          } else if (o.kind === 'goodwill') {
            ledger = append(ledger, goodwillEntry(halalas(o.amount), { at, description: '' }));
          } else if (o.kind === 'settle') {
            const row = pick(
              ledger.filter((e) => e.type === 'refund' && e.status === 'pending'),
              o.pick,
            );
            if (row) ledger = replace(ledger, settleRefund(row));
          } else if (o.kind === 'finish') {
            const row = pick(
              ledger.filter((e) => e.type === 'withdrawal' && e.status === 'pending'),
              o.pick,
            );
            if (row) ledger = replace(ledger, o.ok ? completeWithdrawal(row) : failWithdrawal(row));
          } else {
            const before = walletBalances(ledger);
            const limit = o.kind === 'pay' ? before.available : before.withdrawable;
            const make = () =>
              o.kind === 'pay'
                ? payWithWallet(ledger, halalas(o.amount), { at, orderNumber: 'JY', description: '' })
                : requestWithdrawal(ledger, halalas(o.amount), { at, description: '' });
            if (o.amount > limit) expect(make).toThrow(WalletError);
            else ledger = append(ledger, make());
          }
          const b = walletBalances(ledger);
          expect(b.available).toBeGreaterThanOrEqual(0);
          expect(b.withdrawable).toBeGreaterThanOrEqual(0);
          expect(b.withdrawable).toBeLessThanOrEqual(b.available);
          expect(b.total).toBe(b.available + b.unavailable);
          expect(b.total).toBe(ledger.filter((e) => e.status !== 'failed').reduce((sum, e) => sum + e.amount, 0));
        }
      }),
    );
  });
});
