// `pnpm test`: lint, typecheck, the Vitest projects, the shop's size budget, the Playwright journeys,
// the staff journeys again on PostgreSQL with two API processes (when TEST_DATABASE_URL is set) and
// every story of the built Storybook (en/LTR and ar/RTL): its play function, axe, and its picture
// against the committed baseline. Every step runs (so one failure does not hide another), each
// runner prints its own summary, and the last line adds up the tests: `tests: N passed, N failed,
// N skipped`, after a table of every step's time. Exits non-zero on any failure.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { playwrightFailures, vitestFailures } from './failed-tests.mjs';
import { busyPercent, cpuSample } from './machine-cpu.mjs';

const repo = path.resolve(import.meta.dirname, '..');
const output = path.join(repo, 'tests/.output');
rmSync(output, { recursive: true, force: true });
mkdirSync(output, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];
/** Each report a step wrote, and how to read its failed tests, for the list at the end. */
const reports = [];
/** Every step as it ran: its name, result and seconds, for the table at the end. */
const steps = [];
const suiteStarted = Date.now();
const suiteCpu = cpuSample();

function run(name, command, args, { countFrom } = {}) {
  console.log(`\n━━ ${name}: ${[command, ...args].join(' ')}`);
  const started = Date.now();
  const cpu = cpuSample();
  const result = spawnSync(command, args, { cwd: repo, stdio: 'inherit', env: process.env });
  const ok = result.status === 0;
  const seconds = (Date.now() - started) / 1000;
  steps.push({ name, result: ok ? 'ok' : 'FAILED', seconds, busy: busyPercent(cpu, cpuSample()) });
  console.log(
    `━━ ${name}: ${ok ? 'ok' : `FAILED (exit ${result.status ?? result.signal})`} in ${seconds.toFixed(1)} s`,
  );
  if (!ok) failedSteps.push(name);
  count(countFrom, ok);
  return ok;
}

/**
 * Runs two lanes of steps side by side, one per core, and prints each step's output whole when it
 * ends, so the logs do not interleave. Lint is one single-threaded process for minutes; the other
 * lane runs the type check, the format check, the domain's coverage, the build and the size check
 * in the same time, so neither core idles while the other finishes. A step with `when` runs only
 * if it says yes when its turn comes (the size check needs the build).
 */
async function runTogether(lanes) {
  const names = lanes.map((lane) => lane.map(({ name }) => name).join(', then '));
  console.log(`\n━━ ${names.join(' and ')}, side by side`);
  await Promise.all(
    lanes.map(async (lane) => {
      for (const step of lane) {
        if (step.when && !step.when()) {
          steps.push({ name: step.name, result: 'not run', seconds: 0 });
          continue;
        }
        const ok = await runCollected(step);
        step.then?.(ok);
      }
    }),
  );
}

/** One step of a lane: its output is held and printed whole when it ends. Resolves with whether it passed. */
function runCollected({ name, command, args, countFrom }) {
  const started = Date.now();
  const cpu = cpuSample();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: repo, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (code, signal) => {
      const ok = code === 0;
      const seconds = (Date.now() - started) / 1000;
      steps.push({ name, result: ok ? 'ok' : 'FAILED', seconds, busy: busyPercent(cpu, cpuSample()) });
      console.log(`\n━━ ${name}: ${[command, ...args].join(' ')}`);
      process.stdout.write(Buffer.concat(chunks));
      console.log(`━━ ${name}: ${ok ? 'ok' : `FAILED (exit ${code ?? signal})`} in ${seconds.toFixed(1)} s`);
      if (!ok) failedSteps.push(name);
      count(countFrom, ok);
      resolve(ok);
    });
  });
}

/** Adds a runner's report to the totals; a runner that died before reporting counts as one failure. */
function count(countFrom, ok) {
  if (!countFrom) return;
  const counted = countFrom();
  if (counted) for (const key of Object.keys(totals)) totals[key] += counted[key];
  else if (!ok) totals.failed += 1;
}

function vitestCounts(file) {
  return () => {
    if (!existsSync(file)) return undefined;
    const report = JSON.parse(readFileSync(file, 'utf8'));
    return {
      passed: report.numPassedTests,
      failed: report.numFailedTests,
      skipped: report.numPendingTests + report.numTodoTests,
    };
  };
}

function playwrightCounts(file) {
  return () => {
    if (!existsSync(file)) return undefined;
    const { stats } = JSON.parse(readFileSync(file, 'utf8'));
    return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
  };
}

/** A Vitest run of some projects as a step, with its JSON report read for the totals and failures. */
function vitestStep(name, projects, extraArgs = []) {
  const file = path.join(output, `${name}.json`);
  reports.push(() => vitestFailures(file));
  const projectArgs = projects.flatMap((project) => ['--project', project]);
  return {
    name,
    command: 'pnpm',
    args: [
      'exec',
      'vitest',
      'run',
      ...projectArgs,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${file}`,
      ...extraArgs,
    ],
    countFrom: vitestCounts(file),
  };
}

let built = false;
await runTogether([
  [{ name: 'lint', command: 'pnpm', args: ['run', 'lint:code'] }],
  [
    { name: 'typecheck', command: 'pnpm', args: ['run', 'typecheck'] },
    { name: 'format', command: 'pnpm', args: ['run', 'format:check'] },
    // The domain's rules run once, under coverage: 100 % of lines, branches, functions and statements.
    vitestStep(
      'domain-coverage',
      ['domain'],
      [
        '--coverage.enabled',
        '--coverage.provider=v8',
        '--coverage.include=packages/domain/src/**',
        '--coverage.exclude=**/*.test.ts',
        '--coverage.exclude=**/index.ts',
        '--coverage.reporter=text',
        `--coverage.reportsDirectory=${path.join(output, 'coverage-domain')}`,
        '--coverage.thresholds.lines=100',
        '--coverage.thresholds.branches=100',
        '--coverage.thresholds.functions=100',
        '--coverage.thresholds.statements=100',
      ],
    ),
    { name: 'build', command: 'pnpm', args: ['run', 'build'], then: (ok) => (built = ok) },
    // The shop's first-paint JS against its budget, and no MSW in the production build.
    { name: 'size', command: 'pnpm', args: ['--filter', '@juicyin/shop', 'run', 'size'], when: () => built },
  ],
]);
if (!built) failedSteps.push('size (not run: the build failed)');
// ui-consumer builds and packs @juicyin/ui itself, then installs the tarball into a throwaway app.
// One worker per core: Vitest's default keeps one core for itself (one worker on these 2 cores),
// while the API suites wait on PostgreSQL, password hashes and sockets for much of their time.
const unit = vitestStep(
  'unit',
  ['contract', 'tooling', 'api', 'ui', 'shop', 'shop-ssr', 'shop-browser', 'ui-consumer'],
  ['--maxWorkers=100%'],
);
run(unit.name, unit.command, unit.args, { countFrom: unit.countFrom });
reports.push(() => playwrightFailures(path.join(output, 'playwright.json')));
reports.push(() => playwrightFailures(path.join(output, 'visual.json')));
reports.push(() => playwrightFailures(path.join(output, 'playwright-scale-out.json')));
const scaleOut = 'e2e scale-out (PostgreSQL, two API processes)';
if (built) {
  run('e2e', 'pnpm', ['exec', 'playwright', 'test', '-c', 'tests/playwright.config.ts'], {
    countFrom: playwrightCounts(path.join(output, 'playwright.json')),
  });
  // The staff journeys again, each worker on a database of its own on TEST_DATABASE_URL's server
  // with two API processes behind a round-robin proxy (tests/e2e/scale-out-server.ts).
  if (process.env['TEST_DATABASE_URL']) {
    run(scaleOut, 'pnpm', ['exec', 'playwright', 'test', '-c', 'tests/playwright.scale-out.config.ts'], {
      countFrom: playwrightCounts(path.join(output, 'playwright-scale-out.json')),
    });
  } else {
    console.log(`\n━━ ${scaleOut}: skipped, TEST_DATABASE_URL is unset (it names the PostgreSQL server to run on)`);
    steps.push({ name: scaleOut, result: 'skipped', seconds: 0 });
  }
} else {
  failedSteps.push(`e2e, ${scaleOut} (not run: the build failed)`);
  steps.push({ name: 'e2e', result: 'not run', seconds: 0 }, { name: scaleOut, result: 'not run', seconds: 0 });
}
// Every story, in English and Arabic, rendered once in the built Storybook: its play function, the
// accessibility addon's axe run and its picture against the committed baseline (tests/visual).
if (run('build-storybook', 'pnpm', ['run', 'build-storybook', '--quiet'])) {
  run('stories', 'pnpm', ['exec', 'playwright', 'test', '-c', 'tests/playwright.visual.config.ts'], {
    countFrom: playwrightCounts(path.join(output, 'visual.json')),
  });
} else {
  failedSteps.push('stories (not run: the Storybook build failed)');
  steps.push({ name: 'stories', result: 'not run', seconds: 0 });
}

/** `m:ss` for a number of seconds. */
function clock(seconds) {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

console.log('');
const nameWidth = Math.max(...steps.map((step) => step.name.length), 'total'.length);
// `cores busy`: the whole machine's CPU over the step's time (both lanes, for the steps side by side).
console.log(`${'step'.padEnd(nameWidth)}  result   time  cores busy`);
const busy = (percent) => (percent === undefined ? '' : `${String(percent).padStart(9)} %`);
for (const step of steps)
  console.log(
    `${step.name.padEnd(nameWidth)}  ${step.result.padEnd(7)}  ${clock(step.seconds).padStart(5)}${busy(step.busy)}`,
  );
console.log(
  `${'total'.padEnd(nameWidth)}  ${''.padEnd(7)}  ${clock((Date.now() - suiteStarted) / 1000).padStart(5)}${busy(busyPercent(suiteCpu, cpuSample()))}`,
);
console.log('');
const failedTests = reports.flatMap((read) => read());
if (failedTests.length > 0) console.log(`Failed tests:\n${failedTests.map((name) => `  ✘ ${name}`).join('\n')}\n`);
if (failedSteps.length > 0) console.log(`Failed steps: ${failedSteps.join(', ')}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length > 0 ? 1 : 0);
