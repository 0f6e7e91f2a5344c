// `pnpm --filter @juicyin/api bench:events`: the live order streams under a steady trickle of
// orders, against the API in its own process, on PGlite (and on PostgreSQL when TEST_DATABASE_URL
// or DATABASE_URL is set; an isolated database is made and dropped). 5 staff dashboards hold
// GET /api/staff/events open while 200 shoppers place one order each, spread over ~60 s. Checks
// that every event reached every dashboard exactly once and in seq order, and prints events/s
// and the delivery latency (place-order request sent → event read by a dashboard) p50/p95/p99,
// beside the place-order answer latency and, as a baseline measured in the same run, the plain
// request latency of GET /api/health, with ratios. Bounded: it stops by itself. A script, not a test.
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import type { OrderEvent } from '@juicyin/contract';
import { type DatabaseHandle, openDatabase } from '../database.ts';
import { migrate } from '../db/migrate.ts';
import { seed } from '../seed/seed.ts';
import { openEventStream, type SseStream } from '../testing/sse.ts';
import { isolatedPostgres } from '../testing/server.ts';
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

const ORDERS = Number(process.env['BENCH_ORDERS'] ?? 200);
const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 60);
const DASHBOARDS = Number(process.env['BENCH_DASHBOARDS'] ?? 5);
/** After the last order, how long the dashboards may take to receive everything before the run fails. */
const DRAIN_LIMIT_MS = 30_000;

interface Latencies {
  p50: number;
  p95: number;
  p99: number;
  count: number;
}

function latencies(values: number[]): Latencies {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    count: sorted.length,
  };
}

interface Data {
  shoppers: LoadShopper[];
  staff: LoadShopper;
  skus: string[];
}

async function prepare(database: DatabaseHandle): Promise<Data> {
  await migrate(database);
  await seed(database);
  await database.rows('update variants set stock = 1000000');
  const shoppers = await makeShoppers(database, ORDERS + 1);
  const staff = shoppers.pop();
  if (!staff) throw new Error('no staff member');
  await database.rows(`update shoppers set role = 'staff' where id = $1`, [staff.id]);
  return { shoppers, staff, skus: await variantSkus(database, 40) };
}

async function measureHealth(baseUrl: string): Promise<Latencies> {
  const values: number[] = [];
  for (let round = 0; round < 300; round += 1) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}/api/health`);
    await response.arrayBuffer();
    if (response.ok) values.push(performance.now() - started);
  }
  return latencies(values);
}

async function openDashboards(baseUrl: string, staff: LoadShopper): Promise<SseStream[]> {
  return Promise.all(
    Array.from({ length: DASHBOARDS }, async () => {
      const answer = await openEventStream(`${baseUrl}/api/staff/events`, { cookie: staff.cookie });
      if (!('stream' in answer)) throw new Error(`the staff stream answered ${String(answer.status)}`);
      return answer.stream;
    }),
  );
}

/** Waits until every dashboard has `count` events, or the limit passes (then the check reports what is missing). */
async function drained(dashboards: SseStream[], count: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), DRAIN_LIMIT_MS)));
  const all = Promise.all(dashboards.map((dashboard) => dashboard.take(count))).then(() => true as const);
  const done = await Promise.race([all, limit]);
  clearTimeout(timer);
  return done;
}

async function run(label: string, env: Record<string, string>, data: Data) {
  const api = await startApi(env);
  try {
    // Warm up: the catalogue read model, prepared statements, JIT.
    const warm = data.shoppers[0];
    if (warm) await putLine(api.baseUrl, warm, data.skus[0] ?? '', 1);
    await measureHealth(api.baseUrl);
    const health = await measureHealth(api.baseUrl);

    const dashboards = await openDashboards(api.baseUrl, data.staff);
    const sentAt = new Map<string, number>();
    const answeredAt = new Map<string, number>();
    const answerMs: number[] = [];
    const failures = new Map<string, number>();
    const spacing = (SECONDS * 1000) / ORDERS;
    const started = performance.now();
    await Promise.all(
      data.shoppers.slice(0, ORDERS).map(async (shopper, index) => {
        const at = started + index * spacing;
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, at - performance.now())));
        await putLine(api.baseUrl, shopper, data.skus[index % data.skus.length] ?? '', 1 + (index % 3));
        const sent = performance.now();
        const answer = await placeOrder(api.baseUrl, shopper, `events-${String(index)}`, placeBody(shopper));
        const answered = performance.now();
        if (answer.status === 201 && answer.body.number) {
          sentAt.set(answer.body.number, sent);
          answeredAt.set(answer.body.number, answered);
          answerMs.push(answered - sent);
        } else {
          const code = `${String(answer.status)} ${answer.body.error?.code ?? ''}`;
          failures.set(code, (failures.get(code) ?? 0) + 1);
        }
      }),
    );
    const placed = sentAt.size;
    const complete = await drained(dashboards, placed);
    const elapsedS = (performance.now() - started) / 1000;

    // Every event at every dashboard once, in seq order, and nothing else.
    const problems: string[] = [];
    const delivery: number[] = [];
    const afterAnswer: number[] = [];
    dashboards.forEach((dashboard, which) => {
      const events = dashboard.data<OrderEvent>();
      const numbers = events.map((event) => event.number);
      if (events.length !== placed)
        problems.push(`dashboard ${String(which)}: ${String(events.length)} of ${String(placed)} events`);
      if (new Set(numbers).size !== numbers.length) problems.push(`dashboard ${String(which)}: an event came twice`);
      if (numbers.some((number) => !sentAt.has(number))) problems.push(`dashboard ${String(which)}: an unknown order`);
      for (let index = 1; index < events.length; index += 1) {
        if ((events[index]?.seq ?? 0) <= (events[index - 1]?.seq ?? 0)) {
          problems.push(`dashboard ${String(which)}: out of order at ${String(index)}`);
          break;
        }
      }
      dashboard.events.forEach((event, index) => {
        const number = numbers[index] ?? '';
        const sent = sentAt.get(number);
        const answered = answeredAt.get(number);
        if (sent !== undefined) delivery.push(event.receivedAt - sent);
        if (answered !== undefined) afterAnswer.push(event.receivedAt - answered);
      });
    });
    await Promise.all(dashboards.map((dashboard) => dashboard.close()));
    if (failures.size > 0) problems.push(`orders not placed: ${JSON.stringify(Object.fromEntries(failures))}`);
    if (!complete) problems.push(`not everything arrived within ${String(DRAIN_LIMIT_MS / 1000)} s of the last order`);
    return {
      label,
      health,
      answer: latencies(answerMs),
      delivery: latencies(delivery),
      afterAnswer: latencies(afterAnswer),
      eventsPerSecond: delivery.length / elapsedS,
      placed,
      problems,
    };
  } finally {
    await stopApi(api.child);
  }
}

const results: Awaited<ReturnType<typeof run>>[] = [];
const dataDir = mkdtempSync(path.join(tmpdir(), 'juicyin-bench-events-'));
try {
  const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  const data = await prepare(database);
  await database.close();
  results.push(await run('PGlite (embedded, on disk)', { DATA_DIR: dataDir }, data));

  const url = process.env['TEST_DATABASE_URL'] || process.env['DATABASE_URL'];
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
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

const cpu = cpus()[0]?.model ?? 'unknown CPU';
console.info(
  `\n${new Date().toISOString()} · Node ${process.version} · ${String(cpus().length)} cores (${cpu}) · ${String(DASHBOARDS)} staff streams · ${String(ORDERS)} orders over ${String(SECONDS)} s\n`,
);
console.info('| database | what | count | per s | p50 ms | p95 ms | p99 ms | p50 vs health | p95 vs health |');
console.info('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
const ms = (value: number) => value.toFixed(1);
const ratio = (value: number, base: number) => `${(value / Math.max(base, 0.001)).toFixed(1)}×`;
for (const result of results) {
  const { label, health } = result;
  const row = (what: string, figures: Latencies, perSecond: string) =>
    console.info(
      `| ${label} | ${what} | ${String(figures.count)} | ${perSecond} | ${ms(figures.p50)} | ${ms(figures.p95)} | ${ms(figures.p99)} | ${ratio(figures.p50, health.p50)} | ${ratio(figures.p95, health.p95)} |`,
    );
  row('GET /api/health (baseline, one at a time)', health, '');
  row('POST /api/me/orders answered', result.answer, '');
  row('order placed → on every dashboard (delivery)', result.delivery, result.eventsPerSecond.toFixed(1));
  row("dashboard event after the shopper's answer", result.afterAnswer, '');
}
let failed = false;
for (const result of results) {
  if (result.problems.length === 0) {
    console.info(
      `\n${result.label}: all ${String(result.placed)} events reached all ${String(DASHBOARDS)} dashboards once, in order.`,
    );
  } else {
    failed = true;
    console.info(`\n${result.label}: PROBLEMS\n  ${result.problems.join('\n  ')}`);
  }
}
process.exitCode = failed ? 1 : 0;
