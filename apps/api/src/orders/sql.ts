import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../database.ts';

/** Rows of a raw SQL query through drizzle, on either driver (both answer `{ rows }`). */
export async function query<T>(db: Database, statement: SQL): Promise<T[]> {
  const result: unknown = await db.execute(statement);
  return (result as { rows: T[] }).rows;
}

/**
 * Runs several writes as one statement: all but the last as data-modifying `with` parts, the last
 * as the main statement (one round trip instead of one per write). They see the same snapshot, so
 * none may depend on another's effect except through what the caller already knows (ids, numbers).
 */
export async function inOneStatement(db: Database, writes: readonly SQL[]): Promise<void> {
  const last = writes.at(-1);
  if (last === undefined) return;
  const parts = writes.slice(0, -1).map((write, index) => sql`${sql.raw(`write_${String(index)}`)} as (${write})`);
  await db.execute(parts.length === 0 ? last : sql`with ${sql.join(parts, sql`, `)} ${last}`);
}
