/**
 * The rows of a statement. Its values go to the database as bind parameters, never in its text:
 * drizzle's `sql` template makes each interpolated value one. Both drivers answer `{ rows }`.
 */
import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

export async function queryRows<T extends Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const result = await db.execute<T>(query);
  return (result as unknown as { rows: T[] }).rows;
}
