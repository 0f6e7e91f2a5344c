import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';

export type DatabaseDriver = 'pglite' | 'postgres';

/** Drizzle over either driver: the query builder is the same for both. */
export type Database = PgDatabase<PgQueryResultHKT>;

/** Raw SQL inside one transaction on one connection (migrations, seeding). */
export interface RawTransaction {
  query(text: string, params?: readonly unknown[]): Promise<Record<string, unknown>[]>;
  /** Several statements without parameters. */
  exec(text: string): Promise<void>;
}

export interface DatabaseHandle {
  readonly driver: DatabaseDriver;
  readonly db: Database;
  /** True when the database answers a query. */
  ping(): Promise<boolean>;
  /** Runs `work` in one transaction on one connection; commits when it resolves. */
  transaction<T>(work: (tx: RawTransaction) => Promise<T>): Promise<T>;
  /** Rows of one query. */
  rows<T = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<T[]>;
  /**
   * Listens to a PostgreSQL notification channel. On PostgreSQL every process sharing the database
   * and schema hears it (LISTEN/NOTIFY on the channel's name within the schema); PGlite is one
   * process, so it is heard in-process.
   */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseLocation =
  /** A real PostgreSQL server, through a connection pool. */
  | { readonly databaseUrl: string }
  /** Embedded PostgreSQL (PGlite) stored in this directory. */
  | { readonly dataDir: string }
  /**
   * Embedded PostgreSQL in memory: for tests. `from` is another PGlite's files (`dumpDataDir`) to
   * start from instead of running initdb, which takes seconds.
   */
  | { readonly inMemory: true; readonly from?: Blob };

export async function openDatabase(location: DatabaseLocation): Promise<DatabaseHandle> {
  if ('databaseUrl' in location) return openPostgres(location.databaseUrl);
  let client: PGlite;
  if ('dataDir' in location) {
    mkdirSync(location.dataDir, { recursive: true });
    client = await PGlite.create(location.dataDir);
  } else {
    client = await PGlite.create(location.from ? { loadDataDir: location.from } : {});
  }
  const db = drizzlePglite(client) as unknown as Database;
  const listeners = new Map<string, Set<(payload: string) => void>>();
  return {
    driver: 'pglite',
    db,
    ping: () => answers(() => client.query('select 1')),
    transaction: (work) =>
      client.transaction((tx) =>
        work({
          query: async (text, params) => (await tx.query<Record<string, unknown>>(text, params as unknown[])).rows,
          exec: async (text) => {
            await tx.exec(text);
          },
        }),
      ),
    rows: async <T>(text: string, params?: readonly unknown[]) =>
      (await client.query<T>(text, params as unknown[])).rows,
    listen: (channel, onMessage) => {
      const set = listeners.get(channel) ?? new Set();
      set.add(onMessage);
      listeners.set(channel, set);
      return Promise.resolve(() => {
        set.delete(onMessage);
        return Promise.resolve();
      });
    },
    notify: (channel, payload) => {
      for (const listener of listeners.get(channel) ?? []) listener(payload);
      return Promise.resolve();
    },
    close: () => client.close(),
  };
}

/**
 * A notification channel's name within the connection's schema (`juicyin_cache.public`): processes
 * on other schemas of the same database (another shop, a parallel test suite) hold other data, and
 * do not hear it.
 */
const inSchema = "$1::text || '.' || current_schema()";

function openPostgres(databaseUrl: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // An idle client losing its server must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const db = drizzlePostgres(pool) as unknown as Database;
  const listenClients = new Set<pg.Client>();
  return {
    driver: 'postgres',
    db,
    ping: () => answers(() => db.execute(sql`select 1`)),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work({
          query: async (text, params) =>
            (await client.query(text, params as unknown[])).rows as Record<string, unknown>[],
          exec: async (text) => {
            await client.query(text);
          },
        });
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    rows: async <T>(text: string, params?: readonly unknown[]) =>
      (await pool.query(text, params as unknown[])).rows as T[],
    async listen(channel, onMessage) {
      const client = new pg.Client({ connectionString: databaseUrl });
      client.on('error', () => undefined);
      await client.connect();
      const { rows } = await client.query<{ scoped: string }>(`select ${inSchema} as scoped`, [channel]);
      const scoped = rows[0]?.scoped ?? channel;
      client.on('notification', (message) => {
        if (message.channel === scoped) onMessage(message.payload ?? '');
      });
      await client.query(`listen ${pg.escapeIdentifier(scoped)}`);
      listenClients.add(client);
      return async () => {
        listenClients.delete(client);
        await client.end();
      };
    },
    async notify(channel, payload) {
      await pool.query(`select pg_notify(${inSchema}, $2)`, [channel, payload]);
    },
    async close() {
      await Promise.all([...listenClients].map((client) => client.end().catch(() => undefined)));
      listenClients.clear();
      await pool.end();
    },
  };
}

async function answers(query: () => Promise<unknown>): Promise<boolean> {
  try {
    await query();
    return true;
  } catch {
    return false;
  }
}
