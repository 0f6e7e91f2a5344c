// The names of the tests that failed, read from the runners' JSON reports, so that the end of
// `pnpm test` (often all a CI log keeps) says which tests to look at, with each one's first error line.
import { existsSync, readFileSync } from 'node:fs';

const firstLine = (text) =>
  String(text ?? '')
    // eslint-disable-next-line no-control-regex -- terminal colours in the runners' messages
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line.length > 0) ?? '';

/** Failed tests of a Vitest JSON report: `file › name: first error line`. */
export function vitestFailures(file) {
  if (!existsSync(file)) return [];
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return report.testResults.flatMap((suite) =>
    suite.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => `${suite.name} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`),
  );
}

function playwrightSpecs(suite) {
  return [...(suite.specs ?? []), ...(suite.suites ?? []).flatMap(playwrightSpecs)];
}

/** Failed tests of a Playwright JSON report: `file:line › title: first error line`. */
export function playwrightFailures(file) {
  if (!existsSync(file)) return [];
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return report.suites.flatMap(playwrightSpecs).flatMap((spec) =>
    spec.tests
      .filter((test) => test.status === 'unexpected')
      .map((test) => {
        const error = test.results.flatMap((result) => result.errors ?? [])[0];
        return `${spec.file}:${spec.line} › ${spec.title}: ${firstLine(error?.message)}`;
      }),
  );
}
