import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildApp, prepareDatabase } from './app.ts';
import { passwordHashCost, SCRYPT_PARAMS } from './accounts/password.ts';
import { openDatabase } from './database.ts';
import { mapTilesFromEnv } from './store/map-tiles.ts';
import { trustProxyFromEnv } from './http/trust-proxy.ts';
import { widgetsFromEnv } from './store/widgets.ts';
import type { ShopRenderer } from './shop/serve-shop.ts';

const port = Number(process.env['PORT'] ?? 3000);
const host = process.env['HOST'] ?? '127.0.0.1';
const dataDir = path.resolve(process.env['DATA_DIR'] ?? 'data');
const databaseUrl = process.env['DATABASE_URL'];
/** A setting read before the database opens, so a bad value stops the start at once with its message. */
function setting<T>(read: (env: NodeJS.ProcessEnv) => T): T {
  try {
    return read(process.env);
  } catch (error) {
    console.error(`Juicyin API not started: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
// Third-party widget scripts: REVIEWS_WIDGET_URL / PUSH_WIDGET_URL, none when unset.
const widgets = setting(widgetsFromEnv);
// The proxies in front of the API (TRUST_PROXY): none when unset, so X-Forwarded-For is ignored.
const trustProxy = setting(trustProxyFromEnv);
// Passwords: scrypt at OWASP's cost; PASSWORD_HASHING=fast-for-tests (test runs only) at the suites'.
if (setting(passwordHashCost) < SCRYPT_PARAMS.log2N) {
  console.warn("PASSWORD_HASHING=fast-for-tests: new passwords get the test suites' cheap hash. Never in a real shop.");
}
const shopDir = path.resolve(process.env['SHOP_DIR'] ?? path.join(import.meta.dirname, '../../shop/dist'));
// The shop's server renderer, built beside it (`apps/shop/dist-server`); without it every page renders in the browser.
const rendererFile = path.join(shopDir, '../dist-server/render-page.js');
const shopRenderer = existsSync(rendererFile)
  ? ((await import(pathToFileURL(rendererFile).href)) as ShopRenderer)
  : undefined;

const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir: path.join(dataDir, 'pglite') });
await prepareDatabase(database);
const app = await buildApp({
  database,
  shopDir,
  shopRenderer,
  // LOG=off: silent; LOG=listen: only the start-up line (benchmarks); otherwise every request is logged.
  logger: process.env['LOG'] !== 'off',
  requestLogging: process.env['LOG'] !== 'listen',
  smtpUrl: process.env['SMTP_URL'] || undefined,
  production: process.env['NODE_ENV'] === 'production',
  publicUrl: process.env['PUBLIC_URL'] || undefined,
  // Points expiry and expiry reminders: at start, then hourly (POINTS_JOB=off to leave it to another process).
  pointsJob: process.env['POINTS_JOB'] !== 'off',
  // The address map's tiles: MAP_TILES_URL / MAP_TILES_ATTRIBUTION, OpenStreetMap's when unset.
  mapTiles: mapTilesFromEnv(process.env),
  widgets,
  trustProxy,
});

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port, host });
