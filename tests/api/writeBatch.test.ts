import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { writeAudit } from '../../server/store/auditRepository';
import type { ContentRow } from '../../server/store/contentIndex';
import { insertVersion, replaceVersion } from '../../server/store/contentRepository';
import { openStorage } from '../../server/store/db';
import type { Storage } from '../../server/store/db';
import { writeBatch } from '../../server/store/writeBatch';
import { ensurePostgresDatabase, postgresUrlFor, testDialects } from '../helpers/testServer';

/*
 * An edit's writes in one batch (server/store/writeBatch.ts): the version's row, its list and
 * search rows and the audit entry. On PostgreSQL they go out as one statement, on SQLite one by
 * one; on both every write lands, and a write that fails takes the others with it.
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
});
