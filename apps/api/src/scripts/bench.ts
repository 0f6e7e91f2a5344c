// `pnpm --filter @juicyin/api bench`: seeds 10,000 products into a fresh data directory, starts the
// API on it and a bare Fastify JSON route, each in its own process, and measures both with
// autocannon for a fixed time, one after the other. Prints req/s, p50, p99 and the ratio to the
// bare route. A script, not a test: it loads the CPU for about a minute.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { openDatabase } from '../database.ts';
import { migrate } from '../db/migrate.ts';
import { seedLarge } from '../seed/seed.ts';

const DURATION_S = Number(process.env['BENCH_SECONDS'] ?? 10);
const CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] ?? 10);
const PRODUCTS = 10_000;
const apiDir = path.join(import.meta.dirname, '../..');

function start(script: string, env: Record<string, string>): Promise<{ child: ChildProcess; baseUrl: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=@juicyin/source', script], {
    cwd: apiDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) {
        child.stdout.off('data', onData);
        child.stderr.off('data', onData);
        child.stdout.resume();
        child.stderr.resume();
        resolve({ child, baseUrl: match[1] });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`${script} exited (${code}):\n${output}`)));
  });
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) {
      resolve();
      return;
    }
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

interface Figure {
  readonly name: string;
  readonly path: string;
  readonly rps: number;
  readonly p50: number;
  readonly p99: number;
  readonly errors: number;
}

async function measure(name: string, baseUrl: string, pathname: string): Promise<Figure> {
  const url = `${baseUrl}${pathname}`;
  const warm = await fetch(url);
  if (!warm.ok) throw new Error(`${url} answered ${warm.status}`);
  await warm.arrayBuffer();
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  return {
    name,
    path: pathname,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'juicyin-bench-'));
const children: ChildProcess[] = [];
try {
  const seeding = Date.now();
  const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  await migrate(database);
  await seedLarge(database, PRODUCTS);
  await database.close();
  console.info(`Seeded ${PRODUCTS} products in ${((Date.now() - seeding) / 1000).toFixed(1)} s`);

  const bare = await start('src/scripts/bare-server.ts', {});
  children.push(bare.child);
  // Like the bare route, without per-request logging.
  const api = await start('src/main.ts', {
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    SHOP_DIR: '/nonexistent',
    LOG: 'listen',
  });
  children.push(api.child);

  const figures: Figure[] = [await measure('bare Fastify JSON route', bare.baseUrl, '/bare')];
  await stop(bare.child);
  figures.push(await measure('GET /api/products (first page)', api.baseUrl, '/api/products'));
  figures.push(
    await measure(
      'GET /api/products (filter)',
      api.baseUrl,
      '/api/products?category=fruit-juice&material=glass&sale=sale',
    ),
  );
  figures.push(await measure('GET /api/products (search)', api.baseUrl, '/api/products?q=mango'));

  const baseline = figures[0]?.rps ?? 1;
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  console.info(
    `\n${new Date().toISOString()} · Node ${process.version} · ${cpus().length} cores (${cpu}) · ${CONNECTIONS} connections · ${DURATION_S} s each\n`,
  );
  console.info('| route | req/s | p50 ms | p99 ms | errors | vs bare |');
  console.info('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const figure of figures) {
    console.info(
      `| ${figure.name} \`${figure.path}\` | ${Math.round(figure.rps)} | ${figure.p50} | ${figure.p99} | ${figure.errors} | ${((figure.rps / baseline) * 100).toFixed(0)} % |`,
    );
  }
} finally {
  await Promise.all(children.map(stop));
  rmSync(dataDir, { recursive: true, force: true });
}
