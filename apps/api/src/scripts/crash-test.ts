// `pnpm --filter @juicyin/api crash-test`: checkout load against the API on an on-disk PGlite
// database, killed with SIGKILL at a random moment 20 times. After every kill the database is
// opened again and checked: every order that was answered 2xx is there (with its invoice and
// charge), no balance or stock is negative, each points ledger sums to what its lots hold, coupon
// uses match their redemptions, invoice numbers have no gaps, and every order has exactly one
// idempotency key marked done. Requests cut off by the kill are retried with the same key after
// the restart: each gets one order at most. Exits 1 on the first broken invariant.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkInvariants } from '../checkout/testing.ts';
import { openDatabase } from '../database.ts';
import { migrate } from '../db/migrate.ts';
import { seed } from '../seed/seed.ts';
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
const MIN_MS = 300;
const MAX_MS = 4000;

interface Sent {
  readonly shopper: LoadShopper;
  readonly key: string;
  readonly body: ReturnType<typeof placeBody>;
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'juicyin-crash-'));
const pgliteDir = path.join(dataDir, 'pglite');
const confirmed = new Map<string, string>(); // order number → key
let unanswered: Sent[] = [];
const totals = { placed: 0, refused: 0, cutOff: 0, retried: 0, replayedAfterCrash: 0 };

async function check(round: number): Promise<void> {
  const database = await openDatabase({ dataDir: pgliteDir });
  try {
    const problems = await checkInvariants(database);
    const numbers = new Set(
      (await database.rows<{ number: string }>('select number from orders')).map((row) => row.number),
    );
    for (const number of confirmed.keys()) {
      if (!numbers.has(number)) problems.push(`order ${number} was answered 201 but is missing`);
    }
    const [keys] = await database.rows<{ done: number; orders: number }>(
      `select (select count(*)::int from idempotency_keys where state = 'done' and response_status = 201) as done,
              (select count(*)::int from orders) as orders`,
    );
    if (keys && keys.done !== keys.orders) {
      problems.push(`${String(keys.orders)} orders but ${String(keys.done)} keys answered 201`);
    }
    if (problems.length > 0) {
      console.error(`round ${String(round)}: broken invariants:\n  ${problems.join('\n  ')}`);
      process.exitCode = 1;
      throw new Error('invariants broken');
    }
    console.info(
      `round ${String(round)}: ${String(numbers.size)} orders on disk, ${String(confirmed.size)} confirmed, invariants hold`,
    );
  } finally {
    await database.close();
  }
}

try {
  const database = await openDatabase({ dataDir: pgliteDir });
  await migrate(database);
  await seed(database);
  await database.rows('update variants set stock = 0');
  // Few units of a few variants, so stock runs out during the test too.
  await database.rows('update variants set stock = 60 where id in (select id from variants order by id limit 6)');
  await database.rows(
    `insert into coupons (code, kind, value, total_limit, per_shopper_limit, description_en, description_ar)
     values ('CRASH', 'fixed', 200, 40, 3, 'Crash test', 'اختبار')`,
  );
  const shoppers = await makeShoppers(database, SHOPPERS, { points: 2000, credit: 20_000 });
  const skus = await variantSkus(database, 6);
  await database.close();

  for (let round = 1; round <= ROUNDS; round += 1) {
    const api = await startApi({ DATA_DIR: dataDir });
    // Requests the previous kill cut off: the same key and body again.
    for (const sent of unanswered) {
      const answer = await placeOrder(api.baseUrl, sent.shopper, sent.key, sent.body);
      totals.retried += 1;
      if (answer.status === 201 && answer.body.number) {
        confirmed.set(answer.body.number, sent.key);
        if (answer.replayed) totals.replayedAfterCrash += 1;
      } else if (answer.status === 409 && answer.body.error?.code === 'idempotency_in_flight') {
        throw new Error(`key ${sent.key} is still in flight after the restart`);
      }
    }
    unanswered = [];

    let killed = false;
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
          const sent: Sent = { shopper, key: `r${String(round)}-s${String(index)}-a${String(attempt)}`, body };
          inFlight.add(sent);
          const answer = await placeOrder(api.baseUrl, shopper, sent.key, body);
          inFlight.delete(sent);
          if (answer.status === 201 && answer.body.number) {
            confirmed.set(answer.body.number, sent.key);
            totals.placed += 1;
          } else totals.refused += 1;
        } catch {
          // The connection died with the server.
          return;
        }
      }
    };
    const load = Promise.all(shoppers.map((shopper, index) => worker(shopper, index)));
    await new Promise((resolve) => setTimeout(resolve, MIN_MS + Math.random() * (MAX_MS - MIN_MS)));
    killed = true;
    await stopApi(api.child, 'SIGKILL');
    await load;
    unanswered = [...inFlight];
    totals.cutOff += unanswered.length;
    await check(round);
  }
  console.info(
    `\n${String(ROUNDS)} kills: ${String(totals.placed)} orders answered 201 during load, ${String(totals.refused)} refused ` +
      `(out of stock, used-up coupon, points or credit), ${String(totals.cutOff)} requests cut off by a kill and ` +
      `retried with their key (${String(totals.replayedAfterCrash)} had committed and were replayed). ` +
      `Every confirmed order survived; every invariant held.`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
