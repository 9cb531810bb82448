import { describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from './schema';
import { MAX_BATCH_KEYS, batchedByKey } from './batchedReads';

interface Row {
  id: string;
  vn: number;
}

/** Two handles to batch on (only their identity matters to the batcher). */
const db = {} as Kysely<Database>;
const otherDb = {} as Kysely<Database>;

/** A reader whose statements are recorded: each key has two rows, vn 1 and 2. */
function recordingReader() {
  const statements: { db: Kysely<Database>; keys: string[] }[] = [];
  const read = batchedByKey<Row>(
    (handle, keys) => {
      statements.push({ db: handle, keys });
      return Promise.resolve(keys.flatMap((id) => [1, 2].map((vn) => ({ id, vn }))));
    },
    (row) => row.id,
  );
  return { statements, read };
}

describe('batchedByKey', () => {
  it('sends the reads asked for together as one statement and gives each its own rows', async () => {
    const { statements, read } = recordingReader();
    const answers = await Promise.all(['a', 'b', 'c'].map((key) => read(db, key)));
    expect(statements).toEqual([{ db, keys: ['a', 'b', 'c'] }]);
    expect(answers).toEqual([
      [
        { id: 'a', vn: 1 },
        { id: 'a', vn: 2 },
      ],
      [
        { id: 'b', vn: 1 },
        { id: 'b', vn: 2 },
      ],
      [
        { id: 'c', vn: 1 },
        { id: 'c', vn: 2 },
      ],
    ]);
  });

  it('asks once for a key read twice, and gives the second caller copies it may change', async () => {
    const { statements, read } = recordingReader();
    const [first, second] = await Promise.all([read(db, 'a'), read(db, 'a')]);
    expect(statements).toEqual([{ db, keys: ['a'] }]);
    expect(second).toEqual(first);
    expect(second?.[0]).not.toBe(first?.[0]);
  });

  it('starts a new statement for a read asked after the last one went out', async () => {
    const { statements, read } = recordingReader();
    await read(db, 'a');
    await read(db, 'b');
    expect(statements.map((statement) => statement.keys)).toEqual([['a'], ['b']]);
  });

  it('keeps the reads of different handles apart', async () => {
    const { statements, read } = recordingReader();
    await Promise.all([read(db, 'a'), read(otherDb, 'b')]);
    expect(statements).toEqual([
      { db, keys: ['a'] },
      { db: otherDb, keys: ['b'] },
    ]);
  });

  it('asks for at most MAX_BATCH_KEYS keys in one statement', async () => {
    const { statements, read } = recordingReader();
    const keys = Array.from({ length: MAX_BATCH_KEYS + 5 }, (_, i) => `k${i}`);
    const answers = await Promise.all(keys.map((key) => read(db, key)));
    expect(statements.map((statement) => statement.keys.length)).toEqual([MAX_BATCH_KEYS, 5]);
    expect(answers.map((rows) => rows[0]?.id)).toEqual(keys);
  });

  it('answers a key with no rows with none', async () => {
    const read = batchedByKey<Row>(
      () => Promise.resolve([{ id: 'a', vn: 1 }]),
      (row) => row.id,
    );
    const [a, missing] = await Promise.all([read(db, 'a'), read(db, 'missing')]);
    expect(a).toEqual([{ id: 'a', vn: 1 }]);
    expect(missing).toEqual([]);
  });

  it('fails every read of a statement that fails', async () => {
    const read = batchedByKey<Row>(
      () => Promise.reject(new Error('connection lost')),
      (row) => row.id,
    );
    const answers = await Promise.allSettled([read(db, 'a'), read(db, 'b')]);
    expect(answers.map((answer) => answer.status)).toEqual(['rejected', 'rejected']);
  });
});
