import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { openStorage, refreshStatistics } from '../../server/store/db';
import type { Storage } from '../../server/store/db';
import { ensurePostgresDatabase, postgresUrlFor, testDialects } from '../helpers/testServer';

/*
 * The service prepares its PostgreSQL statements once a connection (server/store/db.ts,
 * preparingPool). A table changed under a prepared statement — another instance's upgrade adding
 * a column — must not break the statement: it runs unnamed from then on.
 */
const DATABASE = 'console_prepared_statements';
const onPostgres = (await testDialects()).includes('postgres');

describe.runIf(onPostgres)('prepared statements on postgres', () => {
  let storage: Storage;
  let admin: pg.Client;
  beforeAll(async () => {
    await ensurePostgresDatabase(DATABASE);
    admin = new pg.Client({ connectionString: postgresUrlFor(DATABASE) });
    await admin.connect();
    await admin.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public');
    storage = await openStorage({
      databaseUrl: postgresUrlFor(DATABASE),
      sqliteFile: '',
      poolSize: 1,
    });
  });
  afterAll(async () => {
    await storage?.close();
    await admin?.end();
  });

  const read = () =>
    storage.db.selectFrom('meta').selectAll().where('k', '=', 'prepared-check').execute();

  it('keeps answering a statement whose table another instance changed under it', async () => {
    await storage.db.insertInto('meta').values({ k: 'prepared-check', v: 'one' }).execute();
    // Run twice on the pool's one connection: prepared there under its name.
    expect(await read()).toEqual([{ k: 'prepared-check', v: 'one' }]);
    expect(await read()).toEqual([{ k: 'prepared-check', v: 'one' }]);
    const prepared = await storage.db
      .selectFrom('meta')
      .select('v')
      .where('k', '=', 'prepared-check')
      .execute();
    expect(prepared).toHaveLength(1);
    // Another instance's migration adds a column: `select *` now has another result type.
    await admin.query('ALTER TABLE meta ADD COLUMN extra text');
    expect(await read()).toEqual([{ k: 'prepared-check', v: 'one', extra: null }]);
    expect(await read()).toEqual([{ k: 'prepared-check', v: 'one', extra: null }]);
  });
});

describe.runIf(onPostgres)('planner statistics on PostgreSQL', () => {
  // After a bulk load the visibility map is empty until a vacuum: an index-only scan (the list
  // pages' keys) would still visit the table for every row it passes.
  it('leaves the loaded tables vacuumed: every page of the list index is all-visible', async () => {
    const database = 'console_planner_statistics';
    await ensurePostgresDatabase(database);
    const admin = new pg.Client({ connectionString: postgresUrlFor(database) });
    await admin.connect();
    try {
      await admin.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public');
      const storage = await openStorage({ databaseUrl: postgresUrlFor(database), sqliteFile: '' });
      try {
        await sql`insert into content_listing (prd, key, id, cty, st, shadowed, ut, name)
          select 'main', 'k-' || i, 'item-' || i, 'movie', 'published', 0,
            to_char(i, 'FM000000'), 'Item ' || i from generate_series(1, 5000) as i`.execute(
          storage.db,
        );
        await refreshStatistics(storage.db);
      } finally {
        await storage.close();
      }
      const { rows } = await admin.query<{ relpages: number; relallvisible: number }>(
        "select relpages, relallvisible from pg_class where relname = 'content_listing'",
      );
      expect(rows[0]?.relpages).toBeGreaterThan(0);
      expect(rows[0]?.relallvisible).toBe(rows[0]?.relpages);
    } finally {
      await admin.end();
    }
  });
});
