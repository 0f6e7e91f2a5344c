// `node scripts/paint-to-interactive.mjs [--runs N] URL [URL…]`: when a page is first painted (FCP),
// when its largest element is painted (LCP) and when the shop has taken it over (`<html
// data-interactive>`, which ShopApp sets after hydration: a press before then goes to HTML that
// nothing listens to yet), on a throttled phone: Chromium at 4× CPU, 150 ms latency, 1.6 Mbit/s
// down and 750 kbit/s up (Lighthouse's mobile figures, applied by DevTools to each request), a 412 px
// screen, a fresh cache each load. Median of N runs (default 5), the URLs loaded in turn within each
// run; each URL after the first is also given as a ratio to the first (a baseline built from another
// commit on another port, say), measured in the same run. Uses Debian's Chromium (scripts/chromium.mjs);
// start the servers first (`node apps/api/dist/main.js`).
/* global window, document, MutationObserver -- watchPage and the page functions run in the page. */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright';
import { chromiumArgs, requireChromium } from './chromium.mjs';

const { values, positionals: urls } = parseArgs({
  options: { runs: { type: 'string', default: '5' } },
  allowPositionals: true,
});
if (urls.length === 0) {
  console.error('Usage: node scripts/paint-to-interactive.mjs [--runs N] URL [URL…]');
  process.exit(1);
}
const runs = Number(values.runs);
const median = (numbers) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)];

/** Records, in the page, the largest paint so far and when `<html data-interactive>` appeared. */
function watchPage() {
  const marks = { lcp: 0, interactive: 0 };
  Object.defineProperty(window, '__paintToInteractive', { value: marks });
  new PerformanceObserver((entries) => {
    for (const entry of entries.getEntries()) marks.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const interactive = () => {
    if (marks.interactive === 0 && document.documentElement.hasAttribute('data-interactive')) {
      marks.interactive = performance.now();
    }
  };
  new MutationObserver(interactive).observe(document, { attributes: true, subtree: true });
}

async function load(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await page.addInitScript(watchPage);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await page.goto(url);
    await page.waitForFunction(() => window.__paintToInteractive.interactive > 0, null, { timeout: 120_000 });
    return await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      lcp: window.__paintToInteractive.lcp,
      interactive: window.__paintToInteractive.interactive,
    }));
  } finally {
    await context.close();
  }
}

const browser = await chromium.launch({ executablePath: requireChromium(), args: chromiumArgs });
const measured = new Map(urls.map((url) => [url, []]));
try {
  for (let run = 0; run < runs; run += 1) {
    for (const url of urls) measured.get(url).push(await load(browser, url));
  }
} finally {
  await browser.close();
}

const results = urls.map((url) => {
  const loads = measured.get(url);
  return {
    url,
    fcp: median(loads.map((each) => each.fcp)),
    lcp: median(loads.map((each) => each.lcp)),
    interactive: median(loads.map((each) => each.interactive)),
  };
});
const [first] = results;
console.log(
  `Median of ${runs} loads, 4× CPU, 150 ms latency, 1.6 Mbit/s (${os.cpus().length} cores, ${os.cpus()[0]?.model ?? 'unknown CPU'}):\n`,
);
console.log(
  `${'page'.padEnd(56)}${'FCP'.padStart(9)}${'LCP'.padStart(9)}${'interactive'.padStart(13)}${'× first (FCP / LCP / interactive)'.padStart(36)}`,
);
const ms = (value) => `${Math.round(value)} ms`;
for (const { url, fcp, lcp, interactive } of results) {
  const ratio =
    first && url !== first.url
      ? [fcp / first.fcp, lcp / first.lcp, interactive / first.interactive].map((each) => each.toFixed(2)).join(' / ')
      : '';
  console.log(
    `${url.padEnd(56)}${ms(fcp).padStart(9)}${ms(lcp).padStart(9)}${ms(interactive).padStart(13)}${ratio.padStart(36)}`,
  );
}
