// `pnpm --filter @juicyin/api bench:checkout`: 50 shoppers placing orders at the same time for a
// fixed time against the API in its own process, on PGlite (and on PostgreSQL when
// TEST_DATABASE_URL is set). Each shopper loops: put a line in the bag, place the order (card,
// new Idempotency-Key). Prints orders/s and the place-order latency p50/p95/p99, and as a baseline
// measured in the same run the same 50 loops on GET /api/health, with the ratio; on PostgreSQL also
// `pgbench` with as many clients on the same server, the ceiling of this machine. A script, not a test.
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, type DatabaseHandle } from '../database.ts';
import { migrate } from '../db/migrate.ts';
import { seed } from '../seed/seed.ts';
import { isolatedPostgres } from '../testing/server.ts';
import { measurePgbench, type PgbenchFigures } from './pgbench.ts';
import { cpuSecondsOf, cpuSecondsOfAll } from './process-cpu.ts';
import {
  type LoadShopper,
  makeShoppers,
  percentile,
  placeBody,
  placeOrder,
  putLine,
  startApi,
  stopApi,
  variantSkus,
} from './checkout-load.ts';

const DURATION_S = Number(process.env['BENCH_SECONDS'] ?? 10);
const SHOPPERS = Number(process.env['BENCH_SHOPPERS'] ?? 50);
const TARGET_P95_MS = 150;

interface Figures {
  count: number;
  errors: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
}

function figures(latencies: number[], errors: number, seconds: number): Figures {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    count: sorted.length,
    errors,
    perSecond: sorted.length / seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
  };
}

async function loops(seconds: number, worker: (index: number, until: number) => Promise<void>): Promise<void> {
  const until = Date.now() + seconds * 1000;
  await Promise.all(Array.from({ length: SHOPPERS }, (_, index) => worker(index, until)));
}

async function measureHealth(baseUrl: string): Promise<Figures> {
  const latencies: number[] = [];
  let errors = 0;
  await loops(DURATION_S, async (_index, until) => {
    while (Date.now() < until) {
      const started = performance.now();
      const response = await fetch(`${baseUrl}/api/health`);
      await response.arrayBuffer();
      if (response.ok) latencies.push(performance.now() - started);
      else errors += 1;
    }
  });
  return figures(latencies, errors, DURATION_S);
}

async function measureCheckout(baseUrl: string, shoppers: LoadShopper[], skus: string[]): Promise<Figures> {
  const latencies: number[] = [];
  let errors = 0;
  const codes = new Map<string, number>();
  await loops(DURATION_S, async (index, until) => {
    const shopper = shoppers[index];
    if (!shopper) return;
    for (let round = 0; Date.now() < until; round += 1) {
      const sku = skus[(index + round) % skus.length] ?? '';
      await putLine(baseUrl, shopper, sku, 1 + (round % 3));
      const started = performance.now();
      const answer = await placeOrder(baseUrl, shopper, `bench-${String(index)}-${String(round)}`, placeBody(shopper));
      const elapsed = performance.now() - started;
      if (answer.status === 201) latencies.push(elapsed);
      else {
        errors += 1;
        const code = `${String(answer.status)} ${answer.body.error?.code ?? ''}`;
        codes.set(code, (codes.get(code) ?? 0) + 1);
      }
    }
  });
  if (codes.size > 0) console.info('  non-201 answers:', Object.fromEntries(codes));
  return figures(latencies, errors, DURATION_S);
}

async function prepare(database: DatabaseHandle): Promise<{ shoppers: LoadShopper[]; skus: string[] }> {
  await migrate(database);
  await seed(database);
  await database.rows('update variants set stock = 1000000');
  const shoppers = await makeShoppers(database, SHOPPERS);
  return { shoppers, skus: await variantSkus(database, 40) };
}

/** CPU seconds spent while `work` ran: by the API's process, PostgreSQL's processes and this one (the shoppers). */
async function cpuDuring<T>(apiPid: number | undefined, work: () => Promise<T>): Promise<{ result: T; cpu: CpuSpent }> {
  const api = apiPid === undefined ? undefined : cpuSecondsOf(apiPid);
  const postgres = cpuSecondsOfAll('postgres');
  const shoppers = process.cpuUsage();
  const result = await work();
  const spentShoppers = process.cpuUsage(shoppers);
  const apiAfter = apiPid === undefined ? undefined : cpuSecondsOf(apiPid);
  const postgresAfter = cpuSecondsOfAll('postgres');
  return {
    result,
    cpu: {
      api: api === undefined || apiAfter === undefined ? undefined : apiAfter - api,
      postgres: postgres === undefined || postgresAfter === undefined ? undefined : postgresAfter - postgres,
      shoppers: (spentShoppers.user + spentShoppers.system) / 1e6,
    },
  };
}

interface CpuSpent {
  api: number | undefined;
  postgres: number | undefined;
  shoppers: number;
}

async function run(label: string, env: Record<string, string>, data: { shoppers: LoadShopper[]; skus: string[] }) {
  const api = await startApi(env);
  try {
    // Warm up: the catalogue read model, prepared statements, JIT.
    await measureWarmUp(api.baseUrl, data);
    const health = await measureHealth(api.baseUrl);
    const { result: checkout, cpu } = await cpuDuring(api.child.pid, () =>
      measureCheckout(api.baseUrl, data.shoppers, data.skus),
    );
    return { label, health, checkout, cpu };
  } finally {
    await stopApi(api.child);
  }
}

async function measureWarmUp(baseUrl: string, data: { shoppers: LoadShopper[]; skus: string[] }) {
  const shopper = data.shoppers[0];
  if (!shopper) return;
  for (let round = 0; round < 20; round += 1) {
    await putLine(baseUrl, shopper, data.skus[round % data.skus.length] ?? '', 1);
    await placeOrder(baseUrl, shopper, `warm-${String(round)}`, placeBody(shopper));
    await fetch(`${baseUrl}/api/health`).then((response) => response.arrayBuffer());
  }
}

const results: Awaited<ReturnType<typeof run>>[] = [];
let pgbench: PgbenchFigures | string = 'TEST_DATABASE_URL is unset: no PostgreSQL run';
const dataDir = mkdtempSync(path.join(tmpdir(), 'juicyin-bench-checkout-'));
try {
  const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  const data = await prepare(database);
  await database.close();
  results.push(await run('PGlite (embedded, on disk)', { DATA_DIR: dataDir }, data));

  const url = process.env['TEST_DATABASE_URL'];
  if (url) {
    const isolated = await isolatedPostgres(url);
    try {
      const postgres = await openDatabase({ databaseUrl: isolated.url });
      const pgData = await prepare(postgres);
      await postgres.close();
      results.push(await run('PostgreSQL (pool of 10)', { DATABASE_URL: isolated.url }, pgData));
    } finally {
      await isolated.drop();
    }
    pgbench = await measurePgbench(url, SHOPPERS, DURATION_S);
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

const cpu = cpus()[0]?.model ?? 'unknown CPU';
console.info(
  `\n${new Date().toISOString()} · Node ${process.version} · ${String(cpus().length)} cores (${cpu}) · ${String(SHOPPERS)} concurrent shoppers · ${String(DURATION_S)} s each\n`,
);
console.info('| database | what | per s | p50 ms | p95 ms | p99 ms | errors | p95 vs health |');
console.info('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |');
const ms = (value: number) => value.toFixed(1);
for (const { label, health, checkout } of results) {
  console.info(
    `| ${label} | GET /api/health (baseline) | ${health.perSecond.toFixed(0)} | ${ms(health.p50)} | ${ms(health.p95)} | ${ms(health.p99)} | ${String(health.errors)} | 1.0× |`,
  );
  console.info(
    `| ${label} | POST /api/me/orders (place order) | ${checkout.perSecond.toFixed(1)} | ${ms(checkout.p50)} | ${ms(checkout.p95)} | ${ms(checkout.p99)} | ${String(checkout.errors)} | ${(checkout.p95 / Math.max(health.p95, 0.001)).toFixed(1)}× |`,
  );
}
console.info(
  '\nCPU per order placed, while the shoppers placed orders (each order also puts a line in the bag first; PostgreSQL: every process named postgres on the machine):\n',
);
console.info(
  '| database | API process ms | API busy, share of one core | PostgreSQL ms | shoppers (this process) ms |',
);
console.info('| --- | ---: | ---: | ---: | ---: |');
for (const { label, checkout, cpu } of results) {
  const perOrder = (seconds: number | undefined) =>
    seconds === undefined || checkout.count === 0 ? 'n/a' : ms((1000 * seconds) / checkout.count);
  const busy = cpu.api === undefined ? 'n/a' : `${((100 * cpu.api) / DURATION_S).toFixed(0)} %`;
  const postgresCpu = label.startsWith('PostgreSQL') ? perOrder(cpu.postgres) : 'in the API process';
  console.info(`| ${label} | ${perOrder(cpu.api)} | ${busy} | ${postgresCpu} | ${perOrder(cpu.shoppers)} |`);
}
const postgres = results[1]?.checkout;
if (typeof pgbench === 'string') console.info(`\npgbench: ${pgbench}`);
else {
  console.info(
    `\npgbench (TPC-B-like, ${String(pgbench.clients)} clients, same PostgreSQL): ${pgbench.transactionsPerSecond.toFixed(0)} transactions/s, latency average ${ms(pgbench.latencyAverageMs)} ms`,
  );
  if (postgres) {
    console.info(
      `Orders per second on PostgreSQL against pgbench's transactions per second: ${((100 * postgres.perSecond) / pgbench.transactionsPerSecond).toFixed(1)} %`,
    );
  }
}
const pglite = results[0]?.checkout;
if (pglite) {
  console.info(
    `\nTarget p95 ≤ ${String(TARGET_P95_MS)} ms on PGlite: ${pglite.p95 <= TARGET_P95_MS ? 'met' : 'NOT met'} (${ms(pglite.p95)} ms)`,
  );
}
