import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { writeAudit } from '../../server/store/auditRepository';
import type { ContentRow } from '../../server/store/contentIndex';
import { insertVersion, replaceVersion } from '../../server/store/contentRepository';
import { openStorage } from '../../server/store/db';
import { acquireLock } from '../../server/store/lockRepository';
import type { Storage } from '../../server/store/db';
import { writeBatch } from '../../server/store/writeBatch';
import { ensurePostgresDatabase, postgresUrlFor, testDialects } from '../helpers/testServer';

/*
 * An edit's writes in one batch (server/store/writeBatch.ts): the version's row, its list and
 * search rows and the audit entry. On PostgreSQL they go out as one statement, on SQLite one by
 * one; on both every write lands, and a write that fails takes the others with it. On PostgreSQL
 * a guarded batch (the usual save without a transaction) writes all of them only while the row is
 * as it was read and no one else holds a live lock on the item, else none.
 */
const DATABASE = 'console_write_batch';
const work = mkdtempSync(join(tmpdir(), 'write-batch-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function version(id: string, name: string): ContentRow {
  const doc = { id, key: `${id}-v1`, cty: 'vod', st: 'draft', lon: [{ lang: 'en', n: name }] };
  return {
    key: `${id}-v1`,
    id,
    cty: 'vod',
    st: 'draft',
    vn: 1,
    cur: 1,
    shadowed: 0,
    prd: JSON.stringify(['main', 'kids']),
    name,
    ct: '2026-01-01T00:00:00.000Z',
    ut: '2026-01-01T00:00:00.000Z',
    doc: JSON.stringify(doc),
    changed_by: 'ana',
  };
}

function renamed(row: ContentRow, name: string, ut: string): ContentRow {
  const doc = { ...(JSON.parse(row.doc) as object), lon: [{ lang: 'en', n: name }], ut };
  return { ...row, name, ut, doc: JSON.stringify(doc) };
}

const audit = (id: string, at: string) => ({
  id,
  cty: 'vod',
  changedBy: 'ana',
  traceKey: `trace-${id}`,
  previousVersion: `${id}-v1`,
  currentVersion: `${id}-v1`,
  key: `${id}-v1`,
  action: 'update',
  change: [{ field: 'lon', from: 'old', to: 'new' }],
  at,
  products: ['main', 'kids'],
});

/** What `stored` reads of an item whose row, list rows (both products) and search text hold `name`. */
const storedAs = (name: string, ut: string, actions: string[]) => ({
  name,
  ut,
  listed: ['kids', 'main'].map((prd) => ({ prd, name, ut })),
  searched: [{ body: expect.stringContaining(name.toLowerCase()) as unknown }],
  audited: actions.map((action) => ({ action })),
});

describe.each(await testDialects())('an edit written as one batch (%s)', (dialect) => {
  let storage: Storage;
  /** Every statement the storage runs (its slow-query log at 0 ms). */
  const statements: string[] = [];
  beforeAll(async () => {
    if (dialect === 'postgres') {
      await ensurePostgresDatabase(DATABASE);
      const admin = new pg.Client({ connectionString: postgresUrlFor(DATABASE) });
      await admin.connect();
      await admin.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public');
      await admin.end();
    }
    vi.spyOn(console, 'warn').mockImplementation((line: unknown) => {
      const text = String(line);
      if (text.startsWith('[slow query')) statements.push(text.replace(/^\[[^\]]*\] /, ''));
    });
    storage = await openStorage({
      databaseUrl: dialect === 'postgres' ? postgresUrlFor(DATABASE) : undefined,
      sqliteFile: join(work, `${dialect}.db`),
      walCheckpoints: false,
      slowQueryMs: 0,
    });
  });
  afterAll(async () => {
    await storage?.close();
    vi.restoreAllMocks();
  });
  afterEach(() => {
    statements.length = 0;
  });

  const stored = async (id: string) => {
    const { db } = storage;
    const row = await db
      .selectFrom('content')
      .selectAll()
      .where('key', '=', `${id}-v1`)
      .executeTakeFirstOrThrow();
    const listed = await db
      .selectFrom('content_listing')
      .select(['prd', 'name', 'ut'])
      .where('key', '=', `${id}-v1`)
      .orderBy('prd')
      .execute();
    const searched = await db
      .selectFrom('content_search')
      .select('body')
      .where('key', '=', `${id}-v1`)
      .execute();
    const audited = await db.selectFrom('audit').select('action').where('id', '=', id).execute();
    return { name: row.name, ut: row.ut, listed, searched, audited };
  };

  it('writes the row, its list rows in both products, its search text and the audit entry', async () => {
    const before = version('batch-one', 'Old name');
    await storage.db.transaction().execute((trx) => insertVersion(trx, before));
    const after = renamed(before, 'New name', '2026-01-02T00:00:00.000Z');
    await storage.db.transaction().execute(async (trx) => {
      statements.length = 0;
      const batch = writeBatch(trx);
      await replaceVersion(trx, before, after, batch);
      await writeAudit(trx, audit('batch-one', after.ut), batch);
      const queued = statements.length;
      await batch.flush();
      // The row, two list rows, the search text and the audit entry: one statement on
      // PostgreSQL, five on SQLite, none of them before the flush.
      expect(queued).toBe(0);
      expect(statements.length).toBe(dialect === 'postgres' ? 1 : 5);
    });
    expect(await stored('batch-one')).toEqual(storedAs('New name', after.ut, ['update']));
  });

  it('keeps none of the writes when one of them fails', async () => {
    const before = version('batch-two', 'Kept name');
    await storage.db.transaction().execute((trx) => insertVersion(trx, before));
    const after = renamed(before, 'Lost name', '2026-01-02T00:00:00.000Z');
    await expect(
      storage.db.transaction().execute(async (trx) => {
        const batch = writeBatch(trx);
        await replaceVersion(trx, before, after, batch);
        // A second copy of the item's first version: its key is taken.
        batch.add(trx.insertInto('content').values(before).compile());
        await batch.flush();
      }),
    ).rejects.toThrow();
    expect(await stored('batch-two')).toEqual(storedAs('Kept name', before.ut, []));
  });
  /** A guarded batch of an edit of `before` (as read) into `after`, by `owner` at `now`. */
  const guardedEdit = async (before: ContentRow, after: ContentRow, owner: string, now: number) => {
    const batch = writeBatch(storage.db, { row: before, owner, now });
    await replaceVersion(storage.db, before, after, batch);
    await writeAudit(storage.db, audit(after.id, after.ut), batch);
    statements.length = 0;
    const written = await batch.flush();
    return { written, statements: statements.length };
  };

  it.runIf(dialect === 'postgres')(
    'guarded: writes the row, list rows, search text and audit entry in one statement while the row is as read',
    async () => {
      const before = version('guarded-one', 'Old name');
      await storage.db.transaction().execute((trx) => insertVersion(trx, before));
      const after = renamed(before, 'New name', '2026-01-02T00:00:00.000Z');
      expect(await guardedEdit(before, after, 'u-ana', Date.now())).toEqual({
        written: true,
        statements: 1,
      });
      expect(await stored('guarded-one')).toEqual(storedAs('New name', after.ut, ['update']));
    },
  );

  it.runIf(dialect === 'postgres')(
    'guarded: writes nothing, audit entry included, once the row has changed since it was read',
    async () => {
      const before = version('guarded-two', 'First name');
      await storage.db.transaction().execute((trx) => insertVersion(trx, before));
      const other = renamed(before, 'Other name', '2026-01-02T00:00:00.000Z');
      await storage.db.transaction().execute((trx) => replaceVersion(trx, before, other));
      // An edit based on the row as it was before the other write.
      const late = renamed(before, 'Late name', '2026-01-03T00:00:00.000Z');
      expect((await guardedEdit(before, late, 'u-ana', Date.now())).written).toBe(false);
      expect(await stored('guarded-two')).toEqual(storedAs('Other name', other.ut, []));
    },
  );

  it.runIf(dialect === 'postgres')(
    "guarded: writes nothing while another user holds a live lock on the item; the holder's own lock and an expired one let it through",
    async () => {
      const before = version('guarded-three', 'Locked name');
      await storage.db.transaction().execute((trx) => insertVersion(trx, before));
      const now = Date.now();
      const lock = (uid: string, at: number) =>
        acquireLock(storage.db, {
          id: 'guarded-three',
          urn: 'urn:resource:catalog:vod',
          holder: { uid, name: uid },
          now: at,
          ttlMs: 60_000,
        });
      await lock('u-bob', now);
      const after = renamed(before, 'Written name', '2026-01-02T00:00:00.000Z');
      expect((await guardedEdit(before, after, 'u-ana', now)).written).toBe(false);
      expect(await stored('guarded-three')).toEqual(storedAs('Locked name', before.ut, []));
      // Bob's lock, expired a minute later: Ana's save goes through.
      expect((await guardedEdit(before, after, 'u-ana', now + 61_000)).written).toBe(true);
      // Taken over by Ana, it lets her next save through too.
      const next = renamed(after, 'Next name', '2026-01-03T00:00:00.000Z');
      await lock('u-ana', now + 61_000);
      expect((await guardedEdit(after, next, 'u-ana', now + 62_000)).written).toBe(true);
      expect(await stored('guarded-three')).toEqual(
        storedAs('Next name', next.ut, ['update', 'update']),
      );
    },
  );

  it.runIf(dialect === 'postgres')(
    'reads the content generation once for the reads asked for together, after a bump made before them',
    async () => {
      const before = await storage.generation.read();
      await storage.generation.bump();
      statements.length = 0;
      const reads = await Promise.all(Array.from({ length: 5 }, () => storage.generation.read()));
      expect(statements.filter((text) => text.includes('content_generation'))).toHaveLength(1);
      expect(new Set(reads).size).toBe(1);
      expect(Number(reads[0])).toBeGreaterThan(Number(before));
    },
  );
});
