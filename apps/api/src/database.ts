import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';

export type DatabaseDriver = 'pglite' | 'postgres';

export type Database = ReturnType<typeof drizzlePglite> | ReturnType<typeof drizzlePostgres>;

export interface DatabaseHandle {
  readonly driver: DatabaseDriver;
  readonly db: Database;
  /** True when the database answers a query. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export type DatabaseLocation =
  /** A real PostgreSQL server, through a connection pool. */
  | { readonly databaseUrl: string }
  /** Embedded PostgreSQL (PGlite) stored in this directory. */
  | { readonly dataDir: string }
  /** Embedded PostgreSQL in memory: for tests. */
  | { readonly inMemory: true };

export async function openDatabase(location: DatabaseLocation): Promise<DatabaseHandle> {
  if ('databaseUrl' in location) {
    const pool = new pg.Pool({ connectionString: location.databaseUrl, max: 10 });
    const db = drizzlePostgres(pool);
    return {
      driver: 'postgres',
      db,
      ping: () => answers(() => db.execute(sql`select 1`)),
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  if ('dataDir' in location) {
    mkdirSync(location.dataDir, { recursive: true });
    client = await PGlite.create(location.dataDir);
  } else {
    client = await PGlite.create();
  }
  const db = drizzlePglite(client);
  return {
    driver: 'pglite',
    db,
    ping: () => answers(() => db.execute(sql`select 1`)),
    close: () => client.close(),
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
