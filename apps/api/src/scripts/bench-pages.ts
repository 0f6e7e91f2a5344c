// `pnpm --filter @juicyin/api bench:pages` (after `pnpm build`): the home page's HTML as the server
// renders it, against a bare Fastify server in the same run. Starts the API on a fresh data
// directory (the demo seed) with the built shop and its server renderer, and the bare server, each
// in its own process, and measures with autocannon for a fixed time, one after the other:
//   - the bare JSON route (a few bytes) and a bare route answering home's very HTML from memory;
//   - home as most shoppers get it: the server's kept copy (cached), plain and brotli;
//   - home rendered for each request (uncached): every request asks another address (`/?bench=N`),
//     so none is in the cache and each is a whole server render with its data.
// Prints req/s, p50, p99 and each figure's share of the bare route with the same bytes. A script,
// not a test: it loads the CPU for about a minute.
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { BROTLI, CONNECTIONS, DURATION_S, measure, printTable, start, stop } from './bench-tools.ts';

const renderer = path.join(import.meta.dirname, '../../../shop/dist-server/render-page.js');
if (!existsSync(renderer)) {
  console.error(`${renderer} is missing: run \`pnpm build\` first`);
  process.exit(1);
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'juicyin-bench-pages-'));
const children: ChildProcess[] = [];
try {
  const api = await start('src/main.ts', { DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG: 'listen' });
  children.push(api.child);
  const home = await fetch(`${api.baseUrl}/`, { headers: { 'accept-encoding': 'identity' } });
  const html = Buffer.from(await home.arrayBuffer());
  if (!html.includes('<script id="shop-state"')) throw new Error('The home page was not rendered on the server');
  const bodyFile = path.join(dataDir, 'home.html');
  writeFileSync(bodyFile, html);
  const bare = await start('src/scripts/bare-server.ts', {
    BARE_BODY_FILE: bodyFile,
    BARE_BODY_TYPE: 'text/html; charset=utf-8',
  });
  children.push(bare.child);

  const kb = Math.round(html.length / 1024);
  const tiny = await measure('bare Fastify JSON route, a few bytes', bare.baseUrl, '/bare');
  const same = await measure(`bare route, home's ${kb} kB of HTML`, bare.baseUrl, '/bare-same');
  const sameBrotli = await measure(`bare route, home's ${kb} kB of HTML`, bare.baseUrl, '/bare-same', BROTLI);
  await stop(bare.child);
  const cached = await measure('GET / (kept copy)', api.baseUrl, '/');
  const cachedBrotli = await measure('GET / (kept copy)', api.baseUrl, '/', BROTLI);
  const rendered = await measure('GET / (rendered each time)', api.baseUrl, '/', BROTLI, (n) => `/?bench=${n}`);

  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  console.info(
    `\n${new Date().toISOString()} · Node ${process.version} · ${cpus().length} cores (${cpu}) · ${CONNECTIONS} connections · ${DURATION_S} s each\n`,
  );
  printTable(
    [
      [tiny, tiny, undefined],
      [same, tiny, same],
      [sameBrotli, tiny, sameBrotli],
      [cached, tiny, same],
      [cachedBrotli, tiny, sameBrotli],
      [rendered, tiny, sameBrotli],
    ],
    ['bare JSON route', 'bare route, same bytes'],
  );
} finally {
  await Promise.all(children.map(stop));
  rmSync(dataDir, { recursive: true, force: true });
}
