// `pnpm lighthouse`: Lighthouse (mobile, default throttling) on home, a listing and a product page
// of the production server, 3 runs each; prints the median performance, accessibility, best
// practices and SEO scores with the median LCP, TBT and CLS. Starts `node apps/api/dist/main.js`
// (build first: `pnpm build`) on a temporary data directory and a free loopback port, and stops it
// by process id when done. Uses Debian's Chromium (CHROME_PATH, default /usr/bin/chromium).
// Options: --runs N, --json FILE (all runs' figures).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const repo = path.resolve(import.meta.dirname, '..');
const entry = path.join(repo, 'apps/api/dist/main.js');
const lighthouseBin = path.join(repo, 'node_modules/lighthouse/cli/index.js');
const chromePath = process.env['CHROME_PATH'] ?? '/usr/bin/chromium';
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
].join(' ');

const pages = [
  { name: 'home', path: '/' },
  { name: 'listing', path: '/products-list' },
  { name: 'product', path: '/product/fresh-orange-juice' },
];
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' }, json: { type: 'string' } } });
const runs = Number(values.runs);

for (const needed of [entry, path.join(repo, 'apps/shop/dist/index.html'), lighthouseBin, chromePath]) {
  if (!existsSync(needed)) {
    console.error(
      `${needed} is missing${needed.startsWith(repo) ? ': run `pnpm install` and `pnpm build` first' : ''}`,
    );
    process.exit(1);
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(child, origin) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not answer ${origin}/api/health within a minute`);
}

function runLighthouse(url, outFile) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        lighthouseBin,
        url,
        '--quiet',
        '--output=json',
        `--output-path=${outFile}`,
        `--only-categories=${categories.join(',')}`,
        `--chrome-flags=${chromeFlags}`,
      ],
      { cwd: repo, env: { ...process.env, CHROME_PATH: chromePath }, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let errors = '';
    child.stderr.on('data', (chunk) => {
      errors += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) resolve(JSON.parse(readFileSync(outFile, 'utf8')));
      else reject(new Error(`Lighthouse exited with code ${code} on ${url}:\n${errors.slice(-2000)}`));
    });
  });
}

const median = (numbers) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const work = mkdtempSync(path.join(os.tmpdir(), 'juicyin-lighthouse-'));
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, [entry], {
  cwd: repo,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(work, 'data'),
    LOG: 'off',
    DATABASE_URL: '',
    NODE_ENV: 'production',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

const results = [];
try {
  await waitForHealth(server, origin);
  console.log(`Lighthouse ${runs}× per page, mobile with default throttling, against ${origin}`);
  for (const page of pages) {
    const pageRuns = [];
    for (let run = 1; run <= runs; run += 1) {
      const report = await runLighthouse(`${origin}${page.path}`, path.join(work, `${page.name}-${run}.json`));
      const scores = Object.fromEntries(categories.map((id) => [id, Math.round(report.categories[id].score * 100)]));
      const metrics = {
        lcp: report.audits['largest-contentful-paint'].numericValue,
        tbt: report.audits['total-blocking-time'].numericValue,
        cls: report.audits['cumulative-layout-shift'].numericValue,
      };
      const failing = Object.values(report.audits)
        .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode === 'binary')
        .map((audit) => audit.id);
      pageRuns.push({ scores, metrics, failing });
      console.log(`  ${page.name} run ${run}: ${categories.map((id) => `${id} ${scores[id]}`).join(', ')}`);
    }
    results.push({ page: page.name, path: page.path, runs: pageRuns });
  }
} finally {
  if (server.pid !== undefined && server.exitCode === null) process.kill(server.pid, 'SIGTERM');
}

console.log(`\nMedian of ${runs} runs (${os.cpus().length} cores, ${os.cpus()[0]?.model ?? 'unknown CPU'}):\n`);
console.log(
  `${'page'.padEnd(10)}${'perf'.padStart(6)}${'a11y'.padStart(6)}${'best'.padStart(6)}${'SEO'.padStart(6)}` +
    `${'LCP'.padStart(9)}${'TBT'.padStart(8)}${'CLS'.padStart(7)}`,
);
for (const { page, runs: pageRuns } of results) {
  const m = (pick) => median(pageRuns.map(pick));
  console.log(
    `${page.padEnd(10)}${categories.map((id) => String(m((run) => run.scores[id])).padStart(6)).join('')}` +
      `${`${(m((run) => run.metrics.lcp) / 1000).toFixed(1)} s`.padStart(9)}` +
      `${`${Math.round(m((run) => run.metrics.tbt))} ms`.padStart(8)}` +
      `${m((run) => run.metrics.cls)
        .toFixed(3)
        .padStart(7)}`,
  );
  const failing = [...new Set(pageRuns.flatMap((run) => run.failing))];
  if (failing.length > 0) console.log(`${''.padEnd(10)}failing audits: ${failing.join(', ')}`);
}
if (values.json) writeFileSync(values.json, `${JSON.stringify(results, null, 2)}\n`);
rmSync(work, { recursive: true, force: true });
