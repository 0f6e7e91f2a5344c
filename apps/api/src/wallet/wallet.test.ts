import { randomUUID } from 'node:crypto';
import type { WalletBalancesView, WalletHistory } from '@juicyin/contract';
import { walletBalances } from '@juicyin/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fastShopper, place, putInBag, stockedVariant } from '../checkout/testing.ts';
import type { DatabaseHandle } from '../database.ts';
import { drivers, SETUP_TIMEOUT, startTestServer, type TestServer } from '../testing/server.ts';
import { loadWallet } from './ledger.ts';

vi.setConfig({ testTimeout: 120_000 });

/** A settled refund of a card payment: available and withdrawable. */
async function cardRefund(database: DatabaseHandle, shopperId: string, amount: number): Promise<void> {
  await database.rows(
    `insert into wallet_ledger (shopper_id, type, order_number, description, amount, status, withdrawable, created_at)
     values ($1, 'refund', 'JY-OLD', 'Refund of a cancelled order (card)', $2, 'completed', true, now() - interval '1 hour')`,
    [shopperId, amount],
  );
}

describe.each(drivers)('the wallet over HTTP on %s', (driver) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(driver);
  }, SETUP_TIMEOUT);
  afterAll(() => server.close());

  /** The balances the API shows, checked against the domain's reading of the stored ledger. */
  async function checkedBalances(shopper: Awaited<ReturnType<typeof fastShopper>>): Promise<WalletBalancesView> {
    const shown = await shopper.json<WalletBalancesView>('/api/me/wallet');
    expect(shown.body).toEqual(walletBalances(await loadWallet(server.database.db, shopper.id)));
    const [sums] = await server.database.rows<{ total: number }>(
      `select coalesce(sum(amount), 0)::int as total from wallet_ledger where shopper_id = $1 and status <> 'failed'`,
      [shopper.id],
    );
    // Every ledger sums to its balance.
    expect(shown.body.total).toBe(sums?.total);
    return shown.body;
  }

  it('withdraws only withdrawable credit and shows the history newest first, paginated', async () => {
    const shopper = await fastShopper(server.database, server.baseUrl);
    await cardRefund(server.database, shopper.id, 6000);
    await server.database.rows(
      `insert into wallet_ledger (shopper_id, type, description, amount, status, withdrawable, created_at)
       values ($1, 'goodwill', 'Sorry for the wait', 1500, 'completed', false, now() - interval '30 minutes')`,
      [shopper.id],
    );
    expect(await checkedBalances(shopper)).toEqual({
      total: 7500,
      unavailable: 0,
      available: 7500,
      withdrawable: 6000,
    });

    const tooMuch = await shopper.json<{ error: { code: string; message: string } }>('/api/me/wallet/withdrawals', {
      method: 'POST',
      body: { amount: 6001 },
    });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.error.code).toBe('not_withdrawable');
    expect(tooMuch.body.error.message).toContain('60.00');

    const ok = await shopper.json<{ entry: { amount: number; status: string }; balances: WalletBalancesView }>(
      '/api/me/wallet/withdrawals',
      { method: 'POST', body: { amount: 6000 } },
    );
    expect(ok.status).toBe(201);
    expect(ok.body.entry).toMatchObject({ amount: -6000, status: 'pending' });
    expect(ok.body.balances).toEqual({ total: 1500, unavailable: 0, available: 1500, withdrawable: 0 });

    const page = await shopper.json<WalletHistory>('/api/me/wallet/history?pageSize=2');
    expect(page.body).toMatchObject({ total: 3, pageCount: 2 });
    expect(page.body.items.map((item) => item.type)).toEqual(['withdrawal', 'goodwill']);

    // Mine only: another shopper sees an empty wallet.
    const other = await fastShopper(server.database, server.baseUrl);
    expect((await other.json<WalletHistory>('/api/me/wallet/history')).body.items).toEqual([]);
    expect((await other.json<WalletBalancesView>('/api/me/wallet')).body.available).toBe(0);
  });

  it('never lets concurrent withdrawals take more than the withdrawable credit', async () => {
    const shopper = await fastShopper(server.database, server.baseUrl);
    await cardRefund(server.database, shopper.id, 10_000);
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        shopper.json('/api/me/wallet/withdrawals', { method: 'POST', body: { amount: 3000 } }),
      ),
    );
    const statuses = results.map((result) => result.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(5);
    expect(await checkedBalances(shopper)).toEqual({
      total: 1000,
      unavailable: 0,
      available: 1000,
      withdrawable: 1000,
    });
  });

  it('keeps the available balance at zero or above when withdrawals race orders paying with the same credit', async () => {
    const shopper = await fastShopper(server.database, server.baseUrl);
    await cardRefund(server.database, shopper.id, 10_000);
    const variant = await stockedVariant(server.database, { stock: 50, price: 5000, offset: 7 });
    await server.app.catalogue.invalidate();
    await putInBag(server.database, shopper.id, variant.id, 1);
    const attempts = await Promise.all([
      ...Array.from({ length: 4 }, () => place(shopper, randomUUID(), { walletAmount: 3000 })),
      ...Array.from({ length: 4 }, () =>
        shopper.json('/api/me/wallet/withdrawals', { method: 'POST', body: { amount: 3000 } }),
      ),
    ]);
    const succeeded = attempts.filter((result) => result.status === 201).length;
    // 10 000 halalas of credit take at most three payments or withdrawals of 3 000.
    expect(succeeded).toBe(3);
    for (const result of attempts) expect([201, 409, 422]).toContain(result.status);
    const balances = await checkedBalances(shopper);
    expect(balances.available).toBe(1000);
    expect(balances.available).toBeGreaterThanOrEqual(0);
  });
});
