import type SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from './schema';
import { batchedByKey } from './batchedReads';

/**
 * A number that changes whenever committed content changes, so derived answers (search totals)
 * can be reused until then. Writers call `bump()` after their transaction commits; readers call
 * `read()` before they query. Bumping after the commit means an answer computed under a
 * generation is never older than that generation's data.
 */
export interface ContentGeneration {
  read(): Promise<string>;
  bump(): Promise<void>;
}

/**
 * SQLite: this connection's own writes bump a counter; `PRAGMA data_version` changes when
 * another connection (another process, e.g. `npm run seed`) commits to the file.
 */
export function sqliteGeneration(sqlite: SQLite.Database): ContentGeneration {
  let local = 0;
  const dataVersion = sqlite.prepare('PRAGMA data_version').pluck();
  return {
    read: () => Promise.resolve(`${String(dataVersion.get())}:${local}`),
    bump: () => {
      local += 1;
      return Promise.resolve();
    },
  };
}

/**
 * The sequence's value, read once for the reads asked for in one turn of the event loop. A
 * sequence never bumped holds its start value without having given it (`is_called` false), and
 * its first bump gives that value: read as 0 until then, so the first bump changes it too.
 */
const lastValueTogether = batchedByKey<{ last_value: string | number }>(
  async (db) =>
    (
      await sql<{
        last_value: string | number;
      }>`SELECT CASE WHEN is_called THEN last_value ELSE 0 END AS last_value FROM content_generation`.execute(
        db,
      )
    ).rows,
  () => 'generation',
);

/**
 * PostgreSQL: a sequence every instance shares. `nextval` takes no row lock, so concurrent
 * writers do not queue on it, and it is seen by all instances at once. The reads that arrive
 * together (the searches a server takes in one turn of the event loop) share one statement, sent
 * once that turn has run (batchedReads.ts), so each read still starts after its request arrived
 * and sees every bump made before it.
 */
export function postgresGeneration(db: Kysely<Database>): ContentGeneration {
  return {
    read: async () => String((await lastValueTogether(db, 'generation'))[0]?.last_value ?? 0),
    bump: async () => {
      await sql`SELECT nextval('content_generation')`.execute(db);
    },
  };
}
