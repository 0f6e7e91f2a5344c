// `pnpm --filter @juicyin/api bench`: seeds 10,000 products into a fresh data directory, starts the
// API on it and a bare Fastify server, each in its own process, and measures them with autocannon
// for a fixed time, one after the other. The bare server answers a few bytes (`/bare`) and the very
// bytes of the catalogue's first page from memory (`/bare-same`): each catalogue route is compared
// with the latter, plain and brotli-compressed (as browsers ask). Prints req/s, p50, p99 and the
// ratio. A script, not a test: it loads the CPU for about two minutes.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../database.ts';
import { migrate } from '../db/migrate.ts';
import { seedLarge } from '../seed/seed.ts';
import { BROTLI, CONNECTIONS, DURATION_S, type Figure, measure, printTable, start, stop } from './bench-tools.ts';

const PRODUCTS = 10_000;

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
  printTable(
    [
      [tiny, undefined],
      [same, same],
      [sameBrotli, sameBrotli],
      ...plain.map((figure) => [figure, same] as const),
      ...brotli.map((figure) => [figure, sameBrotli] as const),
    ],
    ['bare, same bytes'],
  );
} finally {
  await Promise.all(children.map(stop));
  rmSync(dataDir, { recursive: true, force: true });
}
