import { PostgresAdapter, sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from './schema';

/** Whether the database is PostgreSQL (NOTIFY reaches every instance) rather than SQLite. */
export function isPostgresDatabase(db: Kysely<Database>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** PostgreSQL NOTIFY on `channel` with `payload` (under 8000 bytes), heard by every listener. */
export async function notifyChannel(
  db: Kysely<Database>,
  channel: string,
  payload: string,
): Promise<void> {
  await sql`select pg_notify(${channel}, ${payload})`.execute(db);
}
