// `pnpm --filter @juicyin/api points:expire`: runs the points job once on DATA_DIR (or
// DATABASE_URL) — "Points Expired" entries for lots past their expiry, then the "points about to
// expire" e-mails — and prints what it did. Safe to run again or beside a server running the job.
// (PGlite's data directory belongs to one process: stop a PGlite server first, or use DATABASE_URL.)
import path from 'node:path';
import { prepareDatabase } from '../app.ts';
import { openDatabase } from '../database.ts';
import { describeRun, runPointsExpiry } from '../jobs/points-expiry.ts';
import { createMailer } from '../mail/mailer.ts';
import { DEFAULT_SHOP_URL } from '../points/notify.ts';

const databaseUrl = process.env['DATABASE_URL'];
const dataDir = path.resolve(process.env['DATA_DIR'] ?? 'data');
const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir: path.join(dataDir, 'pglite') });
try {
  await prepareDatabase(database);
  const now = new Date();
  const result = await runPointsExpiry(database.db, {
    now,
    mailer: createMailer(database.db, { smtpUrl: process.env['SMTP_URL'] || undefined }),
    shopUrl: process.env['PUBLIC_URL'] || DEFAULT_SHOP_URL,
  });
  console.info(`points:expire at ${now.toISOString()}: ${describeRun(result)}`);
} finally {
  await database.close();
}
