import { chromium } from '@playwright/test';
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
const { SourceMapConsumer } = require('/work/main/node_modules/.pnpm/source-map-js@1.2.4/node_modules/source-map-js');
const [url, distDir, runsArg] = process.argv.slice(2);
const runs = Number(runsArg ?? 3);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
const maps = new Map();
function mapFor(scriptUrl) {
  if (maps.has(scriptUrl)) return maps.get(scriptUrl);
  let c = null;
  const m = scriptUrl.match(/\/assets\/[^?]+\.js$/);
  if (m) { const f = path.join(distDir, m[0] + '.map'); if (existsSync(f)) c = new SourceMapConsumer(JSON.parse(readFileSync(f, 'utf8'))); }
  maps.set(scriptUrl, c); return c;
}
const bySource = new Map(); const byFn = new Map(); let total = 0;
for (let r = 0; r < runs; r++) {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(url);
  await page.waitForSelector('html[data-interactive]', { timeout: 60000 });
  await page.waitForTimeout(1500);
  const { profile } = await cdp.send('Profiler.stop');
  await page.close();
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const dt = profile.timeDeltas; const counts = new Map();
  profile.samples.forEach((id, i) => counts.set(id, (counts.get(id) ?? 0) + (dt[i] ?? 0)));
  for (const [id, us] of counts) {
    const n = nodes.get(id); const cf = n.callFrame; let src = cf.url || '(' + cf.functionName + ')';
    let fn = cf.functionName || '(anon)';
    const c = cf.url ? mapFor(cf.url) : null;
    if (c) { const o = c.originalPositionFor({ line: cf.lineNumber + 1, column: cf.columnNumber }); if (o.source) { src = o.source.replace(/.*node_modules\/\.pnpm\/[^/]+\/node_modules\//, 'nm:').replace(/^(\.\.\/)+/, ''); fn = (o.name || fn) + ' ' + src.split('/').slice(-1)[0] + ':' + o.line; } }
    const key = src.startsWith('nm:') ? src.split('/').slice(0, src.startsWith('nm:@') ? 2 : 1).join('/') : src.replace(/\/[^/]+$/, '');
    bySource.set(key, (bySource.get(key) ?? 0) + us / runs); byFn.set(fn, (byFn.get(fn) ?? 0) + us / runs); total += us / runs;
  }
}
await browser.close();
const top = (m, n) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `${(v / 1000).toFixed(0).padStart(6)} ms  ${k}`).join('\n');
console.log('total sampled', (total / 1000).toFixed(0), 'ms\n--- by source\n' + top(bySource, 30) + '\n--- by function\n' + top(byFn, 40));
