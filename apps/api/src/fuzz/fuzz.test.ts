// `pnpm test`'s bounded fuzz run: generated bad and boundary input to every operation of
// /api/openapi.json for FUZZ_SECONDS (30 by default) per database, with a fixed seed, so a failure
// is the same failure on every machine. The long run: `pnpm --filter @juicyin/api fuzz --seconds 600`.
// Here an answer only fails for never coming (ANSWER_HANG_MS): CI's machine may be busy, and how
// fast the API answers is the long run's figure (its 5 s ceiling), never this test's assertion.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers, SETUP_TIMEOUT, startTestServer, type TestServer } from '../testing/server.ts';
import type { OpenApiDocument } from './operations.ts';
import { describeReport, fuzz } from './runner.ts';
import { prepareTarget } from './target.ts';

const SECONDS = Number(process.env['FUZZ_SECONDS'] ?? 30);
const SEED = 20_261_123;
/** An answer this late is a hang, not a slow machine. */
const ANSWER_HANG_MS = 60_000;

describe.each(drivers)('the fuzzer on %s', (driver) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(driver);
  }, SETUP_TIMEOUT);
  // Closing waits for the database to shut down, which takes more than the hook's 10 s on a busy machine.
  afterAll(() => server.close(), SETUP_TIMEOUT);

  it(
    `gets no 5xx, only refusals in the error shape and an answer to every request, for ${String(SECONDS)} s of generated input`,
    async () => {
      const target = await prepareTarget(server);
      const document = (await (await fetch(`${server.baseUrl}/api/openapi.json`)).json()) as OpenApiDocument;
      const report = await fuzz(target, document, { seconds: SECONDS, seed: SEED, answerCeilingMs: ANSWER_HANG_MS });
      console.info(`[fuzz ${driver}] ${describeReport(report)}`);
      expect(report.failure, describeReport(report)).toBeNull();
      expect(report.healthAfter).toBe(200);
      expect(Object.keys(report.byOperation).length).toBe(Object.values(document.paths).flatMap(Object.keys).length);
    },
    // The run itself, a minute of shrinking if it fails, a last request's hang ceiling, and the
    // set-up (two sign-ups, an order) on a busy machine.
    SECONDS * 1_000 + 60_000 + ANSWER_HANG_MS + SETUP_TIMEOUT,
  );
});
