import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openStorage, refreshStatistics } from './db';

const work = mkdtempSync(join(tmpdir(), 'planner-statistics-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** 2,000 items of two types, 1-2 versions each. */
async function fill(file: string): Promise<void> {
  const storage = await openStorage({ sqliteFile: file, walCheckpoints: false });
  try {
    await storage.db.transaction().execute(async (trx) => {
      for (let i = 0; i < 2000; i += 1) {
        const versions = i % 3 === 0 ? 2 : 1;
        for (let vn = 1; vn <= versions; vn += 1) {
          const at = new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString();
          await sql`insert into content (key, id, cty, st, vn, cur, prd, name, ct, ut, doc, changed_by)
            values (${`k-${i}-${vn}`}, ${`item-${i}`}, ${i % 10 === 0 ? 'tvseries' : 'movie'},
              ${vn === versions ? 'published' : 'draft'}, ${vn}, 1, '["main"]', ${`Item ${i}`},
              ${at}, ${at}, '{}', 'seed')`.execute(trx);
        }
      }
    });
    await refreshStatistics(storage.db);
  } finally {
    await storage.close();
  }
}

/** The indexes sqlite_stat4 holds samples of. */
function sampled(file: string): string[] {
  const db = new SQLite(file, { readonly: true });
  try {
    return (
      db.prepare('select distinct idx from sqlite_stat4 order by idx').pluck().all() as string[]
    ).filter((idx) => idx.startsWith('content'));
  } finally {
    db.close();
  }
}

function planOf(file: string, query: string): string {
  const db = new SQLite(file, { readonly: true });
  try {
    return (db.prepare(`explain query plan ${query}`).all() as { detail: string }[])
      .map((row) => row.detail)
      .join('; ');
  } finally {
    db.close();
  }
}

describe('planner statistics on SQLite', () => {
  // SQLite re-prepares a statement on every run when samples of the index it searches (stat4)
  // may have chosen its plan from the bound value: get by id and the edit's reads did so each
  // request. An item's id is near-unique, so the samples cannot change that plan.
  it('keeps no samples of near-unique indexes after ANALYZE (the item index), and keeps the others', async () => {
    const file = join(work, 'fresh.db');
    await fill(file);
    const indexes = sampled(file);
    expect(indexes).not.toContain('content_item');
    expect(indexes).toContain('content_type_updated');
    expect(planOf(file, "select * from content where id = 'item-5' and cty = 'movie'")).toContain(
      'USING INDEX content_item',
    );
  });

  it('drops those samples from a file analysed before, when the service opens it', async () => {
    const file = join(work, 'older.db');
    await fill(file);
    // As a file analysed by a plain ANALYZE (an older version of the service, or by hand).
    const raw = new SQLite(file);
    raw.exec('ANALYZE');
    raw.close();
    expect(sampled(file)).toContain('content_item');
    const storage = await openStorage({ sqliteFile: file, walCheckpoints: false });
    await storage.close();
    expect(sampled(file)).not.toContain('content_item');
    expect(sampled(file)).toContain('content_type_updated');
  });
});
