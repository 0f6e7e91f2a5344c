// The files of a freshly initialised PGlite, made once per `vitest run` by the api project's global
// set-up and loaded by every suite's in-memory database. initdb takes 3–4 s per database on these
// 2-core machines, loading its files under 1 s; migrations and the seed still run in each suite.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/** Where the global set-up leaves the files for the test processes it starts. */
const variable = 'JUICYIN_TEST_PGLITE_FILES';

/** Vitest's global set-up: writes the files, and removes them when the run ends. */
export async function setup(): Promise<() => Promise<void>> {
  const directory = await mkdtemp(path.join(tmpdir(), 'juicyin-pglite-'));
  const file = path.join(directory, 'initdb.tar');
  const database = await PGlite.create();
  const files = await database.dumpDataDir('none');
  await database.close();
  await writeFile(file, Buffer.from(await files.arrayBuffer()));
  process.env[variable] = file;
  return () => rm(directory, { recursive: true, force: true });
}

/** The run's initialised files, or undefined outside the test run (PGlite then runs initdb). */
export async function initialisedPgliteFiles(): Promise<Blob | undefined> {
  const file = process.env[variable];
  return file ? new Blob([await readFile(file)]) : undefined;
}
