import type SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from './schema';

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
 * PostgreSQL: a sequence every instance shares. `nextval` takes no row lock, so concurrent
 * writers do not queue on it, and it is seen by all instances at once.
 */
export function postgresGeneration(db: Kysely<Database>): ContentGeneration {
  return {
    read: async () => {
      const result = await sql<{
        last_value: string | number;
      }>`SELECT last_value FROM content_generation`.execute(db);
      return String(result.rows[0]?.last_value ?? 0);
    },
    bump: async () => {
      await sql`SELECT nextval('content_generation')`.execute(db);
    },
  };
}
