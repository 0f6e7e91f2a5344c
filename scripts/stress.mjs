// `pnpm test:stress`: the story and e2e steps of `pnpm test`, three rounds in a row, while a CPU
// burner this script starts (two busy Node processes at normal priority, one per core here: at the
// lowest priority the scheduler would give them almost nothing while the tests run) keeps the cores
// busy, as on a shared CI machine. Builds the shop and the Storybook first (the journeys run against
// the one, the stories in the other). Prints each round's times and results, stops the burner in
// every case (end, failure, Ctrl-C, SIGTERM) and exits non-zero if any run failed.
import { spawn } from 'node:child_process';
import path from 'node:path';

const repo = path.resolve(import.meta.dirname, '..');
const rounds = Number(process.env['STRESS_ROUNDS'] ?? '3');
const burnerCount = Number(process.env['STRESS_BURNERS'] ?? '2');

/** @type {import('node:child_process').ChildProcess[]} */
const burners = [];

function startBurners() {
  for (let index = 0; index < burnerCount; index += 1) {
    const burner = spawn(process.execPath, ['-e', 'for (;;) Math.sqrt(Math.random());'], { stdio: 'ignore' });
    burners.push(burner);
  }
  console.log(`CPU burner: ${burners.map((burner) => burner.pid).join(', ')} (normal priority)`);
}

function stopBurners() {
  for (const burner of burners.splice(0)) {
    if (burner.exitCode === null && burner.signalCode === null) burner.kill('SIGKILL');
  }
}

/** @type {import('node:child_process').ChildProcess | undefined} */
let current;

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
  process.on(signal, () => {
    stopBurners();
    current?.kill(signal);
    process.exit(130);
  });
}
process.on('exit', stopBurners);

/** Runs one command; resolves with whether it passed and how long it took. */
function run(name, args) {
  console.log(`\n━━ ${name}: pnpm ${args.join(' ')}`);
  const started = Date.now();
  return new Promise((resolve) => {
    current = spawn('pnpm', args, { cwd: repo, stdio: 'inherit', env: process.env });
    current.on('exit', (code, signal) => {
      current = undefined;
      const seconds = (Date.now() - started) / 1000;
      const ok = code === 0;
      console.log(`━━ ${name}: ${ok ? 'ok' : `FAILED (exit ${code ?? signal})`} in ${seconds.toFixed(1)} s`);
      resolve({ name, ok, seconds });
    });
  });
}

const results = [];
try {
  startBurners();
  const build = await run('build', ['run', 'build']);
  results.push({ round: 0, ...build });
  const storybook = await run('build-storybook', ['run', 'build-storybook', '--quiet']);
  results.push({ round: 0, ...storybook });
  if (build.ok && storybook.ok) {
    for (let round = 1; round <= rounds; round += 1) {
      console.log(`\n════ round ${round} of ${rounds}`);
      results.push({ round, ...(await run('stories', ['run', 'test:stories'])) });
      results.push({ round, ...(await run('e2e', ['run', 'test:e2e'])) });
    }
  }
} finally {
  stopBurners();
}

console.log('\nround  step             result  seconds');
for (const result of results) {
  console.log(
    `${String(result.round || '-').padEnd(5)}  ${result.name.padEnd(15)}  ${(result.ok ? 'ok' : 'FAILED').padEnd(6)}  ${result.seconds.toFixed(1).padStart(7)}`,
  );
}
const failed = results.filter((result) => !result.ok).length;
console.log(
  `\nstress: ${results.length - failed} runs passed, ${failed} failed (${rounds} rounds under a ${burnerCount}-process CPU burner)`,
);
process.exit(failed > 0 ? 1 : 0);
