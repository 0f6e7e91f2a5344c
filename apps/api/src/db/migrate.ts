import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { DatabaseHandle } from '../database.ts';

export const migrationsDir = path.join(import.meta.dirname, '../../migrations');

/** Numbered SQL files (`0001_init.sql`), applied in order. */
export function listMigrations(dir = migrationsDir): { id: string; sql: string }[] {
  return readdirSync(dir)
    .filter((name) => /^\d{4}_[a-z0-9_]+\.sql$/.test(name))
    .sort()
    .map((name) => ({ id: name.replace(/\.sql$/, ''), sql: readFileSync(path.join(dir, name), 'utf8') }));
}

/**
 * Applies the migrations not yet applied, each recorded in `schema_migrations`, all in one
 * transaction under an advisory lock so that processes starting together on one PostgreSQL
 * migrate once. Returns the ids applied now.
 */
export async function migrate(database: DatabaseHandle): Promise<string[]> {
  const migrations = listMigrations();
  return database.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(7420101)');
    await tx.exec(
      'create table if not exists schema_migrations (id text primary key, applied_at timestamptz not null default now())',
    );
    const applied = new Set((await tx.query('select id from schema_migrations')).map((row) => String(row['id'])));
    const now: string[] = [];
    for (const migration of migrations) {
      if (applied.has(migration.id)) continue;
      await tx.exec(migration.sql);
      await tx.query('insert into schema_migrations (id) values ($1)', [migration.id]);
      now.push(migration.id);
    }
    return now;
  });
}
