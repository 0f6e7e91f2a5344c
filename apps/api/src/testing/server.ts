import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type App, type AppOptions, buildApp, prepareDatabase } from '../app.ts';
import { type Database, type DatabaseHandle, openDatabase } from '../database.ts';
import { initialisedPgliteFiles } from './pglite-files.ts';

export const testDatabaseUrl = process.env['TEST_DATABASE_URL'] || undefined;

/** The drivers a suite runs on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const drivers: readonly ('pglite' | 'postgres')[] = testDatabaseUrl ? ['pglite', 'postgres'] : ['pglite'];
if (!testDatabaseUrl)
  console.info('[api] TEST_DATABASE_URL is unset: the PostgreSQL runs of the API suites are skipped');

/** Generous: PGlite takes seconds to start on a loaded 2-core machine. */
export const SETUP_TIMEOUT = 120_000;

/**
 * How long `vi.waitFor` waits for what a suite looks for (an e-mail leaving, a NOTIFY arriving)
 * before giving up: tests/setup/waits.ts's `waitCeiling`. Its own default, 1 s, is a clock a
 * loaded machine reaches.
 */
export const WAIT_CEILING = 15_000;

export interface IsolatedDatabase {
  readonly url: string;
  drop(): Promise<void>;
}

/** A fresh schema on the test PostgreSQL, reached through `search_path`, dropped afterwards. */
export async function isolatedPostgres(baseUrl: string): Promise<IsolatedDatabase> {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
    },
  };
}

/** An empty database for a suite: the isolated PostgreSQL schema if given, else PGlite in memory. */
export async function openTestDatabase(isolated?: IsolatedDatabase): Promise<DatabaseHandle> {
  return openDatabase(
    isolated ? { databaseUrl: isolated.url } : { inMemory: true, from: await initialisedPgliteFiles() },
  );
}

/** A migrated, seeded database without a server (tests of what runs inside a transaction). */
export async function openPreparedDatabase(
  driver: 'pglite' | 'postgres',
): Promise<{ database: DatabaseHandle; close: () => Promise<void> }> {
  const isolated = driver === 'postgres' && testDatabaseUrl ? await isolatedPostgres(testDatabaseUrl) : undefined;
  const database = await openTestDatabase(isolated);
  await prepareDatabase(database);
  return {
    database,
    async close() {
      await database.close();
      await isolated?.drop();
    },
  };
}

class RolledBack extends Error {
  constructor(readonly result: unknown) {
    super('rolled back');
  }
}

/**
 * Runs `work` in a transaction that is always rolled back, and answers what it answered (or throws
 * what it threw): a step's effects are checked inside `work` and leave nothing behind.
 */
export async function inRolledBackTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  try {
    await db.transaction(async (tx) => {
      throw new RolledBack(await work(tx));
    });
  } catch (error) {
    if (error instanceof RolledBack) return error.result as T;
    throw error;
  }
  throw new Error('unreachable: the transaction always rolls back');
}

export interface TestServer {
  readonly app: App;
  readonly database: DatabaseHandle;
  readonly baseUrl: string;
  close(): Promise<void>;
}

/** A migrated, seeded database and the API listening on 127.0.0.1 on a free port. */
export async function startTestServer(
  driver: 'pglite' | 'postgres',
  options: Pick<
    AppOptions,
    'clock' | 'production' | 'mapTiles' | 'widgets' | 'trustProxy' | 'throttles' | 'publicUrl'
  > = {},
): Promise<TestServer> {
  const { database, close } = await openPreparedDatabase(driver);
  const app = await buildApp({ database, ...options });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return {
    app,
    database,
    baseUrl: `http://127.0.0.1:${address.port}`,
    async close() {
      await app.close();
      await close();
    },
  };
}

/**
 * A shopper's browser: keeps the session cookie, sends what the shop's client sends
 * (`x-juicyin-client: 1`, same-origin fetch metadata) unless told otherwise.
 */
export class Browser {
  private cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  async fetch(path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) {
    const headers: Record<string, string> = {
      accept: 'application/json',
      'x-juicyin-client': '1',
      'sec-fetch-site': 'same-origin',
      ...init.headers,
    };
    if (this.cookies.size > 0)
      headers['cookie'] = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    let body: string | Uint8Array | undefined;
    if (init.body instanceof Uint8Array) {
      body = init.body;
    } else if (init.body !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
    }
    const response = await fetch(`${this.baseUrl}${path}`, { method: init.method ?? 'GET', headers, body });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const [name = '', ...value] = pair.split('=');
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value.join('='));
    }
    return response;
  }

  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the test names the body it expects
  async json<T = unknown>(
    path: string,
    init: Parameters<Browser['fetch']>[1] = {},
  ): Promise<{ status: number; body: T; response: Response }> {
    const response = await this.fetch(path, init);
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T, response };
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }
}

/**
 * Signs the browser in again: after a test moves the app's clock past the session's lifetime (the
 * sessions read "now" from the same clock), the session has ended, as it would have.
 */
export async function signInAgain(browser: Browser, account: { email: string; password: string }): Promise<void> {
  const answer = await browser.json('/api/auth/login', { method: 'POST', body: account });
  if (answer.status !== 200) throw new Error(`login answered ${String(answer.status)}`);
}

let counter = 0;
/** A distinct e-mail address per call. */
export function uniqueEmail(prefix = 'shopper'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.com`;
}

export async function registerShopper(browser: Browser, overrides: Record<string, unknown> = {}) {
  const email = uniqueEmail();
  const result = await browser.json<{ shopper: { id: string; points: number; email: string } }>('/api/auth/register', {
    method: 'POST',
    body: {
      firstName: 'Noura',
      lastName: 'Al-Harbi',
      email,
      password: 'cold-pressed-77',
      acceptTerms: true,
      ...overrides,
    },
  });
  if (result.status !== 201) throw new Error(`register answered ${result.status}: ${JSON.stringify(result.body)}`);
  return { email, password: 'cold-pressed-77', shopper: result.body.shopper };
}
