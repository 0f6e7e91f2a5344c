// `pnpm --filter @juicyin/api seed:large`: grows the catalogue of DATA_DIR (or DATABASE_URL) to
// 10,000 products (SEED_PRODUCTS changes the number), migrating and seeding first when needed.
import path from 'node:path';
import { openDatabase } from '../database.ts';
import { migrate } from '../db/migrate.ts';
import { seedLarge } from '../seed/seed.ts';

const total = Number(process.env['SEED_PRODUCTS'] ?? 10_000);
const databaseUrl = process.env['DATABASE_URL'];
const dataDir = path.resolve(process.env['DATA_DIR'] ?? 'data');
const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir: path.join(dataDir, 'pglite') });
try {
  const started = Date.now();
  await migrate(database);
  const added = await seedLarge(database, total);
  console.info(`Catalogue has ${total} products (${added} added in ${((Date.now() - started) / 1000).toFixed(1)} s)`);
} finally {
  await database.close();
}
