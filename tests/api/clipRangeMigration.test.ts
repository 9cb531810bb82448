import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { migrateToLatest } from '../../server/store/migrations';
import type { TestServer } from '../helpers/testServer';
import { startTestServer, testDialects } from '../helpers/testServer';

const dialects = await testDialects();
const DATABASE = 'console_clip_range_migration';
const MIGRATION = '015_clip_range_end_exclusive';

type Segment = {
  seg_ty: string;
  ctkey: string;
  sp: number;
  ep: number;
  dur?: number;
  fps?: number;
};

/**
 * Clips and shorts saved by the video editor before a range's end was where it stops stored the
 * out mark itself as `ep` (in 00:00:10;15, out 00:00:11;29: sp 10.5, ep 359/30); the service read
 * that end as included. The migration moves such an `ep` (and `dur`) one frame on, once, so the
 * clip keeps its frames; programs always stored where a segment stops and are left as they are.
 */
describe.each(dialects)('clip range migration on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ dialect, database: DATABASE });
  });
  afterAll(async () => server?.stop());

  const create = async (type: string, id: string, sg: Segment[]) => {
    const created = await server.api(
      'editor',
      `/api/catalog/content/urn/resource/catalog/${type}`,
      {
        method: 'POST',
        product: 'main',
        json: { id, lon: [{ lang: 'en', n: `Range ${id}` }], sg },
      },
    );
    expect(created.status, JSON.stringify(created.body.header.errors)).toBe(201);
  };
  const storedSegments = async (id: string) => {
    const rows = await server.built.storage.db
      .selectFrom('content')
      .select(['doc'])
      .where('id', '=', id)
      .execute();
    expect(rows).toHaveLength(1);
    return (JSON.parse(rows[0]?.doc ?? '{}') as { sg: Segment[] }).sg;
  };

  it('moves a stored clip end one frame on, once, and leaves programs alone', async () => {
    const inclusive = { seg_ty: 'vod', ctkey: 'main-movie-1', fps: 30 };
    await create('scenes', 'migrated-clip', [
      { ...inclusive, sp: 10.5, ep: 359 / 30, dur: 1.4666666666666666 },
      { ...inclusive, sp: 40, ep: 41 },
    ]);
    await create('shortvideo', 'migrated-short', [{ ...inclusive, sp: 0, ep: 2, dur: 2, fps: 25 }]);
    await create('program', 'unmigrated-program', [{ ...inclusive, sp: 0, ep: 35, dur: 35 }]);

    // The database as it stood before the migration: the rows above, the migration not yet run
    // (nor those after it, which are safe to run again).
    const db = server.built.storage.db;
    await sql`DELETE FROM kysely_migration WHERE name >= ${MIGRATION}`.execute(db);
    await migrateToLatest(db, dialect);

    const clip = await storedSegments('migrated-clip');
    expect(clip[0]?.sp).toBe(10.5);
    expect(clip[0]?.ep).toBe(12);
    expect(clip[0]?.dur).toBe(1.5);
    expect(clip[1]).toMatchObject({ sp: 40, ep: 1231 / 30 });
    expect(clip[1]?.dur).toBeUndefined();
    expect((await storedSegments('migrated-short'))[0]).toMatchObject({
      sp: 0,
      ep: 2.04,
      dur: 2.04,
    });
    expect((await storedSegments('unmigrated-program'))[0]).toMatchObject({
      sp: 0,
      ep: 35,
      dur: 35,
    });

    // Recorded as run: a later start converts nothing again.
    await migrateToLatest(db, dialect);
    expect((await storedSegments('migrated-clip'))[0]?.ep).toBe(12);
  });
});
