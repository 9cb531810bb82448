import pg from 'pg';

/*
 * The test PostgreSQL server and its named databases: for the API suites (through
 * tests/helpers/testServer.ts), the bench and the end-to-end servers on PostgreSQL. Only `pg`,
 * so a browser spec can use it without loading the server's modules.
 */

export const POSTGRES_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** The URL of a named database on the test PostgreSQL server. */
export function postgresUrlFor(database: string): string {
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Creates the named database when missing (each API test file uses its own). */
export async function ensurePostgresDatabase(database: string): Promise<void> {
  if (!/^[a-z_][a-z0-9_]*$/.test(database)) throw new Error(`Bad database name ${database}`);
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [
      database,
    ]);
    if (!rowCount)
      await client.query(`CREATE DATABASE ${database}`).catch((error: unknown) => {
        // Another process created it first.
        if (!String(error).includes('already exists')) throw error;
      });
  } finally {
    await client.end();
  }
}
