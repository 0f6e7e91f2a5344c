// `pnpm --filter @juicyin/api fuzz [--seconds N] [--seed N] [--database pglite|postgres]`: starts the
// API on a fresh database (PGlite in memory, or a schema of its own on TEST_DATABASE_URL's
// PostgreSQL), reads /api/openapi.json and sends generated bad and boundary input to every
// operation for N seconds (60 by default). Exits 1 on any 5xx, any refusal outside the error shape,
// any answer over 5 s, or a failing health check afterwards.
import { parseArgs } from 'node:util';
import { startTestServer, testDatabaseUrl } from '../testing/server.ts';
import type { OpenApiDocument } from './operations.ts';
import { describeReport, fuzz } from './runner.ts';
import { prepareTarget } from './target.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    seed: { type: 'string' },
    database: { type: 'string', default: 'pglite' },
  },
});
const seconds = Number(values.seconds);
const seed = values.seed === undefined ? Date.now() % 2 ** 31 : Number(values.seed);
const driver = values.database === 'postgres' ? 'postgres' : 'pglite';
if (driver === 'postgres' && !testDatabaseUrl) {
  console.error('--database postgres needs TEST_DATABASE_URL (a schema of its own is made there and dropped after)');
  process.exit(2);
}

const server = await startTestServer(driver);
let failed = true;
try {
  const target = await prepareTarget(server);
  const document = (await (await fetch(`${server.baseUrl}/api/openapi.json`)).json()) as OpenApiDocument;
  console.info(`fuzzing ${driver} for ${String(seconds)} s with seed ${String(seed)}`);
  const report = await fuzz(target, document, {
    seconds,
    seed,
    onProgress: (so) => console.info(`  … ${String(so.sent)} requests ${JSON.stringify(so.byClass)}`),
  });
  console.info(describeReport(report));
  failed = report.failure !== null || report.healthAfter !== 200;
} finally {
  await server.close();
}
process.exit(failed ? 1 : 0);
