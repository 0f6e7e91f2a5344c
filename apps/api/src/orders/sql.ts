import type { SQL } from 'drizzle-orm';
import type { Database } from '../database.ts';

/** Rows of a raw SQL query through drizzle, on either driver (both answer `{ rows }`). */
export async function query<T>(db: Database, statement: SQL): Promise<T[]> {
  const result: unknown = await db.execute(statement);
  return (result as { rows: T[] }).rows;
}
