import { SqliteAdapter } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from './schema';

/** Whether a database handle (or a transaction begun on it) talks to SQLite. */
export function isSqlite(db: Kysely<Database>): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}
