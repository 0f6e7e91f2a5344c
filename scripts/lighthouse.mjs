// `pnpm lighthouse`: Lighthouse (mobile, default throttling) on home, a listing, a product page and
// (signed in, with a line in the bag) the checkout of the production server, 5 runs each; prints
// the median performance, accessibility, best practices and SEO scores with the median LCP, TBT and
// CLS, and the audits that failed in any run. Starts the built server (scripts/built-server.mjs:
// build first, `pnpm build`) and stops it when done. Uses Debian's Chromium (CHROME_PATH, default
// /usr/bin/chromium). Options: --runs N, --pages home,listing (some of them), --json FILE (all
// runs' figures), --reports DIR (every run's whole Lighthouse report, `checkout-1.json`…: its LCP
// element, its LCP breakdown, its trace-based insights).
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright';
import { startBuiltServer } from './built-server.mjs';
import { chromiumArgs } from './chromium.mjs';

const repo = path.resolve(import.meta.dirname, '..');
const lighthouseBin = path.join(repo, 'node_modules/lighthouse/cli/index.js');
const chromePath = process.env['CHROME_PATH'] ?? '/usr/bin/chromium';
const chromeFlags = ['--headless=new', ...chromiumArgs].join(' ');

const allPages = [
  { name: 'home', path: '/' },
  { name: 'listing', path: '/products-list' },
  { name: 'product', path: '/product/fresh-orange-juice' },
  { name: 'checkout', path: '/checkout', signedIn: true },
];
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    pages: { type: 'string' },
    json: { type: 'string' },
    reports: { type: 'string' },
  },
});
const runs = Number(values.runs);
const chosen = values.pages?.split(',');
const unknown = chosen?.filter((name) => !allPages.some((page) => page.name === name)) ?? [];
if (unknown.length > 0) {
  console.error(`No such page: ${unknown.join(', ')} (pages: ${allPages.map((page) => page.name).join(', ')})`);
  process.exit(1);
}
const pages = chosen ? allPages.filter((page) => chosen.includes(page.name)) : allPages;

for (const needed of [lighthouseBin, chromePath]) {
  if (!existsSync(needed)) {
    console.error(`${needed} is missing${needed.startsWith(repo) ? ': run `pnpm install` first' : ''}`);
    process.exit(1);
  }
}

const api = { 'x-juicyin-client': '1', 'content-type': 'application/json', accept: 'application/json' };

/**
 * A Chromium profile (a user data directory) signed in as a new shopper with one orange juice in
 * their bag: the checkout's first step. The page must find the cookies in the browser, not only in
 * each request's headers: the shop asks the API who is signed in only when the page can read the
 * signed-in mark (`juicyin_signed_in`), so a `Cookie` header alone gave Lighthouse the signed-out
 * checkout (its sign-in step). Registered through the profile's own browser, so its cookies are the
 * browser's; they end with the session, so they are kept again for a day, to be in each run's copy.
 * The profile also has the preferences cookie the shop writes on a shopper's first page (English,
 * riyals): a shopper at the checkout has been in the shop. Without it the measured page writes it,
 * and Chromium keeps a page out of the back/forward cache when a cookie changed under a page sent
 * `no-store` (as the checkout is), which Lighthouse's `bf-cache` audit then reports.
 */
async function signedInProfile(origin, dir) {
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: chromePath,
    args: chromiumArgs,
    headless: true,
  });
  try {
    const registered = await context.request.post(`${origin}/api/auth/register`, {
      headers: api,
      data: {
        firstName: 'Lighthouse',
        lastName: 'Runner',
        email: `lighthouse.${Date.now()}@example.com`,
        password: 'pomegranate-9',
        acceptTerms: true,
      },
    });
    if (!registered.ok()) throw new Error(`Registering answered ${registered.status()}: ${await registered.text()}`);
    const product = await (
      await context.request.get(`${origin}/api/products/fresh-orange-juice`, { headers: api })
    ).json();
    const line = await context.request.put(
      `${origin}/api/me/bag/lines/${encodeURIComponent(product.defaultVariant.sku)}`,
      { headers: api, data: { quantity: 1 } },
    );
    if (!line.ok()) throw new Error(`Filling the bag answered ${line.status()}: ${await line.text()}`);
    const aDayFromNow = Math.floor(Date.now() / 1000) + 24 * 60 * 60;
    // The shop's `juicyin-preferences` (apps/shop/src/preferences/preferences.ts), as it writes it.
    await context.addCookies([{ name: 'juicyin-preferences', value: 'en.SAR.SA', url: origin }]);
    const cookies = await context.cookies(origin);
    await context.addCookies(cookies.map((cookie) => ({ ...cookie, expires: aDayFromNow })));
  } finally {
    await context.close();
  }
}

function runLighthouse(url, outFile, profile) {
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
        // Chrome takes the last --user-data-dir: a signed-in run's copy of the profile, not the launcher's.
        `--chrome-flags=${chromeFlags}${profile ? ` --user-data-dir=${profile}` : ''}`,
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

/**
 * One Lighthouse run, tried up to three times: Lighthouse 13 now and then aborts a run with
 * NO_NAVSTART (../shared/TOOLCHAIN.md), which says nothing about the page.
 */
async function lighthouseRun(url, outFile, profile) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runLighthouse(url, outFile, profile);
    } catch (error) {
      if (attempt === 3) throw error;
      console.log(`  (Lighthouse failed on ${url}, trying again: ${String(error).split('\n', 1)[0]})`);
    }
  }
}

const median = (numbers) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const work = mkdtempSync(path.join(os.tmpdir(), 'juicyin-lighthouse-'));
if (values.reports) mkdirSync(values.reports, { recursive: true });
const server = await startBuiltServer();
const { origin } = server;
const results = [];
try {
  const signedIn = path.join(work, 'signed-in-profile');
  if (pages.some((page) => page.signedIn)) await signedInProfile(origin, signedIn);
  console.log(`Lighthouse ${runs}× per page, mobile with default throttling, against ${origin}`);
  for (const page of pages) {
    const pageRuns = [];
    for (let run = 1; run <= runs; run += 1) {
      // Each signed-in run starts from its own copy of the profile, as each other run from a new one.
      const profile = page.signedIn ? path.join(work, `${page.name}-${run}-profile`) : undefined;
      if (profile) cpSync(signedIn, profile, { recursive: true });
      const reportFile = path.join(work, `${page.name}-${run}.json`);
      const report = await lighthouseRun(`${origin}${page.path}`, reportFile, profile);
      if (values.reports) cpSync(reportFile, path.join(values.reports, `${page.name}-${run}.json`));
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
  await server.stop();
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
