// `pnpm --filter @juicyin/api bench`: seeds 10,000 products into a fresh data directory, starts the
// API on it and a bare Fastify server, each in its own process, and measures them with autocannon
// for a fixed time, one after the other. The bare server answers a few bytes (`/bare`) and the very
// bytes of the catalogue's first page from memory (`/bare-same`): each catalogue route is compared
// with the latter, plain and brotli-compressed (as browsers ask). Prints req/s, p50, p99 and the
// ratio. A script, not a test: it loads the CPU for about two minutes.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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

/** What a browser sends: it takes brotli. */
const BROTLI = { 'accept-encoding': 'gzip, deflate, br' };

async function measure(
  name: string,
  baseUrl: string,
  pathname: string,
  headers: Record<string, string> = {},
): Promise<Figure> {
  const url = `${baseUrl}${pathname}`;
  const warm = await fetch(url, { headers });
  if (!warm.ok) throw new Error(`${url} answered ${warm.status}`);
  await warm.arrayBuffer();
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  return {
    name: headers['accept-encoding'] ? `${name}, brotli` : name,
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

  // Like the bare server, without per-request logging.
  const api = await start('src/main.ts', {
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    SHOP_DIR: '/nonexistent',
    LOG: 'listen',
  });
  children.push(api.child);
  const firstPage = Buffer.from(await (await fetch(`${api.baseUrl}/api/products`)).arrayBuffer());
  const bodyFile = path.join(dataDir, 'first-page.json');
  writeFileSync(bodyFile, firstPage);
  const bare = await start('src/scripts/bare-server.ts', { BARE_BODY_FILE: bodyFile });
  children.push(bare.child);

  const tiny = await measure('bare Fastify JSON route, a few bytes', bare.baseUrl, '/bare');
  const same = await measure(
    `bare route, the first page's ${Math.round(firstPage.length / 1024)} kB`,
    bare.baseUrl,
    '/bare-same',
  );
  const sameBrotli = await measure(
    `bare route, the first page's ${Math.round(firstPage.length / 1024)} kB`,
    bare.baseUrl,
    '/bare-same',
    BROTLI,
  );
  await stop(bare.child);
  const catalogue = [
    ['GET /api/products (first page)', '/api/products'],
    ['GET /api/products (filter)', '/api/products?category=fruit-juice&material=glass&sale=sale'],
    ['GET /api/products (search)', '/api/products?q=mango'],
  ] as const;
  const plain: Figure[] = [];
  const brotli: Figure[] = [];
  for (const [name, pathname] of catalogue) {
    plain.push(await measure(name, api.baseUrl, pathname));
    brotli.push(await measure(name, api.baseUrl, pathname, BROTLI));
  }

  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  console.info(
    `\n${new Date().toISOString()} · Node ${process.version} · ${cpus().length} cores (${cpu}) · ${CONNECTIONS} connections · ${DURATION_S} s each\n`,
  );
  console.info('| route | req/s | p50 ms | p99 ms | errors | vs bare, same bytes |');
  console.info('| --- | ---: | ---: | ---: | ---: | ---: |');
  const row = (figure: Figure, baseline: Figure | undefined) =>
    console.info(
      `| ${figure.name} \`${figure.path}\` | ${Math.round(figure.rps)} | ${figure.p50} | ${figure.p99} | ${figure.errors} | ${baseline ? `${((figure.rps / baseline.rps) * 100).toFixed(0)} %` : '–'} |`,
    );
  row(tiny, undefined);
  row(same, same);
  row(sameBrotli, sameBrotli);
  for (const figure of plain) row(figure, same);
  for (const figure of brotli) row(figure, sameBrotli);
} finally {
  await Promise.all(children.map(stop));
  rmSync(dataDir, { recursive: true, force: true });
}
