// `pnpm --filter @juicyin/api crash-test [--database pglite|postgres]`: checkout load against the API
// in its own process, killed with SIGKILL while orders are being written, 20 times (CRASH_ROUNDS).
// On PGlite the database is a data directory on disk; on PostgreSQL (TEST_DATABASE_URL) a schema of
// its own, and only the API process is killed, never the database.
//
// Before every round the shop is stocked again (stock, points, store credit, coupon uses), so each
// round places orders; the kill comes a random moment (up to 3 s) after the round's first order was
// answered 201, while the others are mid-checkout. After every kill the database is checked: every
// order that was answered 201 is there (with its invoice and charge), no balance or stock is
// negative, each points ledger sums to what its lots hold, coupon uses match their redemptions,
// invoice numbers have no gaps, and every order has exactly one idempotency key marked done.
// Requests cut off by the kill are retried with the same key and body: each gets one order at most
// (on PostgreSQL a claim left in flight is taken over once it is a minute old, so some retries wait).
// Prints the orders placed per round; exits 1 on a round that placed none or a broken invariant.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { checkInvariants } from '../checkout/testing.ts';
import { type DatabaseHandle, openDatabase } from '../database.ts';
import { migrate } from '../db/migrate.ts';
import type { Row } from '../db/rows.ts';
import type { orders } from '../db/schema.ts';
import { STALE_CLAIM_MS } from '../idempotency/keys.ts';
import { seed } from '../seed/seed.ts';
import { isolatedPostgres, testDatabaseUrl } from '../testing/server.ts';
import {
  type LoadShopper,
  makeShoppers,
  placeBody,
  placeOrder,
  putLine,
  startApi,
  stopApi,
  variantSkus,
} from './checkout-load.ts';

const ROUNDS = Number(process.env['CRASH_ROUNDS'] ?? 20);
const SHOPPERS = Number(process.env['CRASH_SHOPPERS'] ?? 20);
/** The kill comes up to this long after the round's first order. */
const MAX_KILL_DELAY_MS = 3_000;
/** A round that places no order in this long fails. */
const FIRST_ORDER_CEILING_MS = 60_000;

const { values } = parseArgs({ options: { database: { type: 'string', default: 'pglite' } } });
const driver = values.database === 'postgres' ? 'postgres' : 'pglite';
if (driver === 'postgres' && !testDatabaseUrl) {
  console.error('--database postgres needs TEST_DATABASE_URL (a schema of its own is made there and dropped after)');
  process.exit(2);
}

interface Sent {
  readonly shopper: LoadShopper;
  readonly key: string;
  readonly body: ReturnType<typeof placeBody>;
  readonly at: number;
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'juicyin-crash-'));
const isolated = driver === 'postgres' && testDatabaseUrl ? await isolatedPostgres(testDatabaseUrl) : undefined;
const apiEnv: Record<string, string> = isolated ? { DATABASE_URL: isolated.url } : { DATA_DIR: dataDir };
const open = () => openDatabase(isolated ? { databaseUrl: isolated.url } : { dataDir: path.join(dataDir, 'pglite') });

const confirmed = new Map<string, string>(); // order number → key
let unanswered: Sent[] = [];
const totals = { placed: 0, refused: 0, cutOff: 0, retried: 0, replayedAfterCrash: 0 };

/** Stock, points, credit and coupon uses for another round: nothing runs out mid-test. */
async function restock(database: DatabaseHandle, shoppers: readonly LoadShopper[]): Promise<void> {
  await database.rows('update variants set stock = 60 where id in (select id from variants order by id limit 6)');
  await database.rows(
    `update coupons set total_limit = uses + 40,
            per_shopper_limit = coalesce((select max(n) from (select count(*)::int as n from coupon_redemptions r
              where r.coupon_id = coupons.id group by r.shopper_id) per), 0) + 3
     where code = 'CRASH'`,
  );
  for (const shopper of shoppers) {
    await database.rows(
      `insert into points_ledger (shopper_id, type, amount, remaining, reference, created_at, expires_at)
       values ($1, 'review', 2000, 2000, gen_random_uuid(), now() - interval '1 day', now() + interval '170 days')`,
      [shopper.id],
    );
    await database.rows(
      `insert into wallet_ledger (shopper_id, type, description, amount, status, withdrawable, created_at)
       values ($1, 'goodwill', 'Crash test credit', 20000, 'completed', false, now() - interval '1 day')`,
      [shopper.id],
    );
  }
}

/** The invariants after a kill; returns the orders on disk. */
async function check(database: DatabaseHandle, round: number): Promise<number> {
  const problems = await checkInvariants(database);
  const numbers = new Set(
    (await database.rows<Pick<Row<typeof orders>, 'number'>>('select number from orders')).map((row) => row.number),
  );
  for (const number of confirmed.keys()) {
    if (!numbers.has(number)) problems.push(`order ${number} was answered 201 but is missing`);
  }
  const [keys] = await database.rows<{ done: number; orders: number }>(
    `select (select count(*)::int from idempotency_keys where state = 'done' and response_status = 201) as done,
            (select count(*)::int from orders) as orders`,
  );
  if (keys && keys.done !== keys.orders)
    problems.push(`${String(keys.orders)} orders but ${String(keys.done)} keys answered 201`);
  if (problems.length > 0) {
    console.error(`round ${String(round)}: broken invariants:\n  ${problems.join('\n  ')}`);
    throw new Error('invariants broken');
  }
  return numbers.size;
}

/** Retries cut-off requests with their key; on PostgreSQL a claim still in flight waits for its minute. */
async function retry(baseUrl: string, pending: Sent[], waitForStale: boolean): Promise<Sent[]> {
  const left: Sent[] = [];
  for (const sent of pending) {
    const age = Date.now() - sent.at;
    if (waitForStale && age < STALE_CLAIM_MS + 1_000)
      await new Promise((resolve) => setTimeout(resolve, STALE_CLAIM_MS + 1_000 - age));
    const answer = await placeOrder(baseUrl, sent.shopper, sent.key, sent.body);
    totals.retried += 1;
    if (answer.status === 201 && answer.body.number) {
      confirmed.set(answer.body.number, sent.key);
      if (answer.replayed) totals.replayedAfterCrash += 1;
    } else if (answer.status === 409 && answer.body.error?.code === 'idempotency_in_flight') {
      if (driver === 'pglite' || waitForStale) throw new Error(`key ${sent.key} is still in flight after the restart`);
      left.push(sent);
    }
  }
  return left;
}

let exitCode = 0;
try {
  const database = await open();
  await migrate(database);
  await seed(database);
  await database.rows('update variants set stock = 0');
  await database.rows(
    `insert into coupons (code, kind, value, total_limit, per_shopper_limit, description_en, description_ar)
     values ('CRASH', 'fixed', 200, 40, 3, 'Crash test', 'اختبار')`,
  );
  const shoppers = await makeShoppers(database, SHOPPERS, { points: 2000, credit: 20_000 });
  const skus = await variantSkus(database, 6);
  await database.close();
  console.info(`crash test on ${driver}: ${String(ROUNDS)} rounds, ${String(SHOPPERS)} shoppers`);

  let onDisk = 0;
  for (let round = 1; round <= ROUNDS; round += 1) {
    const before = await open();
    await restock(before, shoppers);
    await before.close();
    const api = await startApi(apiEnv);
    unanswered = await retry(api.baseUrl, unanswered, false);

    let killed = false;
    let placed = 0;
    let firstOrder: () => void = () => undefined;
    const firstOrderPlaced = new Promise<void>((resolve) => (firstOrder = resolve));
    const inFlight = new Set<Sent>();
    const worker = async (shopper: LoadShopper, index: number) => {
      for (let attempt = 0; !killed; attempt += 1) {
        try {
          await putLine(api.baseUrl, shopper, skus[(index + attempt) % skus.length] ?? '', 1 + (attempt % 2));
          const body = placeBody(shopper, {
            pointsToRedeem: attempt % 3 === 0 ? 50 : 0,
            walletAmount: attempt % 2 === 0 ? 150 : 0,
            couponCode: attempt % 4 === 0 ? 'CRASH' : null,
          });
          const key = `r${String(round)}-s${String(index)}-a${String(attempt)}`;
          const sent: Sent = { shopper, key, body, at: Date.now() };
          inFlight.add(sent);
          const answer = await placeOrder(api.baseUrl, shopper, sent.key, body);
          inFlight.delete(sent);
          if (answer.status === 201 && answer.body.number) {
            confirmed.set(answer.body.number, sent.key);
            placed += 1;
            firstOrder();
          } else totals.refused += 1;
        } catch {
          return; // The connection died with the server.
        }
      }
    };
    const load = Promise.all(shoppers.map((shopper, index) => worker(shopper, index)));
    const started = await Promise.race([
      firstOrderPlaced.then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), FIRST_ORDER_CEILING_MS)),
    ]);
    if (started) await new Promise((resolve) => setTimeout(resolve, Math.random() * MAX_KILL_DELAY_MS));
    killed = true;
    const writing = inFlight.size;
    await stopApi(api.child, 'SIGKILL');
    await load;
    unanswered.push(...inFlight);
    totals.cutOff += inFlight.size;
    totals.placed += placed;

    const after = await open();
    try {
      const orders = await check(after, round);
      console.info(
        `round ${String(round)}: ${String(placed)} orders answered 201, ${String(orders - onDisk)} new on disk ` +
          `(${String(orders)} in all), killed with ${String(writing)} checkouts in flight; invariants hold`,
      );
      onDisk = orders;
    } finally {
      await after.close();
    }
    if (placed === 0) throw new Error(`round ${String(round)} placed no order: the kill did not land during writes`);
  }
  if (unanswered.length > 0) {
    const api = await startApi(apiEnv);
    console.info(`retrying the ${String(unanswered.length)} requests the last kill cut off`);
    unanswered = await retry(api.baseUrl, unanswered, driver === 'postgres');
    await stopApi(api.child);
    const last = await open();
    await check(last, ROUNDS + 1).finally(() => last.close());
  }
  console.info(
    `\n${driver}, ${String(ROUNDS)} kills: ${String(totals.placed)} orders answered 201 during load, ${String(totals.refused)} refused, ` +
      `${String(totals.cutOff)} requests cut off by a kill and retried with their key ` +
      `(${String(totals.replayedAfterCrash)} had committed and were replayed). Every confirmed order survived; every invariant held.`,
  );
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  rmSync(dataDir, { recursive: true, force: true });
  await isolated?.drop();
}
process.exit(exitCode);
