// `node scripts/long-tasks.mjs [--runs N] URL [URL…]`: the main thread's long tasks while a page
// loads and is taken over, as a phone would run them (Chromium at 4× CPU throttling, a 412 px wide
// screen): the largest task and the blocking time (each task's time over 50 ms, added up, as
// Lighthouse counts it) for the 8 s after navigation starts, median of N runs (default 3). With more
// than one URL (the same page on two servers: a baseline built from another commit, and this one),
// each is also given as a ratio to the first, measured in the same run. Uses Debian's Chromium
// (scripts/chromium.mjs); start the servers first (`node apps/api/dist/main.js`).
import { readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright';
import { chromiumArgs, requireChromium } from './chromium.mjs';

const { values, positionals: urls } = parseArgs({
  options: { runs: { type: 'string', default: '3' } },
  allowPositionals: true,
});
if (urls.length === 0) {
  console.error('Usage: node scripts/long-tasks.mjs [--runs N] URL [URL…]');
  process.exit(1);
}
const runs = Number(values.runs);
const traceFile = path.join(os.tmpdir(), `juicyin-long-tasks-${process.pid}.json`);

/** The renderer main thread's tasks over 50 ms (the thread with the most time in them). */
function longTasks(traceEvents) {
  const tasks = traceEvents.filter((event) => event.ph === 'X' && event.name === 'RunTask' && event.dur > 50_000);
  const byThread = new Map();
  for (const task of tasks) byThread.set(task.tid, (byThread.get(task.tid) ?? 0) + task.dur);
  const [main] = [...byThread.entries()].sort((a, b) => b[1] - a[1])[0] ?? [];
  return tasks.filter((task) => task.tid === main).map((task) => task.dur / 1000);
}

const median = (numbers) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)];

const browser = await chromium.launch({
  executablePath: requireChromium(),
  args: chromiumArgs,
});
const results = [];
try {
  for (const url of urls) {
    const measured = [];
    for (let run = 0; run < runs; run += 1) {
      const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await browser.startTracing(page, {
        path: traceFile,
        categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel'],
      });
      await page.goto(url);
      await page.waitForTimeout(8000);
      await browser.stopTracing();
      await page.close();
      const tasks = longTasks(JSON.parse(readFileSync(traceFile, 'utf8')).traceEvents);
      measured.push({
        largest: Math.max(0, ...tasks),
        blocking: tasks.reduce((sum, duration) => sum + duration - 50, 0),
      });
    }
    results.push({
      url,
      largest: median(measured.map((run) => run.largest)),
      blocking: median(measured.map((run) => run.blocking)),
    });
  }
} finally {
  await browser.close();
  rmSync(traceFile, { force: true });
}

const [first] = results;
console.log(
  `Median of ${runs} runs, 4× CPU throttling (${os.cpus().length} cores, ${os.cpus()[0]?.model ?? 'unknown CPU'}):\n`,
);
console.log(`${'page'.padEnd(48)}${'largest task'.padStart(14)}${'blocking'.padStart(12)}${'× first'.padStart(16)}`);
for (const { url, largest, blocking } of results) {
  const ratio =
    first && url !== first.url
      ? `${(largest / first.largest).toFixed(2)} / ${(blocking / first.blocking).toFixed(2)}`
      : '';
  console.log(
    `${url.padEnd(48)}${`${Math.round(largest)} ms`.padStart(14)}${`${Math.round(blocking)} ms`.padStart(12)}${ratio.padStart(16)}`,
  );
}
