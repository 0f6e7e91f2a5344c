// Shared by `bench:checkout` and `crash-test`: shoppers made in the database before the server
// starts (no scrypt), the API in its own process, and one checkout (bag line, then place order).
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { newSecret } from '../accounts/tokens.ts';
import type { DatabaseHandle } from '../database.ts';
import type { Row } from '../db/rows.ts';
import type { addresses, shoppers as shopperRows, variants } from '../db/schema.ts';
import { SANDBOX_CARDS } from '../payments/sandbox.ts';

export const apiDir = path.join(import.meta.dirname, '../..');

export interface LoadShopper {
  readonly id: string;
  readonly cookie: string;
  readonly addressId: string;
}

/** Shoppers with a session and a Riyadh address, and optionally points and store credit. */
export async function makeShoppers(
  database: DatabaseHandle,
  count: number,
  options: { points?: number; credit?: number } = {},
): Promise<LoadShopper[]> {
  const shoppers: LoadShopper[] = [];
  for (let index = 0; index < count; index += 1) {
    const [row] = await database.rows<Pick<Row<typeof shopperRows>, 'id'>>(
      `insert into shoppers (email, first_name, last_name, password_hash)
       values ($1, 'Load', 'Shopper', 'not-a-hash') returning id`,
      [`load.${randomUUID()}@example.com`],
    );
    if (!row) throw new Error('no shopper');
    const { secret, hash } = newSecret();
    await database.rows(
      `insert into sessions (id_hash, shopper_id, persistent, expires_at) values ($1, $2, true, now() + interval '7 days')`,
      [hash, row.id],
    );
    const [address] = await database.rows<Pick<Row<typeof addresses>, 'id'>>(
      `insert into addresses (shopper_id, first_name, last_name, mobile, postal_code, district, street, city, region,
                              building_number, additional_number, type, is_default)
       values ($1, 'Load', 'Shopper', '+966501234567', '12271', 'Al Malqa', 'Test Street', 'Riyadh',
               'Riyadh Province', '1001', '2002', 'home', true) returning id`,
      [row.id],
    );
    if (!address) throw new Error('no address');
    if (options.points) {
      await database.rows(
        `insert into points_ledger (shopper_id, type, amount, remaining, reference, created_at, expires_at)
         values ($1, 'review', $2, $2, $3, now() - interval '1 day', now() + interval '170 days')`,
        [row.id, options.points, randomUUID()],
      );
    }
    if (options.credit) {
      await database.rows(
        `insert into wallet_ledger (shopper_id, type, description, amount, status, withdrawable, created_at)
         values ($1, 'goodwill', 'Load test credit', $2, 'completed', false, now() - interval '1 day')`,
        [row.id, options.credit],
      );
    }
    shoppers.push({ id: row.id, cookie: `juicyin_session=${secret}`, addressId: address.id });
  }
  return shoppers;
}

/** SKUs of in-stock variants, first `count` by id. */
export async function variantSkus(database: DatabaseHandle, count: number): Promise<string[]> {
  const rows = await database.rows<Pick<Row<typeof variants>, 'sku'>>('select sku from variants order by id limit $1', [
    count,
  ]);
  return rows.map((row) => row.sku);
}

/**
 * Starts `src/main.ts` on a data directory or database URL; resolves with its address. `onOutput`
 * hears everything the server writes (its log), from the start.
 */
export function startApi(
  env: Record<string, string>,
  onOutput?: (text: string) => void,
): Promise<{ child: ChildProcess; baseUrl: string }> {
  // BENCH_CPU_PROF=<dir>: the API writes a V8 CPU profile there when it stops (open it in Chrome's
  // DevTools, or summarise it with `src/scripts/cpu-profile-summary.ts`).
  const profileDir = process.env['BENCH_CPU_PROF'];
  const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const child = spawn(
    process.execPath,
    [...profile, '--import', 'tsx', '--conditions=@juicyin/source', 'src/main.ts'],
    {
      cwd: apiDir,
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', SHOP_DIR: '/nonexistent', LOG: 'listen', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    if (onOutput) {
      child.stdout.on('data', (chunk: Buffer) => onOutput(chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => onOutput(chunk.toString()));
    }
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) {
        child.stdout.off('data', onData);
        child.stderr.off('data', onData);
        if (!onOutput) {
          child.stdout.resume();
          child.stderr.resume();
        }
        child.off('exit', onExit);
        resolve({ child, baseUrl: match[1] });
      }
    };
    const onExit = (code: number | null) => {
      reject(new Error(`src/main.ts exited (${String(code)}):\n${output}`));
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', onExit);
  });
}

export function stopApi(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      resolve();
      return;
    }
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

const headersFor = (shopper: LoadShopper) => ({
  accept: 'application/json',
  'content-type': 'application/json',
  'x-juicyin-client': '1',
  'sec-fetch-site': 'same-origin',
  cookie: shopper.cookie,
});

export async function putLine(baseUrl: string, shopper: LoadShopper, sku: string, quantity: number): Promise<number> {
  const response = await fetch(`${baseUrl}/api/me/bag/lines/${sku}`, {
    method: 'PUT',
    headers: headersFor(shopper),
    body: JSON.stringify({ quantity }),
  });
  await response.arrayBuffer();
  return response.status;
}

export interface PlaceChoice {
  readonly pointsToRedeem?: number;
  readonly walletAmount?: number;
  readonly couponCode?: string | null;
}

export function placeBody(shopper: LoadShopper, choice: PlaceChoice = {}) {
  return {
    addressId: shopper.addressId,
    paymentMethod: 'card',
    card: { number: SANDBOX_CARDS.visa, holderName: 'Load Shopper', expiryMonth: 12, expiryYear: 2035, cvv: '737' },
    couponCode: choice.couponCode ?? null,
    pointsToRedeem: choice.pointsToRedeem ?? 0,
    walletAmount: choice.walletAmount ?? 0,
  };
}

export async function placeOrder(
  baseUrl: string,
  shopper: LoadShopper,
  key: string,
  body: unknown,
): Promise<{ status: number; body: { number?: string; error?: { code: string } }; replayed: boolean }> {
  const response = await fetch(`${baseUrl}/api/me/orders`, {
    method: 'POST',
    headers: { ...headersFor(shopper), 'idempotency-key': key },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: (text ? JSON.parse(text) : {}) as { number?: string; error?: { code: string } },
    replayed: response.headers.get('idempotent-replayed') === 'true',
  };
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}
