// `pnpm --filter @juicyin/api db:schema`: migrates a new in-memory database and writes schema.ts
// from its catalog (schema-source.ts says why our own printer).
import { readFile, writeFile } from 'node:fs/promises';
import { openDatabase } from '../database.ts';
import { readCatalog } from './catalog.ts';
import { migrate } from './migrate.ts';
import { schemaFile, schemaSource } from './schema-source.ts';

const database = await openDatabase({ inMemory: true });
try {
  await migrate(database);
  const source = await schemaSource(await readCatalog(database));
  const before = await readFile(schemaFile, 'utf8').catch(() => '');
  await writeFile(schemaFile, source);
  console.info(source === before ? `${schemaFile} is up to date` : `wrote ${schemaFile}`);
} finally {
  await database.close();
}
