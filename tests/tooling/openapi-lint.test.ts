import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { buildOpenApiDocument, endpoints } from '@juicyin/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// Redocly starts a Node process and reads a 600 kB document: a ceiling for a busy machine, not a timing check.
vi.setConfig({ testTimeout: 120_000 });

const redocly = path.resolve(import.meta.dirname, '../../node_modules/.bin/redocly');

interface LintReport {
  readonly totals: { errors: number; warnings: number };
  readonly problems: readonly { ruleId: string; message: string }[];
}

let directory: string;

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'juicyin-openapi-'));
});
afterAll(() => rm(directory, { recursive: true, force: true }));

/** Lints a document with Redocly's recommended rules, as a team generating a client would. */
async function lint(document: object): Promise<LintReport> {
  const file = path.join(directory, `openapi-${String(Math.random()).slice(2)}.json`);
  await writeFile(file, JSON.stringify(document));
  // Redocly exits non-zero when it finds errors; its JSON report is on stdout either way.
  const result = await promisify(execFile)(redocly, ['lint', file, '--format=json'], {
    maxBuffer: 64 * 1024 * 1024,
  }).catch((error: unknown) => error as { stdout: string });
  return JSON.parse(result.stdout) as LintReport;
}

const document = () =>
  buildOpenApiDocument(endpoints, { title: 'Juicyin API', version: '0.1.0' }) as {
    paths: Record<string, Record<string, { security?: unknown }>>;
  };

describe("the OpenAPI document under Redocly's recommended rules", () => {
  it('has no error and no warning', async () => {
    const report = await lint(document());
    expect(report.problems.map((problem) => `${problem.ruleId}: ${problem.message}`)).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  });

  it('would catch an operation that declares no security', async () => {
    const broken = document();
    delete broken.paths['/api/products']?.['get']?.security;
    const report = await lint(broken);
    expect(report.problems.map((problem) => problem.ruleId)).toEqual(['security-defined']);
  });
});
