import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStorage } from './db';
import type { Storage } from './db';
import { reusableQuery } from './reusableQuery';

const work = mkdtempSync(join(tmpdir(), 'reusable-query-'));
let storage: Storage;
beforeAll(async () => {
  storage = await openStorage({ sqliteFile: join(work, 'console.db'), walCheckpoints: false });
  await storage.db
    .insertInto('meta')
    .values([
      { k: 'one', v: '1' },
      { k: 'two', v: '2' },
    ])
    .execute();
});
afterAll(async () => {
  await storage?.close();
  rmSync(work, { recursive: true, force: true });
});

describe('reusableQuery', () => {
  it('compiles once for a database and every transaction begun on it, and binds each run its arguments', async () => {
    let built = 0;
    const valueOf = reusableQuery((db, k: string) => {
      built += 1;
      return db.selectFrom('meta').select('v').where('k', '=', k);
    }, 1);
    expect(await valueOf(storage.db, 'one')).toEqual([{ v: '1' }]);
    for (const k of ['two', 'one']) {
      const found = await storage.db.transaction().execute((trx) => valueOf(trx, k));
      expect(found).toEqual([{ v: k === 'one' ? '1' : '2' }]);
    }
    expect(await valueOf(storage.db, 'none')).toEqual([]);
    expect(built).toBe(1);
  });
});
